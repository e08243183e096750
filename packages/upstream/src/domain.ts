import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { AutoChargeScheduler } from './invoicePayments/autoChargeScheduler.js';
import type { Mailer } from './invoicePayments/mailer.js';
import type { DB } from './db/schema.js';
import type { JobQueue } from './jobs/jobQueue.js';
import type { Logger } from './logger.js';
import type { ShippingQuoteScheduler } from './shippingReviews/reviewsScheduler.js';
import type { UpstreamAppOptions } from './app.js';

/** What a domain's mount gets: the database, the app's options and the services the app exposes. */
export interface DomainContext {
  db: Kysely<DB>;
  options: UpstreamAppOptions;
  logger: Logger;
  jobs: JobQueue;
  /** The caller check (401) for routes outside /app/house/{houseRef}, built once. */
  auth: RequestHandler;
  shippingQuotes: ShippingQuoteScheduler;
  autoCharges: AutoChargeScheduler;
  mailer: Mailer;
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
  /** Releases what the domain holds open (sockets, timers) when the app stops. */
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
 * Each domain folder's `mount.ts` exports one of these; app.ts lists them. Mounting gives its
 * routes; `seed`, when present, adds its demo data (seed/index.ts runs every listed domain's).
 */
export interface DomainMount {
  (context: DomainContext): DomainRoutes;
  seed?: DomainSeed;
}
