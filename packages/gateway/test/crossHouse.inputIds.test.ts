import { DEMO_HOUSE_REF, OTHER_HOUSE_REF } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../src/schema.js';
import { startStack, type Stack } from '../src/testing.js';
import {
  isListAt,
  mutationIdInputs,
  operationFor,
  sampleArguments,
  withIdAt,
  withPatch,
  type IdInput,
  type IdsByName,
} from './support/crossHouse.js';
import { crossHouseTables, readHouseIds } from './support/crossHouseCases.js';
import { gql } from './support/graphql.js';

/**
 * Every id in every mutation's input, not only the root one: house `other` calls each mutation with
 * its own ids except at one place, where it puts one of house `demo`'s ids (foreign) and then an id
 * that exists nowhere (unknown). Each is refused — NOT_FOUND or BAD_USER_INPUT naming that place in
 * `extensions.argumentPath` — and no table of the upstream's database changes. The places come from
 * the schema, so a new id-carrying input without a case here fails the first test.
 */
const PASSWORD = 'demo-password';
const UNKNOWN_ID = '999999';

/**
 * Each module's cases (src/modules/<name>/crossHouse.cases.ts): what each id place of its mutations
 * points at (ID_CASES), how the mutation is called with house other's own ids (RECIPES), where
 * house other is refused before the id check (REFUSED_FIRST), and how each house's ids of the
 * fixtures those name are read (HOUSE_IDS). Types in src/modules/crossHouseCases.ts.
 */
const {
  idPlaces: ID_CASES,
  recipes: RECIPES,
  refusedFirst: REFUSED_FIRST,
  houseIds: HOUSE_IDS,
} = await crossHouseTables();

let stack: Stack;
let other: string;
let own: IdsByName;
let foreign: IdsByName;
let ownTemplateMessages: unknown[] = [];

beforeAll(async () => {
  stack = await startStack({ upstream: { shippingQuoteDelayMs: 3_600_000 } });
  other = await stack.login('other', 'staff', PASSWORD);
  const demo = await stack.login('demo', 'staff', PASSWORD);
  await stack.createToken(demo, 'cross-house target');
  await stack.createToken(other, 'cross-house own');
  own = await readHouseIds(HOUSE_IDS, stack, OTHER_HOUSE_REF, other);
  foreign = await readHouseIds(HOUSE_IDS, stack, DEMO_HOUSE_REF, demo);
  // The template's messages as they are (the required ones cannot be deleted).
  const editor = await gql(
    stack.gatewayUrl,
    'query($t: ID) { invoiceTemplateEditor(templateId: $t) { template { messages { header detail sequence } } } }',
    { t: own['templateId'] },
    { cookie: other },
  );
  const template = (
    editor.body.data?.['invoiceTemplateEditor'] as { template?: { messages: unknown[] } } | null
  )?.template;
  if (!template) throw new Error(`no template messages for house other: ${JSON.stringify(editor.body)}`);
  ownTemplateMessages = template.messages;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const schema = buildGatewaySchema();
const places = mutationIdInputs(schema);
const key = (p: { coordinate: string; path: string }) => `${p.coordinate} ${p.path}`;

/** Root arguments that name the resource acted on; their refusal may be plain NOT_FOUND/FORBIDDEN. */
const isRootResource = (p: IdInput) => !p.path.includes('.') && !isListAt(p.field, p.path);

const stripIndices = (path: unknown) =>
  Array.isArray(path) ? path.filter((s) => typeof s === 'string').join('.') : path;

describe("every id in every mutation input is checked against the caller's house", () => {
  it('has a case for every id-carrying argument and input field of the schema', () => {
    expect(places.length).toBeGreaterThan(90);
    expect(places.map(key).filter((k) => !(k in ID_CASES))).toEqual([]);
    expect(Object.keys(ID_CASES).filter((k) => !places.some((p) => key(p) === k))).toEqual([]);
  });

  const runnable = places.flatMap((place) => {
    const known = ID_CASES[key(place)];
    if (known === undefined || (typeof known === 'object' && 'clientOnly' in known)) return [];
    const kinds: Array<'foreign' | 'unknown'> =
      typeof known === 'string' ? ['foreign', 'unknown'] : ['unknown'];
    return kinds.map((kind) => [key(place), kind, place] as const);
  });

  it.each(runnable)('%s: a %s id is refused and nothing is written', async (_name, kind, place) => {
    const known = ID_CASES[key(place)];
    const recipe = RECIPES[place.coordinate] ?? {};
    const renamed = Object.fromEntries(
      Object.entries(recipe.ids ?? {}).flatMap(([arg, fixture]) =>
        own[fixture] === undefined ? [] : [[arg, own[fixture]]],
      ),
    );
    const patch =
      typeof recipe.patch === 'function'
        ? recipe.patch(own, { templateMessages: ownTemplateMessages })
        : (recipe.patch ?? {});
    const base = withPatch(sampleArguments(place.field, { ...own, ...renamed }), patch);
    let value = UNKNOWN_ID;
    if (kind === 'foreign' && typeof known === 'string') {
      const id = foreign[known];
      if (id === undefined) throw new Error(`house demo has no ${known}`);
      value = id;
    }
    let variables = withIdAt(place.field, base, place.path, value);
    if (recipe.listLength && Array.isArray(variables[place.path])) {
      const others = (own['catalogLotIds'] ?? '').split(',').filter((id) => id !== value);
      variables = { ...variables, [place.path]: [value, ...others].slice(0, recipe.listLength) };
    }
    const asData = isRootResource(place) ? undefined : recipe.refusedAsData;
    const plain = operationFor({ ...place, operation: 'mutation', idPaths: [place.path] });
    const operation = asData ? plain.replace('{ __typename }', asData.selection) : plain;
    const before = await stack.upstream.tableDigests();
    const res = await gql(stack.gatewayUrl, operation, variables, { cookie: other });
    await stack.upstream.waitForJobs();
    const after = await stack.upstream.tableDigests();
    const context = JSON.stringify({ variables, body: res.body });
    if (asData) {
      expect(res.body.data?.[place.field.name], context).toEqual({
        saved: false,
        errors: [{ errorCode: asData.errorCode }],
      });
      expect(changedTables(before, after), context).toEqual([]);
      return;
    }
    expect(res.body.data?.[place.field.name] ?? null, context).toBeNull();
    const error = res.body.errors?.[0];
    const first = REFUSED_FIRST[key(place)];
    if (first !== undefined) {
      expect(error?.message, context).toBe(first);
      expect(changedTables(before, after), context).toEqual([]);
      return;
    }
    const allowed = isRootResource(place)
      ? ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT']
      : ['NOT_FOUND', 'BAD_USER_INPUT'];
    expect(allowed, context).toContain(error?.extensions?.['code']);
    if (!isRootResource(place))
      expect(stripIndices(error?.extensions?.['argumentPath']), context).toBe(place.path);
    expect(changedTables(before, after), context).toEqual([]);
  });
});

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
