import type { Database } from '@ah/upstream';

/**
 * The shape of a module's cross-house cases (`src/modules/<name>/crossHouse.cases.ts`): how house
 * `other` calls the module's id-taking root fields and mutation inputs with house `demo`'s ids, and
 * how the fixture ids those calls use are read. Here, beside the module contract (gatewayModule.ts),
 * so a module's cases import no test support (which imports the module list);
 * test/support/crossHouseCases.ts merges them for abuse.test.ts and crossHouse.inputIds.test.ts.
 * Test-only: tsconfig.build.json leaves this file out, as it does the cases.
 */

/** Ids by fixture name. */
export type IdsByName = Record<string, string>;

/**
 * A date that is past or today in every house's time zone: the UTC day before. (Today's UTC date
 * is still "the future" for a house in the Americas between midnight UTC and its own midnight.)
 */
export const pastDay = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * House demo's ids by fixture name, as abuse.test.ts hands them to the cases (`d.catalogId`). Filled
 * by the modules: the one whose noun a fixture is adds its name here and its reader to its cases'
 * `demoIds`, e.g. in `unpaidItems/crossHouse.cases.ts`:
 *
 * ```ts
 * declare module '../crossHouseCases.js' {
 *   interface DemoIds { unpaidItemsBidderId: string }
 * }
 * ```
 *
 * The names are shared: every case's arguments get the ids whose names they bear.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface DemoIds {}

/**
 * A house's own ids by fixture name, as crossHouse.inputIds.test.ts reads them for house other (its
 * own ids) and house demo (the foreign ones): the names `idPlaces` and `recipes` point at. Filled
 * like DemoIds, with the readers in the cases' `houseIds`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface HouseIds {}

/** The upstream's database (Kysely over the tables of every upstream domain). */
export type UpstreamDb = Database['db'];

/** What a fixture reader is handed: one house of the running stack. */
export interface FixtureHouse<Ids> {
  /** The house's reference (`demo`, `other`) and its id in the upstream's database. */
  ref: string;
  id: number;
  db: UpstreamDb;
  /**
   * Runs a query through the gateway as the house's staff user and gives its data (errors throw).
   * The same query with the same variables runs once per house, however many readers ask.
   */
  query: <T>(document: string, variables?: Record<string, unknown>) => Promise<T>;
  /**
   * Another fixture of the same table (DemoIds or HouseIds), read once, whichever module reads it:
   * for ids that belong together (an invoice of that group, the group of that session).
   */
  fixture: (name: keyof Ids & string) => Promise<string | undefined>;
}

/** How a module reads one fixture of a house; undefined when the house has none. */
export type FixtureReader<Ids> = (house: FixtureHouse<Ids>) => Promise<string | number | null | undefined>;

/** The readers of the fixtures a module names in DemoIds or HouseIds. */
export type FixtureReaders<Ids> = { [Name in keyof Ids]?: FixtureReader<Ids> };

/** What a case needs besides ids, read from the house whose ids fill the input before the run. */
export interface CaseState {
  /** The house's invoice template messages as they are (the required ones cannot be deleted). */
  templateMessages: readonly unknown[];
}

/** abuse.test.ts: how an id-taking root field is called with house demo's ids. */
export interface RootFieldCase {
  /** Field-specific ids, over the shared names (invoiceGroupId, catalogId, …). */
  ids?: (d: DemoIds) => IdsByName;
  /** Values that make the rest of the input valid, so the house check is what refuses. */
  patch?: (d: DemoIds, state: CaseState) => Record<string, unknown>;
  /** A refusal as invalid input, naming the id's field (default: NOT_FOUND or FORBIDDEN). */
  refused?: { code: 'BAD_USER_INPUT'; field: string };
  /** Queries: whether house demo gets an answer with the same arguments (default true). */
  control?: boolean;
  /** The demo user of that control (default staff). */
  controlAs?: 'super';
}

/**
 * crossHouse.inputIds.test.ts: what an id place points at. The fixture (HouseIds) whose house demo
 * value is the foreign id; `{ global }` for ids of a list every house shares (payment methods,
 * sale channels, object types: nothing is foreign, an unknown one is refused); `{ clientOnly }` for
 * ids the client makes up and the server only echoes (nothing to check).
 */
export type IdCase = keyof HouseIds | { global: true } | { clientOnly: string };

/**
 * crossHouse.inputIds.test.ts: how a mutation is called with house other's own ids: `ids` names the
 * fixture behind an argument whose name is not the fixture's (`id`, `termsId`), `patch` makes the
 * rest of the input valid so that the id under test is what is refused.
 */
export interface Recipe {
  ids?: Record<string, keyof HouseIds>;
  patch?: Record<string, unknown> | ((own: IdsByName, state: CaseState) => Record<string, unknown>);
  /** A list place that needs this many ids: the one under test, then the house's own lots. */
  listLength?: number;
  /**
   * Where the spec answers a refusal as data (the review table's row errors, sales §3 code 149):
   * the selection to ask for and the row error code that must come back, with nothing saved.
   */
  refusedAsData?: { selection: string; errorCode: string };
}

/**
 * One module's cases; every key of the case tables names one of the module's own root fields. The
 * fixture tables name the fixtures the module reads (each name read by one module only).
 */
export interface CrossHouseCases {
  /** abuse.test.ts: how house demo's ids of this module's fixtures are read, before the run. */
  demoIds?: FixtureReaders<DemoIds>;
  /** crossHouse.inputIds.test.ts: how a house's own ids of this module's fixtures are read. */
  houseIds?: FixtureReaders<HouseIds>;
  /** abuse.test.ts, by coordinate: `'Query.lotImages'`. Every id-taking root field needs one. */
  rootFields?: Record<string, RootFieldCase>;
  /** crossHouse.inputIds.test.ts, by place: `'Mutation.deleteLot lotId'`. Every place needs one. */
  idPlaces?: Record<string, IdCase>;
  /** crossHouse.inputIds.test.ts, by coordinate: how the mutation is called (optional). */
  recipes?: Record<string, Recipe>;
  /**
   * crossHouse.inputIds.test.ts, by place: where house other cannot bring the mutation to the id
   * check with data of its own (no Buy Now sale, no automatic charging), the refusal it gets first.
   */
  refusedFirst?: Record<string, string>;
}
