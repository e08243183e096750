import express, { type Express } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';
import type { DomainContext, DomainMount } from './domain.js';
import { DOMAINS } from './domains.js';
import { bodyContract, checkBodiesAgainst } from './http/contractBodies.js';
import { refuseControlCharacters } from './http/controlCharacters.js';
import { errorHandler, notFoundHandler } from './http/errorHandlers.js';
import { securityHeaders } from './http/securityHeaders.js';
import type { InvoiceBuildHooks } from './invoiceGroups/buildInvoiceGroup.js';
import { AutoChargeScheduler } from './invoicePayments/autoChargeScheduler.js';
import { mailerFor, type Mailer } from './invoicePayments/mailer.js';
import { JobQueue } from './jobs/jobQueue.js';
import { consoleLogger, type Logger } from './logger.js';
import type { ImageService } from './lotImages/imageService.js';
import { ShippingQuoteScheduler } from './shippingReviews/reviewsScheduler.js';
import { APP_VERSION, BUILT_AT } from './version.js';
import { requireCaller } from './viewer/authenticate.js';
import { requireOwnHouse } from './viewer/houseScope.js';
import type { LoginLimiterOptions } from './viewer/loginLimiter.js';

/** The domain list lives in domains.ts (the seed reads it too); callers and tests import it from here. */
export { DOMAINS };

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
  /** Signs password-reset links (env PASSWORD_RESET_SECRET); a fresh secret per start when absent. */
  passwordResetSecret?: string | undefined;
  /** The app origins a reset link may open (env PASSWORD_RESET_ORIGINS); empty: any http(s) origin. */
  passwordResetOrigins?: readonly string[] | undefined;
  /** Reset-link requests per (House ID, user name); default like sign-in failures. */
  passwordResetLimiter?: LoginLimiterOptions;
  /** The clock of time-window rules (disputes); tests move it instead of waiting (default: the real time). */
  clock?: () => Date;
  /** The domains to mount (default DOMAINS); a test passes them reversed to show order never matters. */
  domains?: readonly DomainMount[];
  /** Signs broadcast publish tokens (env BROADCAST_TOKEN_SECRET); a fresh secret per start when absent. */
  broadcastTokenSecret?: string | undefined;
  /** The broadcast relay's UDP ports (env BROADCAST_RTC_PORTS, min-max); any free port when absent. */
  broadcastPortRange?: [number, number] | undefined;
}

/** The express app, with its background queue (also at `app.locals.jobs`). */
export type UpstreamApp = Express & {
  jobs: JobQueue;
  shippingQuotes: ShippingQuoteScheduler;
  /** The scheduled auto-charge job (started by bootUpstream; `runNow` triggers it). */
  autoCharges: AutoChargeScheduler;
  mailer: Mailer;
  /** Closes what the domains hold open (the broadcast relay's peer connections). */
  closeDomains: () => Promise<void>;
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
  const closeDomains = async () => {
    await Promise.allSettled(domains.map((routes) => routes.close?.()));
  };
  return Object.assign(app, services, { closeDomains });
}
