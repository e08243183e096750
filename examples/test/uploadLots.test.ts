import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient, newSession } from '../../e2e/support/api.ts';
import { ROOT, runExample, startExampleStack, TSX, type ExampleStack } from './support.ts';

/**
 * examples/upload-lots against the real stack, with an API token on the gateway's file routes: the
 * sample's bad row is listed (row, column, message) with a non-zero exit and nothing saved; a clean
 * sheet is saved as lots.
 */
const SCRIPT = 'examples/upload-lots/uploadLots.ts';
const SAMPLE = 'examples/upload-lots/sample-lots.csv';
const LOTS = `query ($c: ID!) { catalogItems(catalogId: $c) { lots { lotNumber title } } }`;

describe('upload-lots', () => {
  let api: ExampleStack;
  let sale: { groupId: string; catalogId: string };

  const lots = async () =>
    (
      await api.graphql<{ catalogItems: { lots: { lotNumber: string; title: string }[] } }>(LOTS, {
        c: sale.catalogId,
      })
    ).catalogItems.lots;

  beforeAll(async () => {
    api = await startExampleStack();
    const graphql = graphqlClient(
      () => api.stack.gatewayUrl,
      () => api.token,
    );
    sale = await newSession(graphql, 'Examples upload', 'LIVE');
  });
  afterAll(async () => {
    await api?.stack.close();
  });

  it('lists the bad row of the sample, exits non-zero and saves nothing', async () => {
    const run = await runExample(
      TSX,
      [SCRIPT, '--group', sale.groupId, '--catalog', sale.catalogId, SAMPLE],
      api.env,
    );
    expect(run.stderr).toContain('sample-lots.csv: 1 error(s) in 4 row(s); nothing was saved:');
    expect(run.stderr).toMatch(/^ {2}row 4, column TITLE(, lot 3)?: .+ \(code 101\)$/m);
    expect(run.code).toBe(1);
    expect(await lots()).toEqual([]);
  });

  it('saves a clean sheet as lots', async () => {
    const clean = join(mkdtempSync(join(tmpdir(), 'ah-upload-')), 'clean-items.csv');
    const sample = readFileSync(join(ROOT, SAMPLE), 'utf8');
    writeFileSync(
      clean,
      sample
        .split('\n')
        .filter((line) => !line.startsWith('3,'))
        .join('\n'),
    );
    const run = await runExample(
      TSX,
      [SCRIPT, '--group', sale.groupId, '--catalog', sale.catalogId, clean],
      api.env,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('clean-items.csv: saved 3 lots (3 created, 0 updated).');
    expect(run.code).toBe(0);
    expect((await lots()).map((l) => [l.lotNumber, l.title])).toEqual([
      ['1', 'Silver vase'],
      ['2', 'Oak side table'],
      ['4', 'Brass lamp'],
    ]);
  });

  it('refuses a wrong command line (exit 2) and a refused token (exit 1) clearly', async () => {
    const usage = await runExample(TSX, [SCRIPT, '--group', sale.groupId, SAMPLE], api.env);
    expect([usage.code, usage.stderr.split('\n')[0]]).toEqual([2, '--catalog must be an id (digits).']);
    const refused = await runExample(
      TSX,
      [SCRIPT, '--group', sale.groupId, '--catalog', sale.catalogId, SAMPLE],
      { ...api.env, AH_API_TOKEN: 'not-a-token-000000000000000' },
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The API token was refused');
  });
});
