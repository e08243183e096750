// What `npm test` needs from the machine, checked before anything else runs: Chromium for the
// browser tests (installed from Debian's packages when it is missing and we are root with apt,
// otherwise a one-line stop saying what to install), PostgreSQL and Redis for the server-mode
// suites (skipped with a clear line when they cannot be reached, never silently), and for the fleet
// test HAProxy (installed from Debian like Chromium) beside the machine's PostgreSQL and Redis
// binaries (it starts servers of its own from them).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Debian's packages for the browser tests (the font keeps text rendering stable). */
export const CHROMIUM_PACKAGES = ['chromium', 'fonts-dejavu-core'];

/** Debian's package for the fleet test's load balancer. */
export const HAPROXY_PACKAGES = ['haproxy'];
export const DEFAULT_HAPROXY = '/usr/sbin/haproxy';
export const DEFAULT_REDIS_SERVER = '/usr/bin/redis-server';

/** Where the fleet test looks for initdb, pg_ctl and postgres: the first folder that has all three. */
export function findPostgresBinDir(candidates = postgresBinCandidates()) {
  return (
    candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((bin) => isExecutable(join(dir, bin)))) ??
    null
  );
}

function postgresBinCandidates() {
  let versions = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  } catch {
    // no Debian PostgreSQL packages
  }
  return ['/usr/local/bin', ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
}

/**
 * The suites that need a server, by the files that hold them (vitest `--exclude` globs, matched
 * within each project). A file that mixes PGlite and PostgreSQL runs goes as a whole.
 */
export const SERVER_SUITES = {
  postgres: [
    '**/*.postgres.test.ts',
    // These run (partly) on a fresh PostgreSQL database too.
    '**/test/contract.shipping-review.test.ts',
    '**/src/seed/seedCommand.test.ts',
    '**/src/testing.test.ts',
  ],
  redis: [
    // Every suite of gateway replicas shares their state through Redis.
    '**/*.replicas.test.ts',
    '**/*.replicas.e2e.ts',
    '**/src/limits/rateLimit/rateLimiter.test.ts',
    '**/src/live/leases.test.ts',
    '**/src/modules/shippingReviews/live/shippingReviewStateStore.test.ts',
  ],
  // Start their own PostgreSQL and Redis from the machine's binaries (the fleet test with HAProxy
  // in front; the Redis outage test stops and restarts a redis-server of its own).
  fleet: ['**/*.fleet.test.ts', '**/test/redisOutage.test.ts'],
};

/**
 * @typedef {object} Machine
 * @property {string} chromiumPath  where the browser tests look (CHROMIUM_PATH or /usr/bin/chromium)
 * @property {boolean} chromiumFound  an executable file is there
 * @property {boolean} chromiumPathSet  CHROMIUM_PATH was given (then nothing is installed for it)
 * @property {boolean} root
 * @property {boolean} apt  apt-get is on PATH
 * @property {{ url: string, reachable: boolean }} postgres
 * @property {{ url: string, reachable: boolean }} redis
 * @property {{ haproxy: boolean, postgresBinDir: string | null, redisServer: boolean }} fleet
 *   the fleet test's programs: haproxy, PostgreSQL's initdb/pg_ctl/postgres, redis-server
 *
 * @typedef {object} Plan
 * @property {string[][]} install  commands to run first (each an argv)
 * @property {string | null} stop  the one line to print before stopping, or null to go on
 * @property {string[]} notes  lines to print (skipped suites)
 * @property {string[]} exclude  vitest --exclude globs of the skipped suites
 */

/**
 * The decision, a pure function of what the machine has.
 * @param {Machine} m
 * @returns {Plan}
 */
export function planPreflight(m) {
  /** @type {Plan} */
  const plan = { install: [], stop: null, notes: [], exclude: [] };
  const canInstall = m.root && m.apt;
  /** Debian packages to install: Chromium's when it is missing, HAProxy's for the fleet test. */
  const packages = [];
  if (!m.chromiumFound) {
    if (m.chromiumPathSet)
      plan.stop = `npm test needs Chromium at CHROMIUM_PATH=${m.chromiumPath}, and there is none: point CHROMIUM_PATH at a Chromium, or unset it to use Debian's chromium package.`;
    else if (canInstall) packages.push(...CHROMIUM_PACKAGES);
    else
      plan.stop = `npm test needs Chromium at ${m.chromiumPath}: install Debian's chromium package (apt-get install ${CHROMIUM_PACKAGES.join(' ')}) as root, or set CHROMIUM_PATH.`;
  }
  if (plan.stop) return plan;
  if (!m.fleet.haproxy && canInstall) packages.push(...HAPROXY_PACKAGES);
  if (packages.length > 0)
    plan.install.push(
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
    );
  const fleetMissing = [
    m.fleet.haproxy || canInstall ? '' : `haproxy (apt-get install ${HAPROXY_PACKAGES.join(' ')} as root)`,
    m.fleet.postgresBinDir ? '' : 'PostgreSQL binaries (initdb, pg_ctl, postgres)',
    m.fleet.redisServer ? '' : 'redis-server',
  ].filter(Boolean);
  if (fleetMissing.length > 0) {
    plan.notes.push(
      `The fleet test needs ${fleetMissing.join(', ')}: skipping ${SERVER_SUITES.fleet.join(', ')}.`,
    );
    plan.exclude.push(...SERVER_SUITES.fleet);
  }
  if (!m.postgres.reachable) {
    plan.notes.push(
      `PostgreSQL is not reachable at ${hostOf(m.postgres.url)}: skipping the server-mode PostgreSQL suites (${SERVER_SUITES.postgres.join(', ')}). Install and start PostgreSQL, or set TEST_DATABASE_ADMIN_URL, to run them.`,
    );
    plan.exclude.push(...SERVER_SUITES.postgres);
  }
  if (!m.redis.reachable) {
    plan.notes.push(
      `Redis is not reachable at ${hostOf(m.redis.url)}: skipping the Redis suites (${SERVER_SUITES.redis.join(', ')}). Install and start redis-server, or set TEST_REDIS_URL, to run them.`,
    );
    plan.exclude.push(...SERVER_SUITES.redis);
  }
  return plan;
}

function hostOf(url) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port}`;
  } catch {
    return url;
  }
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether a TCP connection to the URL's host and port opens within `timeoutMs`. */
export function canConnect(url, defaultPort, timeoutMs = 2_000) {
  return new Promise((resolve) => {
    let target;
    try {
      const u = new URL(url);
      target = { host: u.hostname, port: Number(u.port || defaultPort) };
    } catch {
      resolve(false);
      return;
    }
    const socket = connect(target);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** What this machine has. */
export async function inspectMachine(env = process.env) {
  const chromiumPath = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const postgresUrl = env.TEST_DATABASE_ADMIN_URL || DEFAULT_POSTGRES_URL;
  const redisUrl = env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
  const [postgres, redis] = await Promise.all([canConnect(postgresUrl, 5432), canConnect(redisUrl, 6379)]);
  return {
    chromiumPath,
    chromiumFound: isExecutable(chromiumPath),
    chromiumPathSet: Boolean(env.CHROMIUM_PATH),
    root: typeof process.getuid === 'function' && process.getuid() === 0,
    apt: spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
    postgres: { url: postgresUrl, reachable: postgres },
    redis: { url: redisUrl, reachable: redis },
    fleet: {
      haproxy: isExecutable(DEFAULT_HAPROXY),
      postgresBinDir: findPostgresBinDir(),
      redisServer: isExecutable(DEFAULT_REDIS_SERVER),
    },
  };
}
