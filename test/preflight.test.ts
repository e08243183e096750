import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_PACKAGES,
  HAPROXY_PACKAGES,
  SERVER_SUITES,
  findPostgresBinDir,
  canConnect,
  planPreflight,
  type Machine,
} from '../scripts/preflight.mjs';

/** `npm test`'s machine check (scripts/preflight.mjs): its decisions, row by row, on described machines. */
const machine = (over: Partial<Machine> = {}): Machine => ({
  chromiumPath: '/usr/bin/chromium',
  chromiumFound: true,
  chromiumPathSet: false,
  root: false,
  apt: true,
  postgres: { url: 'postgres://postgres@127.0.0.1:5432/postgres', reachable: true },
  redis: { url: 'redis://127.0.0.1:6379', reachable: true },
  fleet: { haproxy: true, postgresBinDir: '/usr/lib/postgresql/15/bin', redisServer: true },
  ...over,
});
const FLEET_READY = machine().fleet;

const APT_INSTALL = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...CHROMIUM_PACKAGES],
];

describe('planPreflight', () => {
  it('goes straight on when the machine has everything', () => {
    expect(planPreflight(machine())).toEqual({ install: [], stop: null, notes: [], exclude: [] });
  });

  it.each([
    ['root with apt: installs Debian chromium', { root: true, apt: true }, APT_INSTALL, null],
    [
      'not root: stops with what to install',
      { root: false, apt: true },
      [],
      /^npm test needs Chromium at \/usr\/bin\/chromium: install Debian's chromium package \(apt-get install chromium fonts-dejavu-core\)/,
    ],
    [
      'root without apt: stops',
      { root: true, apt: false },
      [],
      /^npm test needs Chromium at \/usr\/bin\/chromium/,
    ],
    [
      'a CHROMIUM_PATH that is not there: stops, installs nothing',
      { root: true, apt: true, chromiumPathSet: true, chromiumPath: '/opt/chrome' },
      [],
      /CHROMIUM_PATH=\/opt\/chrome/,
    ],
  ] as const)('Chromium missing, %s', (_row, facts, install, stop) => {
    const plan = planPreflight(machine({ chromiumFound: false, ...facts }));
    expect(plan.install).toEqual(install);
    if (stop === null) expect(plan.stop).toBeNull();
    else {
      expect(plan.stop).toMatch(stop);
      expect(plan.stop).not.toContain('\n');
    }
  });

  it('stops before anything else when Chromium cannot be had (no skip lines either)', () => {
    const plan = planPreflight(
      machine({ chromiumFound: false, postgres: { url: 'postgres://x@db:5432/p', reachable: false } }),
    );
    expect(plan.stop).not.toBeNull();
    expect(plan.notes).toEqual([]);
  });

  it.each([
    [
      'PostgreSQL',
      { postgres: { url: 'postgres://postgres@db.local:6543/postgres', reachable: false } },
      SERVER_SUITES.postgres,
      /^PostgreSQL is not reachable at db\.local:6543: skipping/,
    ],
    [
      'Redis',
      { redis: { url: 'redis://127.0.0.1:6380', reachable: false } },
      SERVER_SUITES.redis,
      /^Redis is not reachable at 127\.0\.0\.1:6380: skipping/,
    ],
  ] as const)('%s absent: its suites are skipped with one clear line', (_name, facts, globs, line) => {
    const plan = planPreflight(machine(facts));
    expect(plan.stop).toBeNull();
    expect(plan.exclude).toEqual(globs);
    expect(plan.notes).toHaveLength(1);
    expect(plan.notes[0]).toMatch(line);
  });

  it('skips both server suites when neither server is there', () => {
    const plan = planPreflight(
      machine({
        postgres: { url: 'postgres://postgres@127.0.0.1:5432/postgres', reachable: false },
        redis: { url: 'redis://127.0.0.1:6379', reachable: false },
      }),
    );
    expect(plan.exclude).toEqual([...SERVER_SUITES.postgres, ...SERVER_SUITES.redis]);
    expect(plan.notes).toHaveLength(2);
  });
});

describe('planPreflight: the fleet test (HAProxy, PostgreSQL and Redis binaries)', () => {
  it('installs HAProxy from Debian as root with apt, with Chromium in one apt run when both are missing', () => {
    const fleet = { ...FLEET_READY, haproxy: false };
    expect(planPreflight(machine({ root: true, fleet })).install).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...HAPROXY_PACKAGES],
    ]);
    expect(planPreflight(machine({ root: true, chromiumFound: false, fleet })).install).toEqual([
      ['apt-get', 'update', '-qq'],
      [
        'apt-get',
        'install',
        '-y',
        '-qq',
        '--no-install-recommends',
        ...CHROMIUM_PACKAGES,
        ...HAPROXY_PACKAGES,
      ],
    ]);
  });

  it.each([
    ['HAProxy, not root', { haproxy: false }, /needs haproxy \(apt-get install haproxy as root\): skipping/],
    [
      'no PostgreSQL binaries',
      { postgresBinDir: null },
      /needs PostgreSQL binaries \(initdb, pg_ctl, postgres\)/,
    ],
    ['no redis-server', { redisServer: false }, /needs redis-server: skipping/],
  ] as const)('%s: skips the fleet test with one line', (_row, missing, line) => {
    const plan = planPreflight(machine({ fleet: { ...FLEET_READY, ...missing } }));
    expect(plan.stop).toBeNull();
    expect(plan.install).toEqual([]);
    expect(plan.exclude).toEqual(SERVER_SUITES.fleet);
    expect(plan.notes).toHaveLength(1);
    expect(plan.notes[0]).toMatch(line);
  });

  it('finds the first folder with initdb, pg_ctl and postgres', () => {
    expect(findPostgresBinDir(['/nowhere', '/also/nowhere'])).toBeNull();
  });
});

describe('canConnect (how a server counts as there)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is true for a listening port and false once nothing listens there', async () => {
    expect(await canConnect(`redis://127.0.0.1:${port}`, 6379)).toBe(true);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const freePort = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await canConnect(`postgres://x@127.0.0.1:${freePort}/db`, 5432)).toBe(false);
    expect(await canConnect('not a url', 5432)).toBe(false);
  });
});
