import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRepoContract } from '../scripts/schema.mjs';
import { SCHEMA_LINT_RULES, checkContract, contractProblems } from '../scripts/schemaContract.mjs';

/**
 * The published contract, packages/schema/schema.graphql, against the schema built from
 * packages/schema/src/sdl and the change log (packages/schema/CHANGELOG.md). Each failure line says
 * what to do; regenerating is `npm run schema`, which refuses unrecorded breaking changes too.
 */
// Generous: loading the whole flat config builds the schema, slow on a busy machine.
describe('the published schema', { timeout: 120_000 }, () => {
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

  it("is linted by `eslint .` with the contract's schema rules", async () => {
    const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
    const config = (await eslint.calculateConfigForFile('packages/schema/src/sdl/base.graphql')) as {
      rules: Record<string, unknown>;
    };
    expect(Object.keys(config.rules)).toEqual(expect.arrayContaining(Object.keys(SCHEMA_LINT_RULES)));
  });
});
