import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExample, startExampleStack, type ExampleStack } from './support.ts';

/**
 * examples/mark-shipped.sh (bash + curl) against the real stack: it marks invoices shipped, and a second
 * run with the same idempotency key applies nothing again, even after someone unmarked one in between.
 */
const SCRIPT = 'examples/mark-shipped.sh';
const INVOICES = `query ($g: ID!) { invoiceGroupDetails(invoiceGroupId: $g) {
  invoices(pageSize: 200) { items { id shipStatus isPendingPayment } } } }`;
const STATE = `query ($g: ID!, $ids: [ID!]) { invoiceGroupEditor(invoiceGroupId: $g, invoiceIds: $ids) {
  invoices(pageSize: 200) { items { id isShipped } } } }`;
const UNMARK = `mutation ($input: MarkInvoicesShippedInput!) { markInvoicesShipped(input: $input) { invoices { id } } }`;
const GROUPS = `{ invoiceGroups(page: 1) { items { id invoicesCreated } } }`;

describe('mark-shipped.sh', () => {
  let api: ExampleStack;
  let groupId: string;
  let ids: string[];

  const shippedIds = async (): Promise<string[]> => {
    const { invoiceGroupEditor } = await api.graphql<{
      invoiceGroupEditor: { invoices: { items: { id: string; isShipped: boolean }[] } };
    }>(STATE, { g: groupId, ids });
    return invoiceGroupEditor.invoices.items
      .filter((i) => i.isShipped)
      .map((i) => i.id)
      .sort();
  };
  const run = (args: string[], env: Record<string, string> = {}, stdin = '') =>
    runExample('bash', [SCRIPT, ...args], { ...api.env, ...env }, stdin);

  beforeAll(async () => {
    api = await startExampleStack();
    const { invoiceGroups } = await api.graphql<{
      invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
    }>(GROUPS);
    for (const group of invoiceGroups.items.filter((g) => g.invoicesCreated)) {
      const { invoiceGroupDetails } = await api.graphql<{
        invoiceGroupDetails: {
          invoices: { items: { id: string; shipStatus: string; isPendingPayment: boolean }[] };
        };
      }>(INVOICES, { g: group.id });
      const open = invoiceGroupDetails.invoices.items.filter((i) => i.shipStatus === 'NOT_SHIPPED');
      if (open.length >= 3) {
        groupId = group.id;
        ids = open
          .slice(0, 3)
          .map((i) => i.id)
          .sort();
        return;
      }
    }
    throw new Error('The demo seed has no invoice group with three invoices not shipped');
  });
  afterAll(async () => {
    await api?.stack.close();
  });

  it('marks the invoices shipped, and the same key again applies nothing', async () => {
    expect(await shippedIds()).toEqual([]);
    const args = ['--group', groupId, '--key', 'ship-batch-1', ...ids];
    const first = await run(args);
    expect(first.stderr).toContain(`Marked 3 invoices of group ${groupId} shipped (key ship-batch-1`);
    expect(first.code).toBe(0);
    for (const id of ids)
      expect(first.stdout).toMatch(new RegExp(`^Invoice ${id}: (Shipped|Picked Up)$`, 'm'));
    expect(await shippedIds()).toEqual(ids);

    // Someone unmarks one invoice; a repeat of the first run (a retry, a double start) must not mark it again.
    await api.graphql(UNMARK, { input: { invoiceGroupId: groupId, invoiceIds: [ids[0]], shipped: false } });
    const again = await run(args);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^Invoice ${ids[0]}: Not Shipped$`, 'm'));
    expect(await shippedIds()).toEqual(ids.slice(1));

    // The same key for another set of invoices is refused with a clear message.
    const reused = await run(['--group', groupId, '--key', 'ship-batch-1', ids[0]!]);
    expect(reused.code).toBe(1);
    expect(reused.stderr).toContain(
      "The key 'ship-batch-1' was already used for other invoices: choose a new --key.",
    );
    expect(await shippedIds()).toEqual(ids.slice(1));
  });

  it('reads ids from standard input and parses with node when told (no jq)', async () => {
    const result = await run(
      ['--group', groupId, '--key', 'ship-batch-2'],
      { AH_JSON_PARSER: 'node' },
      `${ids[0]}\n\n`,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Invoice ${ids[0]}: (Shipped|Picked Up)$`, 'm'));
    expect(await shippedIds()).toEqual(ids);
  });

  it('refuses a wrong command line with a clear message and exit code 2', async () => {
    const cases: [string[], Record<string, string>, string][] = [
      [['--group', groupId, ids[0]!], {}, '--key must be 1 to 100 letters'],
      [['--group', groupId, '--key', 'has space', ids[0]!], {}, '--key must be 1 to 100 letters'],
      [['--group', 'x', '--key', 'k1', ids[0]!], {}, '--group must be an invoice group id'],
      [['--group', groupId, '--key', 'k1', '12a'], {}, "Invoice ids are digits, got '12a'."],
      [['--group', groupId, '--key', 'k1', '--date', '26-11-2026', ids[0]!], {}, '--date must be YYYY-MM-DD'],
      [['--group', groupId, '--key', 'k1', ids[0]!], { AH_API_TOKEN: '' }, 'Set AH_API_TOKEN'],
    ];
    for (const [args, env, message] of cases) {
      const result = await run(args, env);
      expect({ code: result.code, stderr: result.stderr }).toMatchObject({
        code: 2,
        stderr: expect.stringContaining(message),
      });
    }
    const refused = await run(['--group', groupId, '--key', 'k1', ids[0]!], {
      AH_API_TOKEN: 'not-a-token-000000000000000',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The API token was refused');
  });
});
