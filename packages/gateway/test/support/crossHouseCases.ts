import { existsSync } from 'node:fs';
import { DEMO_HOUSE_REF } from '@ah/upstream/testing';
import { gatewayModules } from '../../src/modules/index.js';
import type { Stack } from '../../src/testing.js';
import type {
  CrossHouseCases,
  DemoIds,
  FixtureHouse,
  FixtureReader,
  HouseIds,
  IdCase,
  IdsByName,
  Recipe,
  RootFieldCase,
} from '../../src/modules/crossHouseCases.js';
import { dataOf, gql } from './graphql.js';

export type {
  CaseState,
  CrossHouseCases,
  DemoIds,
  HouseIds,
  IdCase,
  Recipe,
  RootFieldCase,
} from '../../src/modules/crossHouseCases.js';

/**
 * The cross-house tables, one part per module: each module states how its own id-taking root
 * fields and mutation inputs are called by house `other` with house `demo`'s ids, and how the
 * fixture ids it names are read, in `src/modules/<name>/crossHouse.cases.ts` (exporting
 * `crossHouseCases`). abuse.test.ts and crossHouse.inputIds.test.ts read them through the module
 * list, so a new domain adds its cases and fixtures in its own folder; a case for a field the module
 * does not declare, or a fixture two modules read, is refused here.
 */

/** Every module's cases and fixture readers, merged into the tables the two suites read. */
export interface CrossHouseTables {
  rootFields: Record<string, RootFieldCase>;
  idPlaces: Record<string, IdCase>;
  recipes: Record<string, Recipe>;
  refusedFirst: Record<string, string>;
  /** abuse.test.ts: house demo's fixtures (DemoIds), by name. */
  demoIds: Readers<DemoIds>;
  /** crossHouse.inputIds.test.ts: each house's own fixtures (HouseIds), by name. */
  houseIds: Readers<HouseIds>;
}

type Readers<Ids> = Record<string, FixtureReader<Ids>>;

/** Reads `crossHouse.cases.ts` of every module of the list that has one, and merges them. */
export async function crossHouseTables(): Promise<CrossHouseTables> {
  const tables: CrossHouseTables = {
    rootFields: {},
    idPlaces: {},
    recipes: {},
    refusedFirst: {},
    demoIds: {},
    houseIds: {},
  };
  const readBy = { demoIds: new Map<string, string>(), houseIds: new Map<string, string>() };
  for (const module of gatewayModules) {
    const file = new URL(`../../src/modules/${module.name}/crossHouse.cases.ts`, import.meta.url);
    if (!existsSync(file)) continue;
    const { crossHouseCases } = (await import(file.href)) as { crossHouseCases: CrossHouseCases };
    const own = new Set(
      Object.entries(module.guards).flatMap(([root, fields]) =>
        Object.keys(fields ?? {}).map((field) => `${root}.${field}`),
      ),
    );
    for (const table of ['rootFields', 'idPlaces', 'recipes', 'refusedFirst'] as const)
      for (const [key, value] of Object.entries(crossHouseCases[table] ?? {})) {
        const coordinate = key.split(' ')[0] ?? '';
        if (!own.has(coordinate))
          throw new Error(`${module.name}'s cross-house cases name ${coordinate}, a field of another module`);
        Object.assign(tables[table], { [key]: value });
      }
    for (const table of ['demoIds', 'houseIds'] as const)
      for (const [name, reader] of Object.entries(crossHouseCases[table] ?? {})) {
        const first = readBy[table].get(name);
        if (first !== undefined)
          throw new Error(
            `${first} and ${module.name} both read the fixture ${table}.${name}: one module owns it`,
          );
        readBy[table].set(name, module.name);
        if (reader) Object.assign(tables[table], { [name]: reader });
      }
  }
  return tables;
}

/**
 * House demo's fixtures for abuse.test.ts, read as its staff user (`cookie`): every reader's id, each
 * one required (a reader that finds none fails the run). A case that reads a name no module reads throws rather than send `undefined`.
 */
export async function readDemoIds(
  readers: Readers<DemoIds>,
  stack: Stack,
  cookie: string,
): Promise<DemoIds & IdsByName> {
  const ids = await readFixtures(readers, await houseOf(stack, DEMO_HOUSE_REF, cookie));
  for (const name of Object.keys(readers))
    if (ids[name] === undefined) throw new Error(`no demo fixture for ${name}`);
  return new Proxy(ids, {
    get(target, name, receiver) {
      // `then` and `toJSON`: what await and JSON.stringify look for on any object.
      if (typeof name === 'string' && !(name in target) && name !== 'then' && name !== 'toJSON')
        throw new Error(`no module reads the demo fixture ${name} (demoIds of a crossHouse.cases.ts)`);
      return Reflect.get(target, name, receiver) as unknown;
    },
  }) as DemoIds & IdsByName;
}

/**
 * A house's own fixtures for crossHouse.inputIds.test.ts, read as its staff user (`cookie`); names
 * the house has nothing for are left out (house other has no shipping policy, terms or origins).
 */
export async function readHouseIds(
  readers: Readers<HouseIds>,
  stack: Stack,
  houseRef: string,
  cookie: string,
): Promise<IdsByName> {
  return readFixtures(readers, await houseOf(stack, houseRef, cookie));
}

type House = Omit<FixtureHouse<unknown>, 'fixture'>;

async function houseOf(stack: Stack, ref: string, cookie: string): Promise<House> {
  const db = stack.upstream.db;
  const { id } = await db.selectFrom('houses').select('id').where('ref', '=', ref).executeTakeFirstOrThrow();
  const asked = new Map<string, Promise<unknown>>();
  return {
    ref,
    id,
    db,
    query: <T>(document: string, variables: Record<string, unknown> = {}) => {
      const key = JSON.stringify([document, variables]);
      let data = asked.get(key);
      if (!data) {
        data = gql(stack.gatewayUrl, document, variables, { cookie }).then((res) => dataOf<T>(res));
        asked.set(key, data);
      }
      return data as Promise<T>;
    },
  };
}

/**
 * Every fixture of `readers` for one house, one reader at a time in name order; a reader that asks
 * for another fixture gets it read once (a circle of such asks fails rather than waits).
 */
async function readFixtures<Ids>(readers: Readers<Ids>, house: House): Promise<IdsByName> {
  const read = new Map<string, Promise<string | undefined>>();
  const fixture = (name: string, asking: readonly string[]): Promise<string | undefined> => {
    if (asking.includes(name)) throw new Error(`fixtures read each other: ${[...asking, name].join(' → ')}`);
    let value = read.get(name);
    if (!value) {
      const reader = readers[name];
      if (!reader) throw new Error(`no module reads the fixture ${name} (a crossHouse.cases.ts)`);
      const inner = [...asking, name];
      value = reader({ ...house, fixture: (other) => fixture(other, inner) }).then((id) =>
        id === undefined || id === null ? undefined : String(id),
      );
      read.set(name, value);
    }
    return value;
  };
  const ids: IdsByName = {};
  for (const name of Object.keys(readers).sort()) {
    const id = await fixture(name, []);
    if (id !== undefined) ids[name] = id;
  }
  return ids;
}
