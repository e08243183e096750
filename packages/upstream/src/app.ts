import express, { type Express } from 'express';
import type { DomainAccess, DomainContext, DomainMount, DomainOptions, DomainServices } from './domain.js';
import { DOMAINS } from './domains.js';
import { bodyContract, checkBodiesAgainst } from './http/contractBodies.js';
import { refuseControlCharacters } from './http/controlCharacters.js';
import { errorHandler, notFoundHandler } from './http/errorHandlers.js';
import { securityHeaders } from './http/securityHeaders.js';
import { JobQueue } from './jobs/jobQueue.js';
import { consoleLogger } from './logger.js';
import { mailerFor, type Mailer } from './mail/mailer.js';
import { APP_VERSION, BUILT_AT } from './version.js';

/** The domain list lives in domains.ts (the seed reads it too); callers and tests import it from here. */
export { DOMAINS };

/** The app's options with every domain's settings (domain.ts). */
export type UpstreamAppOptions = DomainOptions;

/** The express app, with its background queue (also at `app.locals.jobs`) and the domains' services. */
export type UpstreamApp = Express &
  DomainServices & {
    jobs: JobQueue;
    mailer: Mailer;
    /** Starts the domains' background work (bootUpstream calls it once, before listening). */
    startDomains: () => Promise<void>;
    /** Closes what the domains hold open (schedulers, the broadcast relay's peer connections). */
    closeDomains: () => Promise<void>;
  };

export function createUpstreamApp(options: UpstreamAppOptions): UpstreamApp {
  const { db } = options;
  const logger = options.logger ?? consoleLogger;
  const jobs = options.jobs ?? new JobQueue(logger);
  const mailer = mailerFor(options.smtpUrl);
  const mounts = options.domains ?? DOMAINS;
  const access = accessOf(mounts);
  const clock = options.clock ?? (() => new Date());
  const context: DomainContext = { db, options, logger, jobs, auth: access.caller(db), mailer, clock };
  const domains = mounts.map((mount) => mount(context));
  const all = <K extends 'ownBody' | 'bodyParsers' | 'routes' | 'houseRoutes'>(kind: K) =>
    domains.flatMap((parts) => parts[kind] ?? []);
  const services: Partial<DomainServices> = {};
  for (const parts of domains) Object.assign(services, parts.services);

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
  house.use(access.caller(db), access.ownHouse);
  for (const router of all('houseRoutes')) house.use(router);
  app.use('/app/house/:houseRef', house);

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  const startDomains = async () => {
    for (const parts of domains) await parts.start?.();
  };
  const closeDomains = async () => {
    await Promise.allSettled(domains.map((parts) => parts.close?.()));
  };
  // Each service is declared by the domain that adds it; a test mounting fewer domains gets fewer.
  return Object.assign(app, services as DomainServices, { jobs, mailer, startDomains, closeDomains });
}

/** The one domain's caller checks (domain.ts): without them no route could be guarded. */
function accessOf(mounts: readonly DomainMount[]): DomainAccess {
  const [only, ...more] = mounts.flatMap((mount) => (mount.access ? [mount.access] : []));
  if (!only || more.length > 0) throw new Error('exactly one domain must give the caller checks');
  return only;
}
