import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, runExample, startExampleStack, TSX, type ExampleStack } from './support.ts';

/**
 * examples/export-unpaid-invoices against the real stack: the CSV holds exactly the unpaid invoices
 * of the range as the API lists them (read back another way: the group details' csvRows), the total
 * is exact, the pages are walked, RATE_LIMITED is waited out, and wrong input gets a clear message.
 */
const SCRIPT = 'examples/export-unpaid-invoices/exportUnpaidInvoices.ts';
const GROUPS = `query ($page: Int!, $start: Date, $end: Date) {
  invoiceGroups(page: $page, startDate: $start, endDate: $end) {
    items { id invoicesCreated sessions { date } } pageInfo { hasNextPage } } }`;
const UNPAID_ROWS = `query ($id: ID!) { invoiceGroupDetails(invoiceGroupId: $id) {
  csvRows(filter: UNPAID) { invoiceId invoiceTotal outstandingBalance } } }`;

interface Group {
  id: string;
  invoicesCreated: boolean;
  sessions: { date: string }[];
}

async function groupsIn(api: ExampleStack, start?: string, end?: string): Promise<Group[]> {
  const groups: Group[] = [];
  for (let page = 1; ; page++) {
    const { invoiceGroups } = await api.graphql<{
      invoiceGroups: { items: Group[]; pageInfo: { hasNextPage: boolean } };
    }>(GROUPS, { page, start: start ?? null, end: end ?? null });
    groups.push(...invoiceGroups.items);
    if (!invoiceGroups.pageInfo.hasNextPage) return groups;
  }
}

/** "groupId/invoiceId/outstanding" of every unpaid invoice the API lists for the range, sorted. */
async function unpaidIn(api: ExampleStack, start: string, end: string): Promise<string[]> {
  const rows: string[] = [];
  for (const group of await groupsIn(api, start, end)) {
    if (!group.invoicesCreated) continue;
    const { invoiceGroupDetails } = await api.graphql<{
      invoiceGroupDetails: { csvRows: { invoiceId: string; outstandingBalance: string }[] };
    }>(UNPAID_ROWS, { id: group.id });
    for (const row of invoiceGroupDetails.csvRows)
      rows.push(`${group.id}/${row.invoiceId}/${row.outstandingBalance}`);
  }
  return rows.sort();
}

/** The same key of every data row of an exported CSV, checking the header first. */
function exportedRows(csv: string): string[] {
  const [header, ...rows] = parseCsv(csv);
  expect(header).toEqual([
    'invoice_group_id',
    'invoice_group',
    'invoice_id',
    'first_name',
    'last_name',
    'email',
    'status',
    'sent_date',
    'invoice_total',
    'payments_made',
    'outstanding_balance',
  ]);
  for (const row of rows) expect(row[6]).not.toBe('Paid');
  return rows.map((row) => `${row[0]}/${row[2]}/${row[10]}`).sort();
}

/** Exact sum of decimal strings in cents, the way the test checks the script's total. */
function centsOf(rows: string[]): bigint {
  return rows.reduce((sum, key) => {
    const amount = key.split('/')[2]!;
    const negative = amount.startsWith('-');
    const [whole, cents] = amount.replace('-', '').split('.') as [string, string];
    const value = BigInt(whole) * 100n + BigInt(cents);
    return sum + (negative ? -value : value);
  }, 0n);
}

const money = (cents: bigint) =>
  `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`;

describe('export-unpaid-invoices', () => {
  let api: ExampleStack;
  let dates: string[];
  const out = join(mkdtempSync(join(tmpdir(), 'ah-export-')), 'unpaid.csv');

  beforeAll(async () => {
    api = await startExampleStack();
    dates = (await groupsIn(api)).flatMap((g) => g.sessions.map((s) => s.date)).sort();
  });
  afterAll(async () => {
    await api?.stack.close();
  });

  it('exports every unpaid invoice of every group, walking the pages of groups', async () => {
    const [from, to] = [dates[0]!, dates.at(-1)!];
    const run = await runExample(
      TSX,
      [SCRIPT, '--from', from, '--to', to, '--out', out, '--page-size', '50'],
      api.env,
    );
    expect(run.stderr).not.toMatch(/refused|failed/);
    expect(run.code).toBe(0);
    const expected = await unpaidIn(api, from, to);
    // More than one page of groups (10 a page) was walked.
    const created = (await groupsIn(api, from, to)).filter((g) => g.invoicesCreated);
    expect(created.length).toBeGreaterThan(10);
    expect(expected.length).toBeGreaterThan(30);
    const rows = exportedRows(readFileSync(out, 'utf8'));
    expect(rows).toEqual(expected);
    expect(run.stderr).toContain(
      `Exported ${expected.length} unpaid invoices of ${created.length} invoice groups`,
    );
    expect(run.stderr).toContain(`outstanding balance ${money(centsOf(expected))}.`);
  });

  it('keeps to the date range and writes to standard output without --out', async () => {
    const newest = (await groupsIn(api)).filter((g) => g.invoicesCreated).slice(2, 4);
    const sessionDates = newest.flatMap((g) => g.sessions.map((s) => s.date)).sort();
    const [from, to] = [sessionDates[0]!, sessionDates.at(-1)!];
    const run = await runExample(TSX, [SCRIPT, `--from=${from}`, `--to=${to}`], api.env);
    expect(run.code).toBe(0);
    const rows = exportedRows(run.stdout);
    const expected = await unpaidIn(api, from, to);
    expect(rows).toEqual(expected);
    const all = await unpaidIn(api, dates[0]!, dates.at(-1)!);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(all.length);
  });

  it('refuses a wrong command line or environment with a clear message and exit code 2', async () => {
    const cases: [string[], Record<string, string>, string][] = [
      [['--to', '2026-09-30'], api.env, '--from is required (a date as YYYY-MM-DD).'],
      [['--from', '2026-02-30', '--to', '2026-09-30'], api.env, '--from must be a date as YYYY-MM-DD'],
      [
        ['--from', '2026-10-01', '--to', '2026-09-30'],
        api.env,
        '--from (2026-10-01) is after --to (2026-09-30).',
      ],
      [
        ['--from', '2026-09-01', '--to', '2026-09-30', '--page-size', '20'],
        api.env,
        '--page-size must be 50, 100, 200',
      ],
      [['--from', '2026-09-01', '--to', '2026-09-30', '--since', 'x'], api.env, 'Unknown argument: --since'],
      [
        ['--from', '2026-09-01', '--to', '2026-09-30'],
        { AH_GRAPHQL_URL: api.env['AH_GRAPHQL_URL']! },
        'Set AH_API_TOKEN',
      ],
    ];
    for (const [args, env, message] of cases) {
      const run = await runExample(TSX, [SCRIPT, ...args], env);
      expect({ code: run.code, stderr: run.stderr }).toMatchObject({
        code: 2,
        stderr: expect.stringContaining(message),
      });
      expect(run.stderr).toContain('Usage: npx tsx');
    }
  });

  it('says so when the token is refused, exit code 1, and leaves no file', async () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'ah-export-')), 'unpaid.csv');
    const run = await runExample(TSX, [SCRIPT, '--from', '2026-01-01', '--to', '2026-12-31', '--out', bad], {
      ...api.env,
      AH_API_TOKEN: 'not-a-token-0000000000000000000000',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The API token was refused');
    expect(existsSync(bad)).toBe(false);
  });
});

describe('export-unpaid-invoices under a tight rate limit', () => {
  let api: ExampleStack;

  beforeAll(async () => {
    // Five requests per token per 5 s: the script must wait (Retry-After) several times.
    api = await startExampleStack({
      gateway: {
        rateLimits: {
          windowMs: 5_000,
          perSession: 5,
          anonymousPerAddress: 600,
          signInPerAddress: 30,
          tokenCost: 50_000,
        },
      },
    });
  });
  afterAll(async () => {
    await api?.stack.close();
  });

  it('waits out RATE_LIMITED as Retry-After says and still exports everything', async () => {
    const dates = (await groupsIn(api)).flatMap((g) => g.sessions.map((s) => s.date)).sort();
    const [from, to] = [dates[0]!, dates.at(-1)!];
    const run = await runExample(TSX, [SCRIPT, '--from', from, '--to', to], api.env);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/Rate limited: waiting \d+ s \(Retry-After\) before Export\w+ again\./);
    expect(exportedRows(run.stdout)).toEqual(await unpaidIn(api, from, to));
  });
});
