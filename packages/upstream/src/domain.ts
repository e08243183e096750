import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';
import type { JobQueue } from './jobs/jobQueue.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { Env, EnvVariable } from './settings.js';

/**
 * The app's options. The fields here are the app's own; a domain adds its settings from its own
 * folder (`declare module '../domain.js' { interface DomainOptions { ... } }` in its mount.ts), so a
 * new domain's settings touch nothing outside its folder.
 */
export interface DomainOptions {
  db: Kysely<DB>;
  logger?: Logger;
  /** The background queue; one is created when not given. */
  jobs?: JobQueue;
  /** Adds `Secure` to cookies (set when served over HTTPS). */
  secureCookies?: boolean;
  /** JSON body limit (express/body-parser syntax). */
  jsonLimit?: string;
  /** Where e-mails go: SMTP when given (env SMTP_URL), otherwise the outbox table only. */
  smtpUrl?: string | undefined;
  /** Dev and test tools (env UPSTREAM_DEV_TOOLS), e.g. triggers that accept a simulated day. */
  devTools?: boolean | undefined;
  /** The clock of time-window rules; tests move it instead of waiting (default: the real time). */
  clock?: () => Date;
  /** The domains to mount (default DOMAINS); a test passes them reversed to show order never matters. */
  domains?: readonly DomainMount[];
}

/**
 * What domains expose on the app for the others and for tests (`app.shippingQuotes`), each added by
 * its domain from its own folder like DomainOptions.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' declarations
export interface DomainServices {}

/** What a domain's mount gets: the database, the app's options and the services the app shares. */
export interface DomainContext {
  db: Kysely<DB>;
  options: DomainOptions;
  logger: Logger;
  jobs: JobQueue;
  /** The caller check (401) for routes outside /app/house/{houseRef}, built once. */
  auth: RequestHandler;
  mailer: Mailer;
  /** The app's clock: `options.clock`, or the real time. Read it here, not from the options. */
  clock: () => Date;
}

/**
 * A domain's routes, sorted by the kind of mount each needs. The app mounts the kinds in this fixed
 * order, whatever the order of its domain list, so no domain depends on its place in the list:
 * 1. `ownBody`: routes that read the request body themselves (a signed image PUT streams it);
 * 2. `bodyParsers`: parsers for bodies the app's JSON parser refuses (a bare number, a 30 MB table),
 *    each limited to its own path; then the app's JSON parser and its control-character and
 *    contract checks;
 * 3. `routes`: routes with absolute paths, including the few under /app/house/ that are not a
 *    house (address, user), which therefore always come before
 * 4. `houseRoutes`: routes under /app/house/{houseRef}, behind the caller (401) and own-house (403)
 *    checks.
 * Within a kind, two domains never answer the same method and path (a route that shares one, like
 * POST /invoiceGroupSettings, claims only its own requests and passes the others on).
 */
export interface DomainRoutes {
  ownBody?: Router[];
  bodyParsers?: RequestHandler[];
  routes?: Router[];
  houseRoutes?: Router[];
}

/** A mounted domain: its routes, what it exposes, and its part in the app's start and stop. */
export interface DomainParts extends DomainRoutes {
  /** Added to the app (see DomainServices). */
  services?: Partial<DomainServices>;
  /**
   * Once the upstream is booted, before it listens (bootUpstream; an app built alone never starts):
   * background work resumes (what was pending when the service stopped) and timers start.
   */
  start?: () => Promise<void>;
  /** Releases what the domain holds open (sockets, timers, running jobs) when the app stops. */
  close?: () => Promise<void>;
}

/**
 * A domain's demo data, added after the shared seed (houses, users, sales, invoices; seed/index.ts)
 * and returning the rows it added by table. It reads only the shared seed's rows, never another
 * domain's, so the order of the domain list cannot change the data. Deterministic: the same
 * database and `now` give the same rows.
 */
export type DomainSeed = (db: Kysely<DB>, now: Date) => Promise<Record<string, number>>;

/**
 * Who may call: `caller` answers 401 without a session or API token, `ownHouse` 403 for another
 * house's /app/house/{houseRef}. One domain (viewer) gives them, since it owns sessions.
 */
export interface DomainAccess {
  caller: (db: Kysely<DB>) => RequestHandler;
  ownHouse: RequestHandler;
}

/**
 * A domain's settings from the environment: the variables it reads and the options it makes of
 * them. config.ts reads every listed domain's, so a new setting touches nothing outside its folder;
 * docs/CONFIGURATION.md lists exactly the declared variables (a test checks).
 */
export interface DomainSettings {
  variables: readonly EnvVariable[];
  /** Throws a message naming the variable when a value is wrong; `dataDir` is the core's data folder. */
  fromEnv: (env: Env, core: { dataDir: string }) => Partial<DomainOptions>;
}

/**
 * Each domain folder's `mount.ts` exports one of these; domains.ts lists them. Mounting gives its
 * parts. The optional steps around it, in the order bootUpstream runs them:
 * - `settings`: first, read from the environment by config.ts (main.ts passes them as options);
 * - `prepare`: before the database opens, options the domain builds from its settings that may need
 *   to wait (the image service reads its signing secret), added to the options every domain gets;
 * - `seed`: its demo data (seed/index.ts runs every listed domain's);
 * - `seedWithOptions`: demo data outside the database, after the seed (stored image files);
 * then the mount itself, and its parts' `start`.
 */
export interface DomainMount {
  (context: DomainContext): DomainParts;
  prepare?: (options: Omit<DomainOptions, 'db'>) => Promise<Partial<DomainOptions>>;
  /** The caller checks every other domain's routes sit behind (see DomainAccess). */
  access?: DomainAccess;
  seed?: DomainSeed;
  seedWithOptions?: (db: Kysely<DB>, options: Omit<DomainOptions, 'db'>) => Promise<void>;
  /** Its environment variables and the options they give (see DomainSettings). */
  settings?: DomainSettings;
}
