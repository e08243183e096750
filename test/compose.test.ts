import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_FLAGS } from '../packages/gateway/src/nodeFlags.ts';

/** No Docker engine runs here, so the server mode's compose file is checked for what it must wire. */
interface ComposeService {
  image?: string;
  build?: { context: string; target: string };
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, unknown>;
  ports?: string[];
}

const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8')) as {
  services: Record<string, ComposeService>;
};
const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
const dependsOn = (s: ComposeService) =>
  Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});

describe('docker-compose.yml', () => {
  it('names postgres, redis, upstream and gateway', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway', 'postgres', 'redis', 'upstream']);
  });

  it('runs the upstream on PostgreSQL through DATABASE_URL', () => {
    const upstream = compose.services.upstream!;
    const pg = compose.services.postgres!.environment!;
    expect(upstream.environment?.DATABASE_URL).toBe(
      `postgres://${pg.POSTGRES_USER}:${pg.POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`,
    );
    expect(dependsOn(upstream)).toContain('postgres');
  });

  it('points the gateway at the upstream and Redis and publishes its port', () => {
    const gateway = compose.services.gateway!;
    expect(gateway.environment).toMatchObject({
      UPSTREAM_URL: `http://upstream:${compose.services.upstream!.environment!.UPSTREAM_PORT}`,
      REDIS_URL: 'redis://redis:6379',
      PORT: '4000',
      NODE_ENV: 'production',
    });
    expect(gateway.ports).toContain(`${gateway.environment!.PORT}:4000`);
    expect(dependsOn(gateway).sort()).toEqual(['redis', 'upstream']);
  });

  it('builds both servers from Dockerfile stages that exist', () => {
    for (const name of ['upstream', 'gateway']) {
      const target = compose.services[name]!.build!.target;
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
    }
  });
});

describe("the gateway's Node flags", () => {
  it('are the same in the Dockerfile and the package start script as in nodeFlags.ts', () => {
    const gatewayStage = dockerfile.slice(dockerfile.indexOf('AS gateway'));
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(gatewayStage)?.[1] ?? '[]') as string[];
    expect(cmd).toEqual(['node', ...GATEWAY_NODE_FLAGS, 'packages/gateway/dist/main.js']);
    const pkg = JSON.parse(
      readFileSync(new URL('../packages/gateway/package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(pkg.scripts['start']).toBe(['node', ...GATEWAY_NODE_FLAGS, 'dist/main.js'].join(' '));
  });
});
