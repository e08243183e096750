import { readFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './schema.js';

/**
 * The published contract (packages/schema/schema.graphql, written by `npm run schema` from the SDL
 * with graphql alone) is the schema this gateway serves: same print, guards and resolvers included.
 */
describe('the published schema', () => {
  it('is the print of the gateway schema', () => {
    const published = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    const served = `${printSchema(lexicographicSortSchema(buildGatewaySchema()))}\n`;
    expect(served === published, 'packages/schema/schema.graphql differs: run `npm run schema`').toBe(true);
  });
});
