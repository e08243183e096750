import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedServer, DEFAULT_REQUEST_TIMEOUTS, type RequestTimeouts } from '@ah/schema/node';
import { createUpstreamApp, DOMAINS, type UpstreamApp, type UpstreamAppOptions } from './app.js';
import { migrate } from './db/migrate.js';
import { openDatabase, type Database, type OpenDatabaseOptions } from './db/openDatabase.js';
import { isUploadRequest } from './http/uploadRoutes.js';
import { MIGRATE_AND_SEED_JOB } from './jobs/migrateAndSeed.js';
import { runInTurn } from './jobs/runExclusive.js';
import { consoleLogger, type Logger } from './logger.js';
import { isDatabaseEmpty, seedDatabase, type SeedSize } from './seed/index.js';

export interface BootOptions extends OpenDatabaseOptions, Omit<UpstreamAppOptions, 'db'> {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Seed this size when the database has no house yet; false never seeds. */
  seed?: SeedSize | false;
  /** The seed's "now" (default: the real clock). */
  seedNow?: Date;
  /** Header and body time-outs for slow clients (HEADERS_TIMEOUT_MS, ...; see README). */
  requestTimeouts?: RequestTimeouts;
}

export interface RunningUpstream {
  url: string;
  app: UpstreamApp;
  server: Server;
  database: Database;
  /** Resolves when no background job is queued or running. */
  waitForJobs(): Promise<void>;
  /** Stops accepting requests, finishes queued jobs, closes the database. Idempotent. */
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds it when empty, and serves the app. */
export async function bootUpstream(given: BootOptions = {}): Promise<RunningUpstream> {
  const logger: Logger = given.logger ?? consoleLogger;
  // Options the domains build from their settings (the image service), before anything opens.
  const options: BootOptions = { ...given };
  for (const mount of options.domains ?? DOMAINS) Object.assign(options, await mount.prepare?.(options));
  const database = await openDatabase(options);
  try {
    // Upstreams starting together on one database: one migrates and seeds, the others wait for it
    // and then find the work done (two seeds of an empty database would collide).
    await runInTurn(database.db, MIGRATE_AND_SEED_JOB, () => prepareDatabase(database, options, logger));
    const app = createUpstreamApp({ ...options, db: database.db, logger });
    // Work that was pending when the service stopped is due again; the domains' timers start.
    await app.startDomains();
    const server = await listen(
      app,
      options.host ?? '127.0.0.1',
      options.port ?? 0,
      options.requestTimeouts ?? DEFAULT_REQUEST_TIMEOUTS,
    );
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${address.port}`,
      app,
      server,
      database,
      waitForJobs: () => app.jobs.idle(),
      close: () => (closing ??= shutdown(server, app, database)),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Applies pending migrations, and seeds when asked and no house exists yet. */
async function prepareDatabase(database: Database, options: BootOptions, logger: Logger): Promise<void> {
  const applied = await migrate(database.db);
  if (applied.length > 0)
    logger.info(`applied migrations ${applied.join(', ')} to ${database.kind} (${database.location})`);
  if (options.seed && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDatabase(database.db, {
      size: options.seed,
      ...(options.seedNow ? { now: options.seedNow } : {}),
      ...(options.domains ? { domains: options.domains } : {}),
    });
    logger.info(`seeded ${summary.size} demo data in ${summary.milliseconds} ms`);
    // Demo data outside the database (stored image files), from the options the domains prepared.
    for (const mount of options.domains ?? DOMAINS) await mount.seedWithOptions?.(database.db, options);
  }
}

function listen(app: UpstreamApp, host: string, port: number, timeouts: RequestTimeouts): Promise<Server> {
  // Slow clients must not hold sockets forever: headers and bodies that never finish get a 408.
  const server = createGuardedServer(timeouts, isUploadRequest, app);
  // Longer than the gateway pool's idle time-out, so the gateway closes idle sockets first.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

async function shutdown(server: Server, app: UpstreamApp, database: Database): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets with no request in flight would hold close() open.
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  await closed;
  clearTimeout(force);
  await app.closeDomains();
  app.mailer.close();
  await app.jobs.close();
  await database.close();
}
