import { describe, expect, it } from 'vitest';
import { readRepoContract } from '../scripts/schema.mjs';
import { checkContract, contractProblems } from '../scripts/schemaContract.mjs';

/**
 * The published contract, packages/schema/schema.graphql, against the schema built from
 * packages/schema/src/sdl and the change log (packages/schema/CHANGELOG.md). Each failure line says
 * what to do; regenerating is `npm run schema`, which refuses unrecorded breaking changes too.
 */
describe('the published schema', () => {
  const contract = readRepoContract();

  it('is committed and the change log has an Unreleased section', () => {
    expect(contract.committed, 'packages/schema/schema.graphql is missing: run `npm run schema`').not.toBe(
      '',
    );
    expect(contract.changelog).toMatch(/^## Unreleased/m);
  });

  it('records every breaking change in the change log and matches the SDL', async () => {
    const problems = contractProblems(await checkContract(contract));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
