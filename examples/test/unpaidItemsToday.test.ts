import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExample, startExampleStack, type ExampleStack } from './support.ts';

/**
 * examples/unpaidItemsToday.mjs against the real stack with an API token: today's dry run of the
 * unpaid-item pipeline, one line per step, walked page by page, the same steps the API lists.
 */
const SCRIPT = 'examples/unpaidItemsToday.mjs';
const PREVIEW = `query($after: String) { unpaidItemPreview(first: 100, after: $after) {
  steps { totalCount pageInfo { hasNextPage endCursor } nodes { invoiceId kind outcome } } } }`;

interface Step {
  invoiceId: string;
  kind: string;
  outcome: string;
}
interface Preview {
  unpaidItemPreview: {
    steps: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: Step[];
    };
  };
}

describe('unpaidItemsToday', () => {
  let api: ExampleStack;

  beforeAll(async () => {
    api = await startExampleStack();
  });
  afterAll(async () => {
    await api?.stack.close();
  });

  it("lists every step of today's dry run, one line each, with a summary", async () => {
    // Every step, page by page, as the script walks them.
    const steps: Step[] = [];
    let after: string | null = null;
    do {
      const page: Preview = await api.graphql<Preview>(PREVIEW, { after });
      steps.push(...page.unpaidItemPreview.steps.nodes);
      const { hasNextPage, endCursor } = page.unpaidItemPreview.steps.pageInfo;
      after = hasNextPage ? endCursor : null;
    } while (after);
    expect(steps.length).toBeGreaterThan(0);
    const run = await runExample(process.execPath, [SCRIPT], api.env);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(steps.length);
    const first = steps[0];
    expect(lines[0]).toMatch(new RegExp(`^Invoice ${first?.invoiceId} \\(.+\\): ${first?.kind}`));
    const toTake = steps.filter((s) => s.outcome === 'DO').length;
    expect(run.stderr).toMatch(new RegExp(`^${steps.length} step\\(s\\) as of .+: ${toTake} to take, `));

    const doOnly = await runExample(process.execPath, [SCRIPT, '--do-only'], api.env);
    expect(doOnly.stdout.trim().split('\n').filter(Boolean)).toHaveLength(toTake);
    expect(doOnly.stdout).not.toContain('skipped');
  });

  it('refuses a wrong command line (exit 2) and a refused token (exit 1) clearly', async () => {
    const usage = await runExample(process.execPath, [SCRIPT, '--everything'], api.env);
    expect([usage.code, usage.stderr.split('\n')[0]]).toEqual([2, 'Unknown argument: --everything']);
    const noToken = await runExample(process.execPath, [SCRIPT], {
      AH_GRAPHQL_URL: api.env['AH_GRAPHQL_URL'] ?? '',
    });
    expect(noToken.code).toBe(2);
    const refused = await runExample(process.execPath, [SCRIPT], {
      ...api.env,
      AH_API_TOKEN: 'not-a-token-000000000000000',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('UNAUTHENTICATED');
  });
});
