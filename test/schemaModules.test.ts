import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One name per domain (the glossary of the architecture doc): `packages/schema/src/sdl/<domain>.graphql`
 * and `packages/gateway/src/modules/<domain>/` come in pairs, and modules/index.ts lists every module.
 */
const sdlDir = new URL('../packages/schema/src/sdl/', import.meta.url);
const modulesDir = new URL('../packages/gateway/src/modules/', import.meta.url);

const sdlDomains = readdirSync(sdlDir)
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => file.slice(0, -'.graphql'.length))
  .sort();
const moduleDomains = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('domain names of the schema and the gateway', () => {
  it('finds the domains at all', () => {
    expect(sdlDomains).toContain('base');
    expect(moduleDomains).toContain('base');
  });

  it('gives every SDL file a gateway module folder of the same name', () => {
    expect(sdlDomains.filter((domain) => !moduleDomains.includes(domain))).toEqual([]);
  });

  it('gives every gateway module folder an SDL file of the same name', () => {
    expect(moduleDomains.filter((domain) => !sdlDomains.includes(domain))).toEqual([]);
  });

  it('writes every domain name in camelCase', () => {
    for (const domain of sdlDomains) expect(domain, domain).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('lists every module folder in modules/index.ts', () => {
    const list = readFileSync(new URL('index.ts', modulesDir), 'utf8');
    const listed = [...list.matchAll(/from '\.\/(\w+)\/index\.js'/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(moduleDomains);
  });
});
