import { readFileSync } from 'node:fs';
import { parse, validate } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './schema.js';

/** The GraphQL examples of docs/API.md are valid against the schema the gateway serves. */
describe('docs/API.md examples', () => {
  const doc = readFileSync(new URL('../../../docs/API.md', import.meta.url), 'utf8');
  const blocks = [...doc.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

  it('has examples', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((b, i) => [i + 1, b] as const))('example %i validates', (_, block) => {
    expect(validate(buildGatewaySchema(), parse(block)).map((e) => e.message)).toEqual([]);
  });
});
