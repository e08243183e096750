import express, { type Express } from 'express';
import type { Kysely } from 'kysely';
import { mountApiTokens } from './apiTokens/mount.js';
import { mountCalendar } from './calendar/mount.js';
import { mountCustomers } from './customers/mount.js';
import { mountFeedback } from './feedback/mount.js';
import type { DB } from './db/schema.js';
import type { DomainContext, DomainMount } from './domain.js';
import { bodyContract, checkBodiesAgainst } from './http/contractBodies.js';
import { refuseControlCharacters } from './http/controlCharacters.js';
import { errorHandler, notFoundHandler } from './http/errorHandlers.js';
import { securityHeaders } from './http/securityHeaders.js';
import type { InvoiceBuildHooks } from './invoiceGroups/buildInvoiceGroup.js';
import { mountInvoiceGroups } from './invoiceGroups/mount.js';
import { AutoChargeScheduler } from './invoicePayments/autoChargeScheduler.js';
import { mailerFor, type Mailer } from './invoicePayments/mailer.js';
import { mountInvoicePayments } from './invoicePayments/mount.js';
import { mountInvoices } from './invoices/mount.js';
import { mountInvoiceTemplates } from './invoiceTemplates/mount.js';
import { JobQueue } from './jobs/jobQueue.js';
import { mountLocations } from './locations/mount.js';
import { consoleLogger, type Logger } from './logger.js';
import type { ImageService } from './lotImages/imageService.js';
import { mountLotImages } from './lotImages/mount.js';
import { mountLots } from './lots/mount.js';
import { mountPublishing } from './publishing/mount.js';
import { mountSalesTaxReports } from './salesTaxReports/mount.js';
import { mountSaleWizard } from './saleWizard/mount.js';
import { mountShippingReviews } from './shippingReviews/mount.js';
import { ShippingQuoteScheduler } from './shippingReviews/reviewsScheduler.js';
import { APP_VERSION, BUILT_AT } from './version.js';
import { requireCaller } from './viewer/authenticate.js';
import { requireOwnHouse } from './viewer/houseScope.js';
import type { LoginLimiterOptions } from './viewer/loginLimiter.js';
import { mountViewer } from './viewer/mount.js';

/** The domains of the services (the glossary of docs); each mounts its own routes (see domain.ts). */
export const DOMAINS: readonly DomainMount[] = [
  mountViewer,
  mountApiTokens,
  mountLocations,
  mountCalendar,
  mountSaleWizard,
  mountLots,
  mountLotImages,
  mountPublishing,
  mountShippingReviews,
  mountInvoiceTemplates,
  mountInvoiceGroups,
  mountInvoices,
  mountInvoicePayments,
  mountFeedback,
  mountSalesTaxReports,
  mountCustomers,
];

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
  /** The domains to mount (default DOMAINS); a test passes them reversed to show order never matters. */
  domains?: readonly DomainMount[];
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
  const services = {
    jobs,
    shippingQuotes: new ShippingQuoteScheduler(db, jobs, options.shippingQuoteDelayMs),
    autoCharges: new AutoChargeScheduler(db, logger),
    mailer: mailerFor(options.smtpUrl),
  };
  const context: DomainContext = { db, options, logger, auth: requireCaller(db), ...services };
  const domains = (options.domains ?? DOMAINS).map((mount) => mount(context));
  const all = <K extends 'ownBody' | 'bodyParsers' | 'routes' | 'houseRoutes'>(kind: K) =>
    domains.flatMap((routes) => routes[kind] ?? []);

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', false);
  app.locals['jobs'] = jobs;

  // The kinds of routes in their fixed order (domain.ts): the list's order never matters.
  app.use(securityHeaders);
  for (const router of all('ownBody')) app.use(router);
  for (const parser of all('bodyParsers')) app.use(parser);
  app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));
  // Every parsed body, query and path from here on: no control characters (400 CONTROL_CHARACTER).
  app.use(refuseControlCharacters);
  app.use(checkBodiesAgainst(bodyContract()));

  app.get('/version.json', (_req, res) => {
    res.json({ version: APP_VERSION, builtAt: BUILT_AT });
  });
  for (const router of all('routes')) app.use(router);

  // Every /app/house/{houseRef}/... route: a caller first (401), then their own house (403).
  const house = express.Router({ mergeParams: true });
  house.use(requireCaller(db), requireOwnHouse);
  for (const router of all('houseRoutes')) house.use(router);
  app.use('/app/house/:houseRef', house);

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return Object.assign(app, services);
}
