import express, { type Express } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from './auth/authenticate.js';
import { authRoutes, houseAuthRoutes } from './auth/authRoutes.js';
import { requireOwnHouse } from './auth/houseScope.js';
import { LoginLimiter, type LoginLimiterOptions } from './auth/loginLimiter.js';
import type { DB } from './db/schema.js';
import { errorHandler, notFoundHandler } from './http/errorHandlers.js';
import { securityHeaders } from './http/securityHeaders.js';
import type { InvoiceBuildHooks } from './invoices/buildInvoiceGroup.js';
import { invoiceRoutes } from './invoices/invoiceRoutes.js';
import { invoiceEditingRoutes } from './invoices/invoiceEditingRoutes.js';
import { JobQueue } from './jobs/jobQueue.js';
import { consoleLogger, type Logger } from './logger.js';
import { mountSalesBodyParsers, mountSalesSetup, salesHouseRoutes } from './sales/salesMount.js';
import { mountShippingReviews } from './shipping/reviewsMount.js';
import type { ShippingQuoteScheduler } from './shipping/reviewsScheduler.js';
import { APP_VERSION, BUILT_AT } from './version.js';

export interface UpstreamAppOptions {
  db: Kysely<DB>;
  logger?: Logger;
  /** The background queue; one is created when not given. */
  jobs?: JobQueue;
  /** Adds `Secure` to the session cookie (set when served over HTTPS). */
  secureCookies?: boolean;
  /** Failed sign-in limiting per (House ID, user name). */
  loginLimiter?: LoginLimiterOptions;
  /** Test seam into the invoice build transaction. */
  invoiceBuildHooks?: InvoiceBuildHooks;
  /** JSON body limit (express/body-parser syntax). */
  jsonLimit?: string;
  /** How long a shipping quote takes (env SHIPPING_QUOTE_DELAY_MS; default 15 s). */
  shippingQuoteDelayMs?: number | undefined;
}

/** The express app, with its background queue (also at `app.locals.jobs`). */
export type UpstreamApp = Express & { jobs: JobQueue; shippingQuotes: ShippingQuoteScheduler };

export function createUpstreamApp(options: UpstreamAppOptions): UpstreamApp {
  const { db } = options;
  const logger = options.logger ?? consoleLogger;
  const jobs = options.jobs ?? new JobQueue(logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);
  app.locals['jobs'] = jobs;

  app.use(securityHeaders);
  mountSalesBodyParsers(app);
  app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));

  app.get('/version.json', (_req, res) => {
    res.json({ version: APP_VERSION, builtAt: BUILT_AT });
  });

  app.use(
    authRoutes({
      db,
      limiter: new LoginLimiter(options.loginLimiter),
      secureCookies: options.secureCookies ?? false,
    }),
  );

  // Sales setup: /cps/app, /api/shipping policy and origins, and /app/house/address before {houseRef}.
  mountSalesSetup(app, db);

  // Every /app/house/{houseRef}/... route: a caller first (401), then their own house (403).
  const house = express.Router({ mergeParams: true });
  house.use(requireCaller(db), requireOwnHouse);
  house.use(houseAuthRoutes(db));
  house.use(invoiceRoutes({ db, jobs, buildHooks: options.invoiceBuildHooks }));
  house.use(salesHouseRoutes(db));
  house.use(invoiceEditingRoutes({ db }));
  app.use('/app/house/:houseRef', house);
  const shippingQuotes = mountShippingReviews(app, { db, jobs, quoteDelayMs: options.shippingQuoteDelayMs });

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return Object.assign(app, { jobs, shippingQuotes });
}
