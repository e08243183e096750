import express, { type Express } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from './auth/authenticate.js';
import { authRoutes, houseAuthRoutes } from './auth/authRoutes.js';
import { requireOwnHouse } from './auth/houseScope.js';
import { LoginLimiter, type LoginLimiterOptions } from './auth/loginLimiter.js';
import type { DB } from './db/schema.js';
import { refuseControlCharacters } from './http/controlCharacters.js';
import { errorHandler, notFoundHandler } from './http/errorHandlers.js';
import { securityHeaders } from './http/securityHeaders.js';
import type { InvoiceBuildHooks } from './invoices/buildInvoiceGroup.js';
import { invoiceRoutes } from './invoices/invoiceRoutes.js';
import { invoiceEditingRoutes } from './invoices/invoiceEditingRoutes.js';
import { invoiceTemplateRoutes } from './invoiceTemplates/invoiceTemplateRoutes.js';
import { JobQueue } from './jobs/jobQueue.js';
import { consoleLogger, type Logger } from './logger.js';
import { mountSalesBodyParsers, mountSalesSetup, salesHouseRoutes } from './sales/salesMount.js';
import { mountItems, mountItemsBodyParsers } from './items/itemsMount.js';
import { mountReview } from './review/reviewMount.js';
import type { ImageService } from './images/imageService.js';
import { mountImageStorage } from './images/imagesMount.js';
import { mountShippingReviews } from './shipping/reviewsMount.js';
import { AutoChargeScheduler } from './payments/autoChargeScheduler.js';
import { mailerFor, type Mailer } from './payments/mailer.js';
import { mountPaymentAppRoutes } from './payments/paymentAppRoutes.js';
import { paymentRoutes } from './payments/paymentRoutes.js';
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
  /** Where invoice e-mails go: SMTP when given (env SMTP_URL), otherwise the outbox table only. */
  smtpUrl?: string | undefined;
  /** Dev and test tools (env UPSTREAM_DEV_TOOLS): the auto-charge trigger accepts a simulated day. */
  devTools?: boolean | undefined;
  /** The image upload service (signed PUT and stored files); not mounted when absent. */
  images?: ImageService | undefined;
}

/** The express app, with its background queue (also at `app.locals.jobs`). */
export type UpstreamApp = Express & {
  jobs: JobQueue;
  shippingQuotes: ShippingQuoteScheduler;
  /** The scheduled auto-charge job (started by bootUpstream; `runNow` triggers it). */
  autoCharges: AutoChargeScheduler;
  mailer: Mailer;
};

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
  // Signed image PUTs stream their raw body: before every body parser.
  mountImageStorage(app, db, options.images);
  mountSalesBodyParsers(app);
  mountItemsBodyParsers(app);
  app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));
  // Every parsed body, query and path from here on: no control characters (400 CONTROL_CHARACTER).
  app.use(refuseControlCharacters);

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
  // Items (spreadsheet upload, lots, snapshot): /cps/app routes of the catalog service.
  mountItems(app, db);
  // Preview and Review & Publish (issue 7): publish, delete, featured lots, cover photo.
  mountReview(app, db);

  // Every /app/house/{houseRef}/... route: a caller first (401), then their own house (403).
  const house = express.Router({ mergeParams: true });
  house.use(requireCaller(db), requireOwnHouse);
  house.use(houseAuthRoutes(db));
  house.use(invoiceRoutes({ db, jobs, buildHooks: options.invoiceBuildHooks }));
  // Before the sales routes: the template editor's GET/POST /invoiceGroupSettings (see the router).
  house.use(invoiceTemplateRoutes(db));
  house.use(salesHouseRoutes(db));
  house.use(invoiceEditingRoutes({ db }));
  const autoCharges = new AutoChargeScheduler(db, logger);
  const mailer = mailerFor(options.smtpUrl);
  house.use(paymentRoutes({ db, mailer, autoCharges, devTools: options.devTools ?? false }));
  app.use('/app/house/:houseRef', house);
  // POST /app/invoice/setAutoCharge and GET /house/{houseRef}/paymentInfo.
  mountPaymentAppRoutes(app, db);
  const shippingQuotes = mountShippingReviews(app, { db, jobs, quoteDelayMs: options.shippingQuoteDelayMs });

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return Object.assign(app, { jobs, shippingQuotes, autoCharges, mailer });
}
