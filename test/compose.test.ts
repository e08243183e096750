import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS } from '../packages/gateway/src/nodeFlags.ts';

/**
 * No Docker engine runs here, so the fleet's compose file is checked for what it must wire: the
 * topology, deploy/haproxy.cfg that it mounts, .env.example that feeds it, and docs/OPERATIONS.md
 * that describes it. (test/fleet/faults.fleet.test.ts runs the same HAProxy configuration.)
 */
interface ComposeService {
  image?: string;
  build?: { context: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const composeText = read('docker-compose.yml');
const compose = parse(composeText) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const service = (name: string) => services[name]!;
const dockerfile = read('Dockerfile');
const haproxyCfg = read('deploy/haproxy.cfg');
const envExample = read('.env.example');
const operations = read('docs/OPERATIONS.md');

/** The lines of one `frontend`/`backend` section of haproxy.cfg. */
function section(kind: 'frontend' | 'backend', name: string): string[] {
  const match = new RegExp(`^${kind} ${name}\\n((?:[ \\t]+.*\\n|\\s*\\n)+)`, 'm').exec(haproxyCfg);
  if (!match) throw new Error(`haproxy.cfg has no ${kind} ${name}`);
  return match[1]!
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}
/** `server-template <prefix> <range> <service>:<port>` of a backend: the compose service and port. */
function servers(backend: string): { service: string; port: string } {
  const line = section('backend', backend).find((l) => l.startsWith('server-template'));
  const [, , , target] = line?.split(/\s+/) ?? [];
  const [name = '', port = ''] = target?.split(':') ?? [];
  return { service: name, port };
}
const healthPath = (backend: string) =>
  /^option httpchk GET (\S+)$/.exec(
    section('backend', backend).find((l) => l.startsWith('option httpchk')) ?? '',
  )?.[1];
/** The URL a service's compose health check fetches. */
const probeUrl = (name: string) =>
  /fetch\('([^']+)'\)/.exec(service(name).healthcheck?.test.join(' ') ?? '')?.[1];
/** Variables the compose file takes from .env (`${NAME...}`), and the ones .env.example sets. */
const composeVariables = [...new Set([...composeText.matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]!))].sort();
const exampleVariables = [...envExample.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!).sort();
const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1] ?? NaN);

describe('docker-compose.yml: the fleet', () => {
  it('names postgres, redis, the upstreams, the gateways and HAProxy', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'haproxy', 'postgres', 'redis', 'upstream']);
  });

  it("publishes one port, the load balancer's, so `--scale gateway=N --scale upstream=N` fits", () => {
    const published = Object.entries(services).filter(([, s]) => s.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['haproxy']);
    expect(service('haproxy').ports).toEqual(['${LB_PORT:-8080}:8080']);
    expect(section('frontend', 'web')).toContain('bind *:8080');
    for (const name of ['gateway', 'upstream']) expect(service(name)).not.toHaveProperty('container_name');
  });

  it('gives every service a health check and waits for healthy services only', () => {
    for (const [name, s] of Object.entries(services)) {
      expect(s.healthcheck?.test, name).toBeDefined();
      for (const [dependency, { condition }] of Object.entries(s.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
      }
    }
    expect(Object.keys(service('upstream').depends_on ?? {})).toEqual(['postgres']);
    expect(Object.keys(service('haproxy').depends_on ?? {})).toEqual(['upstream']);
    expect(Object.keys(service('gateway').depends_on ?? {}).sort()).toEqual(['haproxy', 'redis']);
  });

  it('runs the upstreams on PostgreSQL with one images volume and the shared secrets', () => {
    const upstream = service('upstream');
    const pg = service('postgres').environment!;
    expect(upstream.environment?.DATABASE_URL).toBe(
      `postgres://${pg.POSTGRES_USER}:\${POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`,
    );
    expect(upstream.volumes).toContain(`upstream-data:${upstream.environment?.DATA_DIR}`);
    expect(service('postgres').volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'upstream-data']);
    for (const secret of ['PASSWORD_RESET_SECRET', 'IMAGE_SIGNING_SECRET', 'BROADCAST_TOKEN_SECRET'])
      expect(upstream.environment?.[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
  });

  it('points the gateways at the upstreams through HAProxy, at Redis, and trusts HAProxy as one hop', () => {
    const gateway = service('gateway');
    expect(gateway.environment).toMatchObject({
      UPSTREAM_URL: 'http://haproxy:4001',
      REDIS_URL: 'redis://redis:6379',
      PORT: '4000',
      NODE_ENV: 'production',
      TRUSTED_PROXIES: '${TRUSTED_PROXIES:-1}',
    });
    expect(section('frontend', 'upstream_internal')).toEqual(['bind *:4001', 'default_backend upstreams']);
    expect(section('frontend', 'web')).toContain('option forwardfor');
  });

  it('balances over the services and ports compose runs, checked on the same probes as compose', () => {
    expect(servers('gateways')).toEqual({ service: 'gateway', port: service('gateway').environment!.PORT });
    expect(servers('gateways_live')).toEqual(servers('gateways'));
    expect(servers('upstreams')).toEqual({
      service: 'upstream',
      port: service('upstream').environment!.UPSTREAM_PORT,
    });
    expect(healthPath('gateways')).toBe('/readyz');
    expect(healthPath('gateways_live')).toBe('/healthz');
    expect(healthPath('upstreams')).toBe('/version.json');
    expect(probeUrl('gateway')).toBe(`http://127.0.0.1:4000${healthPath('gateways')}`);
    expect(probeUrl('upstream')).toBe(`http://127.0.0.1:4001${healthPath('upstreams')}`);
    expect(service('haproxy').volumes).toContain(
      './deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
  });

  it("keeps a WebSocket open through HAProxy longer than two of the gateway's 20 s pings", () => {
    const tunnel = /^\s*timeout tunnel (\S+)$/m.exec(haproxyCfg)?.[1] ?? '';
    expect(seconds(tunnel)).toBeGreaterThan(2 * 20);
  });

  it('takes every setting from .env, and .env.example sets each one', () => {
    expect(composeVariables).toEqual(exampleVariables);
    for (const required of ['POSTGRES_PASSWORD', 'PASSWORD_RESET_SECRET', 'IMAGE_SIGNING_SECRET'])
      expect(composeText).toContain(`\${${required}:?`);
  });

  it('builds both servers from Dockerfile stages that exist', () => {
    for (const name of ['upstream', 'gateway']) {
      const target = service(name).build!.target;
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
    }
  });
});

describe('docs/OPERATIONS.md agrees with the compose file', () => {
  it('names every service, the scale command, the published port and every setting of .env', () => {
    for (const name of Object.keys(services)) expect(operations, name).toContain(`\`${name}\``);
    expect(operations).toContain('docker compose up --build --scale gateway=3 --scale upstream=2');
    expect(operations).toContain('`LB_PORT`');
    expect(operations).toContain('8080');
    for (const variable of exampleVariables) expect(operations, variable).toContain(`\`${variable}\``);
  });

  it('describes each probe HAProxy and compose use', () => {
    for (const path of ['/readyz', '/healthz', '/version.json'])
      expect(operations, path).toContain(`\`GET ${path}\``);
    const tunnel = /^\s*timeout tunnel (\S+)$/m.exec(haproxyCfg)?.[1] ?? '';
    expect(operations).toContain(`timeout tunnel ${tunnel}`);
  });
});

describe("the gateway's Node flags", () => {
  it('are the same in the Dockerfile and the package start script as in nodeFlags.ts', () => {
    const gatewayStage = dockerfile.slice(dockerfile.indexOf('AS gateway'));
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(gatewayStage)?.[1] ?? '[]') as string[];
    expect(cmd).toEqual(['node', ...GATEWAY_NODE_FLAGS, 'packages/gateway/dist/main.js']);
    const pkg = JSON.parse(read('packages/gateway/package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts['start']).toBe(['node', ...GATEWAY_NODE_FLAGS, 'dist/main.js'].join(' '));
  });
});
