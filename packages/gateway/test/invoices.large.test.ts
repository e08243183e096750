import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { dataOf, gql, type Caller } from './support/graphql.js';

const EDITOR_SCREEN = `query EditorScreen($id: ID!) {
  viewer { house { paymentProcessorType settings { autoChargeEnabled } } }
  invoiceGroupEditor(invoiceGroupId: $id) {
    id invoicesCreated editorVariant hasLiveFee sessions { dayNumber session { id identifier } }
    totals { invoiceCount itemCount invoiceTotal pendingCharges } invoiceIds paymentMethods { id name }
    invoices(page: 1, pageSize: 50) {
      pageInfo { totalCount }
      items { id invoiceStatusLabel shipStatusLabel chargeMode editableChargeFields canToggleDeliveryMode
        lines { id statusLabel additionalChargeStatusLabel canFileDispute amounts { total } } }
    }
  }
}`;
const DETAILS_SCREEN = `query DetailsScreen($id: ID!) {
  invoiceGroupDetails(invoiceGroupId: $id) {
    id sessions { dayNumber } totals { invoiceCount invoiceTotal pendingCharges } canChargeCards autoChargeEnabled
    invoices(filter: ALL, page: 1, pageSize: 200) { pageInfo { totalCount } items { id invoiceStatusLabel shipStatusLabel batchChargeStatusLabel } }
  }
}`;
const CSV = `query DetailsCsv($id: ID!) { invoiceGroupDetails(invoiceGroupId: $id) { csvRows(filter: ALL) { invoiceId invoiceStatus } } }`;

/**
 * The screen queries on the large seed: the upstream calls behind each are the same few for the
 * 500+ invoice group as for a small one (one call per resource, never one per invoice).
 */
describe('invoice editing on the large seed', () => {
  let stack: Stack;
  const caller: Caller = {};
  const events: UpstreamCallsEvent[] = [];
  let largest = { id: '', count: 0 };
  let smallest = { id: '', count: Number.MAX_SAFE_INTEGER };

  beforeAll(async () => {
    stack = await startStack({ seed: 'large', gateway: { onUpstreamCalls: (e) => events.push(e) } });
    caller.cookie = await stack.login('demo', 'staff', 'demo-password');
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const groups = dataOf<{ invoiceGroups: { items: { id: string }[]; pageInfo: { totalPages: number } } }>(
        await gql(
          stack.gatewayUrl,
          'query G($p: Int) { invoiceGroups(page: $p) { items { id } pageInfo { totalPages } } }',
          { p: page },
          caller,
        ),
      ).invoiceGroups;
      ids.push(...groups.items.map((g) => g.id));
      if (page >= groups.pageInfo.totalPages) break;
    }
    for (const id of ids) {
      const count =
        dataOf<{ invoiceGroupEditor: { totals: { invoiceCount: number } } | null }>(
          await gql(
            stack.gatewayUrl,
            'query C($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { totals { invoiceCount } } }',
            { id },
            caller,
          ),
        ).invoiceGroupEditor?.totals.invoiceCount ?? 0;
      if (count > largest.count) largest = { id, count };
      if (count > 0 && count < smallest.count) smallest = { id, count };
    }
  }, 300_000);
  afterAll(() => stack?.close());

  const callsOf = async (query: string, id: string) => {
    events.length = 0;
    dataOf(await gql(stack.gatewayUrl, query, { id }, caller));
    return events.flatMap((e) =>
      e.calls.map((c) => `${c.method} ${c.path.replace(`/invoiceGroup/${id}/`, '/invoiceGroup/{id}/')}`),
    );
  };

  it('has a group of 500+ invoices', () => {
    expect(largest.count).toBeGreaterThanOrEqual(500);
  });

  // The group's listing (invoicePage, our extension: the figures, then the page's or every id) and
  // one groupDetailInfoByInvoice with the shown invoices: never every invoice's summary row
  // (groupInfo/processCards) nor the whole group's lines (GET groupDetailInfo).
  it.each([
    ['the create/edit screen', 6, EDITOR_SCREEN],
    ['group details', 5, DETAILS_SCREEN],
    ['the CSV rows', 5, CSV],
  ] as const)(
    '%s makes at most %d calls, the same for 500+ invoices as for a few',
    async (_name, max, query) => {
      const large = await callsOf(query, largest.id);
      const small = await callsOf(query, smallest.id);
      expect(large).toEqual(small);
      expect(large.length).toBeLessThanOrEqual(max);
      expect(large.filter((c) => /groupDetailInfo$/.test(c))).toEqual([]);
      expect(large.filter((c) => /groupInfo\/processCards/.test(c))).toEqual([]);
      expect(large.filter((c) => /\/invoicePage\?/.test(c)).length).toBeGreaterThanOrEqual(2);
      expect(large.filter((c) => /groupDetailInfoByInvoice$/.test(c))).toHaveLength(1);
    },
  );
});
