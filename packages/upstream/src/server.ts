import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedServer, DEFAULT_REQUEST_TIMEOUTS, type RequestTimeouts } from '@ah/schema/node';
import { createUpstreamApp, type UpstreamApp, type UpstreamAppOptions } from './app.js';
import { migrate } from './db/migrate.js';
import { openDatabase, type Database, type OpenDatabaseOptions } from './db/openDatabase.js';
import { isUploadRequest } from './http/uploadRoutes.js';
import { buildInvoiceGroup, pendingInvoiceGroupIds } from './invoiceGroups/buildInvoiceGroup.js';
import { consoleLogger, type Logger } from './logger.js';
import { isDatabaseEmpty, seedDatabase, type SeedSize } from './seed/index.js';
import { seedLotImages } from './lotImages/imageSeed.js';

export interface BootOptions extends OpenDatabaseOptions, Omit<UpstreamAppOptions, 'db'> {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Seed this size when the database has no house yet; false never seeds. */
  seed?: SeedSize | false;
  /** The seed's "now" (default: the real clock). */
  seedNow?: Date;
  /** How often the auto-charge job runs (AUTO_CHARGE_INTERVAL_MS); 0 or absent: only when triggered. */
  autoChargeIntervalMs?: number;
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
export async function bootUpstream(options: BootOptions = {}): Promise<RunningUpstream> {
  const logger: Logger = options.logger ?? consoleLogger;
  const database = await openDatabase(options);
  try {
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
      // Real stored images for the demo sales' lots (needs the image service).
      if (options.images) await seedLotImages(database.db, options.images);
    }
    const app = createUpstreamApp({ ...options, db: database.db, logger });
    // Shipping quotes that were waiting when the service stopped are due again.
    await app.shippingQuotes.resumePending();
    app.autoCharges.start(options.autoChargeIntervalMs ?? 0);
    for (const id of await pendingInvoiceGroupIds(database.db))
      app.jobs.enqueue(`resume invoice group ${id}`, async () => {
        await buildInvoiceGroup(database.db, id, options.invoiceBuildHooks);
      });
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
  app.shippingQuotes.close();
  await app.autoCharges.close();
  app.mailer.close();
  await app.closeDomains();
  await app.jobs.close();
  await database.close();
}
