import { INVOICE_EDITING_MESSAGES, moneyToCents } from '@ah/schema';
import { createTestDatabase, type TestDatabase } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/shared/houseDate.js';
import { startStack, type Stack } from '../../src/testing.js';
import type { UpstreamCallsEvent } from '../../src/rest/callLog.js';
import { dataOf, firstError, gql, type Caller } from './graphql.js';

const PASSWORD = 'demo-password';

const TOTALS =
  'totals { invoiceCount itemCount hammer premium liveFee tax shipping insurance other invoiceTotal pendingCharges paymentsMade outstandingBalance }';
const LINE = `id invoiceId lotId lotNumber sessionIdentifier hidden restricted paid paidDate shipped shippedDate status statusLabel
  additionalChargeStatus additionalChargeStatusLabel canFileDispute canMarkShipped canTogglePaid disputeRef
  amounts { hammer premium liveFee tax shipping insurance other total } additionalCharges { shipping total paid }
  paymentMethod { id name }`;
const INVOICE = `id invoiceGroupId memberId firstName lastName channel country note hasNote isPendingPayment isPaid allPaid
  deliveryMode isShipped sentDate invoiceStatus invoiceStatusLabel shipStatus shipStatusLabel chargeMode editableChargeFields
  taxEditable canEdit canMarkPaid canMarkNotPaid canToggleDeliveryMode batchChargeEligible batchChargeIneligibilityReason
  batchChargeStatusLabel invoiceTotal paymentsMade outstandingBalance totalAdditionalCharges hasAdditionalCharges
  invoiceCharges { shipping } amounts { hammer total } lines { ${LINE} }`;
const EDITOR = `query Editor($id: ID!, $ids: [ID!], $page: Int, $pageSize: Int) {
  invoiceGroupEditor(invoiceGroupId: $id, invoiceIds: $ids) {
    id invoiceGroupId title invoicesCreated costPerLotChoice editorVariant applyCostPerLot hasLiveFee hasPaddleNumbers
    sessions { dayNumber session { id date identifier } } ${TOTALS} invoiceIds paymentMethods { id name isOnline }
    invoices(page: $page, pageSize: $pageSize) { pageInfo { page pageSize totalCount totalPages } items { ${INVOICE} } }
  }
}`;
const DETAILS = `query Details($id: ID!, $filter: InvoicePaidFilter, $search: String, $page: Int, $pageSize: Int) {
  invoiceGroupDetails(invoiceGroupId: $id) {
    id title invoicesCreated hasPaddleNumbers hasRestrictedItems autoChargeEnabled canChargeCards batchChargeEligibleCount
    creditCardLimitExceededCount sessions { dayNumber } ${TOTALS}
    invoices(filter: $filter, search: $search, page: $page, pageSize: $pageSize) {
      pageInfo { page pageSize totalCount totalPages } items { id firstName lastName invoiceStatus invoiceStatusLabel shipStatusLabel batchChargeEligible batchChargeIneligibilityReason batchChargeStatusLabel invoiceTotal outstandingBalance }
    }
  }
}`;
const CSV = `query Csv($id: ID!, $filter: InvoicePaidFilter, $search: String) {
  invoiceGroupDetails(invoiceGroupId: $id) { csvRows(filter: $filter, search: $search) { invoiceId firstName lastName invoiceTotal outstandingBalance invoiceStatus shipStatus batchChargeStatus } }
}`;
const PAYLOAD = `invoices { ${INVOICE} } lines { ${LINE} } editor(invoiceIds: $editorIds) { id ${TOTALS} } groupDetails { id ${TOTALS} }`;
const mutation = (name: string, input: string) =>
  `mutation M($input: ${input}!, $editorIds: [ID!]) { ${name}(input: $input) { ${PAYLOAD} } }`;

interface Totals {
  invoiceCount: number;
  itemCount: number;
  hammer: string;
  tax: string;
  shipping: string;
  invoiceTotal: string;
  pendingCharges: string;
  paymentsMade: string;
  outstandingBalance: string;
}
interface LineOut {
  id: string;
  lotId: string;
  hidden: boolean;
  restricted: boolean;
  paid: boolean;
  paidDate: string | null;
  shipped: boolean;
  status: string;
  statusLabel: string;
  canFileDispute: boolean;
  disputeRef: string | null;
  amounts: { hammer: string; shipping: string; insurance: string; total: string };
  additionalCharges: { shipping: string; total: string; paid: boolean };
  paymentMethod: { id: string; name: string } | null;
}
interface InvoiceOut {
  id: string;
  invoiceGroupId: string;
  firstName: string;
  lastName: string;
  channel: string;
  country: string;
  note: string | null;
  hasNote: boolean;
  isPendingPayment: boolean;
  isPaid: boolean;
  allPaid: boolean;
  deliveryMode: 'SHIPPING' | 'PICKUP';
  isShipped: boolean;
  sentDate: string | null;
  invoiceStatus: string;
  invoiceStatusLabel: string;
  shipStatus: string;
  shipStatusLabel: string;
  chargeMode: 'REGULAR' | 'ADDITIONAL';
  editableChargeFields: string[];
  taxEditable: boolean;
  canToggleDeliveryMode: boolean;
  batchChargeEligible: boolean;
  batchChargeIneligibilityReason: string | null;
  invoiceTotal: string;
  paymentsMade: string;
  outstandingBalance: string;
  totalAdditionalCharges: string;
  invoiceCharges: { shipping: string };
  amounts: { hammer: string; total: string };
  lines: LineOut[];
}
interface Editor {
  id: string;
  invoiceGroupId: string;
  invoicesCreated: boolean;
  costPerLotChoice: boolean;
  editorVariant: string | null;
  applyCostPerLot: boolean | null;
  sessions: { dayNumber: number; session: { id: string; date: string } }[];
  totals: Totals;
  invoiceIds: string[];
  paymentMethods: { id: string; name: string; isOnline: boolean }[];
  invoices: { pageInfo: { totalCount: number; totalPages: number }; items: InvoiceOut[] };
}
interface Payload {
  invoices: InvoiceOut[];
  lines: LineOut[];
  editor: { id: string; totals: Totals } | null;
  groupDetails: { id: string; totals: Totals } | null;
}

const cents = (m: string) => moneyToCents(m);
const sum = (values: string[]) => values.reduce((acc, v) => acc + cents(v), 0);

/**
 * Invoice editing through the gateway over HTTP against the real upstream (PGlite or PostgreSQL):
 * the two screen queries (one request each, upstream calls independent of the invoice count), every
 * mutation with its §4 effect and its refusals, and the access rules.
 */
export function defineInvoiceEditingSuite(backend: { name: string; postgres: boolean }): void {
  describe(`invoice editing through the gateway (${backend.name})`, () => {
    let stack: Stack;
    let database: TestDatabase | null = null;
    let url: string;
    const events: UpstreamCallsEvent[] = [];
    const callers: Record<'staff' | 'clerk' | 'super' | 'other', Caller> = {
      staff: {},
      clerk: {},
      super: {},
      other: {},
    };
    /** Every built group of the demo house with every invoice, as the editor answers it. */
    const editors: Editor[] = [];
    const used = new Set<string>();
    let otherGroupId = '';

    const editor = async (
      id: string,
      ids: string[] | null = null,
      who: Caller = callers.staff,
      pageSize = 200,
    ) =>
      dataOf<{ invoiceGroupEditor: Editor | null }>(
        await gql(url, EDITOR, { id, ids, page: 1, pageSize }, who),
      ).invoiceGroupEditor;
    const invoiceNow = async (groupId: string, invoiceId: string): Promise<InvoiceOut> => {
      const found = (await editor(groupId, [invoiceId]))?.invoices.items[0];
      if (!found) throw new Error(`invoice ${invoiceId} not found`);
      return found;
    };
    const run = (
      name: string,
      input: string,
      variables: Record<string, unknown>,
      who: Caller = callers.staff,
    ) => gql(url, mutation(name, input), variables, who);
    const ok = async (name: string, input: string, variables: Record<string, unknown>): Promise<Payload> =>
      dataOf<Record<string, Payload>>(await run(name, input, variables))[name] as Payload;
    /** An invoice no other test took, in the state `test` asks for. */
    const take = (test: (invoice: InvoiceOut, group: Editor) => boolean) => {
      for (const group of editors)
        for (const invoice of group.invoices.items)
          if (!used.has(invoice.id) && test(invoice, group)) {
            used.add(invoice.id);
            return { groupId: group.invoiceGroupId, invoice };
          }
      throw new Error('no invoice left in the seed for this test');
    };
    const open = (i: InvoiceOut) =>
      !i.isPendingPayment &&
      !i.isPaid &&
      !i.allPaid &&
      i.invoiceStatus !== 'PAYMENT_FAILED' &&
      i.lines.every((l) => !l.paid);

    beforeAll(async () => {
      if (backend.postgres) database = await createTestDatabase();
      stack = await startStack({
        ...(database ? { databaseUrl: database.url } : {}),
        gateway: { onUpstreamCalls: (event) => events.push(event) },
      });
      url = stack.gatewayUrl;
      callers.staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
      callers.clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
      callers.super = { cookie: await stack.login('demo', 'super', PASSWORD) };
      callers.other = { cookie: await stack.login('other', 'staff', PASSWORD) };
      const groups = dataOf<{
        invoiceGroups: {
          items: { id: string; invoicesCreated: boolean }[];
          pageInfo: { totalPages: number };
        };
      }>(
        await gql(
          url,
          '{ invoiceGroups(page: 1) { items { id invoicesCreated } pageInfo { totalPages } } }',
          {},
          callers.staff,
        ),
      ).invoiceGroups;
      const ids = groups.items.map((g) => g.id);
      for (let page = 2; page <= groups.pageInfo.totalPages; page++)
        ids.push(
          ...dataOf<{ invoiceGroups: { items: { id: string }[] } }>(
            await gql(
              url,
              'query P($p: Int) { invoiceGroups(page: $p) { items { id } } }',
              { p: page },
              callers.staff,
            ),
          ).invoiceGroups.items.map((g) => g.id),
        );
      for (const id of ids) {
        const e = await editor(id);
        if (e?.invoicesCreated && e.invoices.items.length > 0) editors.push(e);
      }
      otherGroupId =
        dataOf<{ invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] } }>(
          await gql(url, '{ invoiceGroups(page: 1) { items { id invoicesCreated } } }', {}, callers.other),
        ).invoiceGroups.items.find((g) => g.invoicesCreated)?.id ?? '';
    }, 180_000);
    afterAll(async () => {
      await stack?.close();
      await database?.drop();
    });

    describe('the create/edit screen query', () => {
      it('answers in one request with sessions, day numbers, totals and every invoice', () => {
        const group = editors[0] as Editor;
        const days = group.sessions.map((s) => s.dayNumber);
        expect(days[0]).toBe(1);
        expect([...days].sort((a, b) => a - b)).toEqual(days);
        for (const e of editors) {
          expect(e.totals.invoiceCount).toBe(e.invoices.items.length);
          expect(e.invoiceIds).toEqual(e.invoices.items.map((i) => i.id));
          expect(e.totals.itemCount).toBe(
            e.invoices.items.flatMap((i) => i.lines.filter((l) => !l.hidden)).length,
          );
          expect(cents(e.totals.invoiceTotal)).toBe(sum(e.invoices.items.map((i) => i.invoiceTotal)));
          expect(cents(e.totals.hammer)).toBe(sum(e.invoices.items.map((i) => i.amounts.hammer)));
          expect(cents(e.totals.outstandingBalance)).toBe(
            cents(e.totals.invoiceTotal) - cents(e.totals.paymentsMade),
          );
        }
        expect(group.costPerLotChoice).toBe(false);
        expect(group.editorVariant).toBe('PER_INVOICE_WITH_ADDITIONAL');
        expect(group.paymentMethods.find((m) => m.id === '11')).toEqual({
          id: '11',
          name: 'ACH',
          isOnline: true,
        });
      });

      it('shows every state the screen needs: statuses, Floor, pending, restricted, disputes, additional charges', () => {
        const all = editors.flatMap((e) => e.invoices.items);
        const statuses = new Set(all.map((i) => i.invoiceStatus));
        expect([...statuses].sort()).toEqual([
          'NOT_SENT',
          'PAID',
          'PARTIAL_PAID',
          'PAYMENT_FAILED',
          'PAYMENT_PENDING',
          'SENT',
        ]);
        expect(new Set(all.map((i) => i.shipStatus)).size).toBe(4);
        expect(
          all.some(
            (i) => i.channel === 'Floor' && i.editableChargeFields.join() === 'HAMMER,PREMIUM,LIVE_FEE',
          ),
        ).toBe(true);
        expect(all.some((i) => i.isPendingPayment && i.editableChargeFields.length === 0)).toBe(true);
        expect(all.some((i) => i.chargeMode === 'ADDITIONAL')).toBe(true);
        const lines = all.flatMap((i) => i.lines);
        expect(lines.some((l) => l.restricted)).toBe(true);
        expect(lines.some((l) => l.disputeRef !== null && !l.canFileDispute)).toBe(true);
        expect(lines.some((l) => l.hidden)).toBe(true);
        expect(new Set(lines.map((l) => l.status)).size).toBe(4);
        expect(all.filter((i) => i.country === 'US').every((i) => !i.taxEditable)).toBe(true);
      });

      it('narrows to the edit route ids (cache id group:ids) with totals over them', async () => {
        const group = editors[1] as Editor;
        const ids = group.invoiceIds.slice(0, 2).reverse();
        const narrowed = (await editor(group.invoiceGroupId, [...ids, ids[0] as string])) as Editor;
        const sorted = [...ids].sort((a, b) => Number(a) - Number(b));
        expect(narrowed.id).toBe(`${group.invoiceGroupId}:${sorted.join(',')}`);
        expect(narrowed.invoiceIds).toEqual(sorted);
        expect(narrowed.totals.invoiceCount).toBe(2);
        expect(cents(narrowed.totals.invoiceTotal)).toBe(
          sum(narrowed.invoices.items.map((i) => i.invoiceTotal)),
        );
      });

      it('pages the invoices and refuses a page size over 200', async () => {
        const group = editors.reduce((a, b) => (b.invoices.items.length > a.invoices.items.length ? b : a));
        const paged = dataOf<{ invoiceGroupEditor: Editor }>(
          await gql(url, EDITOR, { id: group.invoiceGroupId, page: 2, pageSize: 5 }, callers.staff),
        ).invoiceGroupEditor;
        expect(paged.invoices.items.map((i) => i.id)).toEqual(group.invoiceIds.slice(5, 10));
        expect(paged.invoices.pageInfo.totalPages).toBe(Math.ceil(group.invoiceIds.length / 5));
        const refused = await gql(url, EDITOR, { id: group.invoiceGroupId, pageSize: 201 }, callers.staff);
        expect(firstError(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
      });

      it('makes the same few upstream calls whatever the number of invoices', async () => {
        const small = editors.reduce((a, b) => (b.invoices.items.length < a.invoices.items.length ? b : a));
        const large = editors.reduce((a, b) => (b.invoices.items.length > a.invoices.items.length ? b : a));
        expect(large.invoices.items.length).toBeGreaterThan(small.invoices.items.length * 3);
        const callsOf = async (id: string) => {
          events.length = 0;
          await editor(id);
          return events.flatMap((e) =>
            e.calls.map((c) => c.path.replace(/\/invoiceGroup\/\d+/, '/invoiceGroup/N')),
          );
        };
        const [a, b] = [await callsOf(small.invoiceGroupId), await callsOf(large.invoiceGroupId)];
        // The same calls; their order is not fixed (the listing's reads run side by side).
        expect([...a].sort()).toEqual([...b].sort());
        // The group's listing (invoicePage: its figures, the page's and every id) and the page's
        // detail (never the whole group's lines), beside the house's.
        expect(a.length).toBeLessThanOrEqual(6);
        expect(a.filter((path) => /groupDetailInfo$/.test(path))).toEqual([]);
      });

      it('offers the shipping legend only to a house with a shipping policy', async () => {
        const legend = async (id: string, who: Caller) =>
          dataOf<{ invoiceGroupEditor: { hasShippingPolicies: boolean } | null }>(
            await gql(
              url,
              'query L($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { hasShippingPolicies } }',
              { id },
              who,
            ),
          ).invoiceGroupEditor?.hasShippingPolicies;
        // The demo house is seeded with a shipping policy; the second house has none.
        expect(await legend(editors[0]!.invoiceGroupId, callers.staff)).toBe(true);
        expect(await legend(otherGroupId, callers.other)).toBe(false);
      });
    });

    describe('the group details screen query', () => {
      it('filters ALL/UNPAID/PAID, searches names and numbers, pages 50/100/200, with the no-result case', async () => {
        const group = editors.reduce((a, b) => (b.invoices.items.length > a.invoices.items.length ? b : a));
        const details = async (vars: Record<string, unknown>) =>
          dataOf<{
            invoiceGroupDetails: {
              invoices: { items: InvoiceOut[]; pageInfo: { totalCount: number } };
              totals: Totals;
              canChargeCards: boolean;
            };
          }>(await gql(url, DETAILS, { id: group.invoiceGroupId, ...vars }, callers.staff))
            .invoiceGroupDetails;
        const all = await details({});
        const paid = await details({ filter: 'PAID' });
        const unpaid = await details({ filter: 'UNPAID', pageSize: 100 });
        expect(paid.invoices.pageInfo.totalCount + unpaid.invoices.pageInfo.totalCount).toBe(
          all.invoices.pageInfo.totalCount,
        );
        expect(paid.invoices.items.every((i) => i.invoiceStatus === 'PAID')).toBe(true);
        expect(unpaid.invoices.items.every((i) => i.invoiceStatus !== 'PAID')).toBe(true);
        expect(all.totals.invoiceCount).toBe(group.invoices.items.length);
        const someone = group.invoices.items[0] as InvoiceOut;
        const byName = await details({ search: someone.lastName.toUpperCase().slice(0, 4) });
        expect(byName.invoices.items.map((i) => i.id)).toContain(someone.id);
        expect(
          byName.invoices.items.every((i) =>
            [i.firstName, i.lastName].some((n) =>
              n.toLowerCase().includes(someone.lastName.toLowerCase().slice(0, 4)),
            ),
          ),
        ).toBe(true);
        expect((await details({ search: someone.id })).invoices.items.map((i) => i.id)).toContain(someone.id);
        expect((await details({ search: 'zzzz-nobody' })).invoices.pageInfo.totalCount).toBe(0);
        expect(
          firstError(await gql(url, DETAILS, { id: group.invoiceGroupId, pageSize: 75 }, callers.staff)),
        ).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'pageSize',
        });
        expect(all.canChargeCards).toBe(true);
      });

      it('gives the CSV every row of the filter with the same values as the table', async () => {
        const group = editors.reduce((a, b) => (b.invoices.items.length > a.invoices.items.length ? b : a));
        const csv = dataOf<{
          invoiceGroupDetails: {
            csvRows: {
              invoiceId: string;
              invoiceStatus: string;
              shipStatus: string;
              outstandingBalance: string;
            }[];
          };
        }>(await gql(url, CSV, { id: group.invoiceGroupId, filter: 'UNPAID' }, callers.staff))
          .invoiceGroupDetails.csvRows;
        const table: InvoiceOut[] = [];
        for (let page = 1; ; page++) {
          const res = dataOf<{
            invoiceGroupDetails: { invoices: { items: InvoiceOut[]; pageInfo: { totalPages: number } } };
          }>(
            await gql(
              url,
              DETAILS,
              { id: group.invoiceGroupId, filter: 'UNPAID', page, pageSize: 50 },
              callers.staff,
            ),
          ).invoiceGroupDetails.invoices;
          table.push(...res.items);
          if (page >= res.pageInfo.totalPages) break;
        }
        expect(csv.map((r) => r.invoiceId)).toEqual(table.map((i) => i.id));
        expect(csv.map((r) => [r.invoiceStatus, r.shipStatus, r.outstandingBalance])).toEqual(
          table.map((i) => [i.invoiceStatusLabel, i.shipStatusLabel, i.outstandingBalance]),
        );
      });

      it('derives batch-charge eligibility as the upstream does, for every invoice', async () => {
        for (const group of editors.slice(0, 6)) {
          const res = await fetch(
            `${stack.upstreamUrl}/app/house/HDEMO4AUCT/invoiceGroup/${group.invoiceGroupId}/groupDetailInfo`,
            {
              headers: { cookie: callers.staff.cookie ?? '' },
            },
          );
          const upstream = (
            (await res.json()) as {
              data: {
                invoiceBidders: {
                  invoiceID: number;
                  batchChargeEligible: boolean;
                  batchChargIneligibilityReason: string | null;
                }[];
              };
            }
          ).data.invoiceBidders;
          const ours = new Map(group.invoices.items.map((i) => [i.id, i]));
          for (const u of upstream) {
            const mine = ours.get(String(u.invoiceID));
            expect([mine?.batchChargeEligible, mine?.batchChargeIneligibilityReason]).toEqual([
              u.batchChargeEligible,
              u.batchChargIneligibilityReason,
            ]);
          }
        }
      });
    });

    describe('mutations', () => {
      const CHARGES = 'SaveInvoiceChargesInput';
      it('saves regular charges by lot and by invoice; totals update in the payload', async () => {
        const { groupId, invoice } = take(
          (i) => open(i) && i.channel !== 'Floor' && i.lines.length >= 2 && i.chargeMode === 'REGULAR',
        );
        const before = (await editor(groupId)) as Editor;
        const [line] = invoice.lines as [LineOut];
        const payload = await ok('saveInvoiceCharges', CHARGES, {
          input: {
            invoiceGroupId: groupId,
            invoiceId: invoice.id,
            mode: 'REGULAR',
            lines: [{ lineId: line.id, shipping: '40', insurance: '2.5' }],
            invoiceCharges: { shipping: '15.00' },
          },
          editorIds: null,
        });
        const changed = payload.invoices[0] as InvoiceOut;
        const delta =
          4000 -
          cents(line.amounts.shipping) +
          (250 - cents(line.amounts.insurance)) +
          (1500 - cents(invoice.invoiceCharges.shipping));
        expect(cents(changed.invoiceTotal) - cents(invoice.invoiceTotal)).toBe(delta);
        expect(payload.lines.map((l) => [l.id, l.amounts.shipping])).toEqual([[line.id, '40.00']]);
        expect(changed.invoiceCharges.shipping).toBe('15.00');
        expect(payload.editor?.id).toBe(groupId);
        expect(cents(payload.editor?.totals.invoiceTotal ?? '0') - cents(before.totals.invoiceTotal)).toBe(
          cents(changed.invoiceTotal) - cents(invoice.invoiceTotal),
        );
        expect(payload.groupDetails?.totals.invoiceTotal).toBe(payload.editor?.totals.invoiceTotal);
      });

      it("refuses a Floor invoice's locked fields and tax for US invoices under p, with clear messages", async () => {
        const floor = take((i) => open(i) && i.channel === 'Floor');
        const [line] = floor.invoice.lines as [LineOut];
        const locked = await run('saveInvoiceCharges', CHARGES, {
          input: {
            invoiceGroupId: floor.groupId,
            invoiceId: floor.invoice.id,
            mode: 'REGULAR',
            lines: [{ lineId: line.id, shipping: '10.00' }],
          },
        });
        expect(firstError(locked)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: INVOICE_EDITING_MESSAGES.floorLocked,
          field: 'shipping',
        });
        const hammer = await ok('saveInvoiceCharges', CHARGES, {
          input: {
            invoiceGroupId: floor.groupId,
            invoiceId: floor.invoice.id,
            mode: 'REGULAR',
            lines: [{ lineId: line.id, hammer: '321.00', premium: '80.25' }],
          },
        });
        expect(hammer.lines[0]?.amounts.hammer).toBe('321.00');

        const us = take((i) => open(i) && i.channel !== 'Floor' && i.country === 'US');
        const tax = await run('saveInvoiceCharges', CHARGES, {
          input: {
            invoiceGroupId: us.groupId,
            invoiceId: us.invoice.id,
            mode: 'REGULAR',
            lines: [{ lineId: us.invoice.lines[0]?.id, tax: '1.00' }],
          },
        });
        expect(firstError(tax)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: INVOICE_EDITING_MESSAGES.taxNotEditable,
          field: 'tax',
        });
        const negative = await run('saveInvoiceCharges', CHARGES, {
          input: {
            invoiceGroupId: us.groupId,
            invoiceId: us.invoice.id,
            mode: 'REGULAR',
            lines: [{ lineId: us.invoice.lines[0]?.id, shipping: '-1', other: '-5' }],
          },
        });
        expect(firstError(negative)).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'shipping',
          message: INVOICE_EDITING_MESSAGES.amountNegative,
        });
        const wrongMode = await run('saveInvoiceCharges', CHARGES, {
          input: {
            invoiceGroupId: us.groupId,
            invoiceId: us.invoice.id,
            mode: 'ADDITIONAL',
            invoiceCharges: { shipping: '1.00' },
          },
        });
        expect(firstError(wrongMode)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mode' });
      });

      it("adds Add'l charges to a card-paid invoice: pending charges and the additional-charge status follow", async () => {
        const { groupId, invoice } = take(
          (i) => i.chargeMode === 'ADDITIONAL' && i.totalAdditionalCharges === '0.00',
        );
        const payload = await ok('saveInvoiceCharges', CHARGES, {
          input: {
            invoiceGroupId: groupId,
            invoiceId: invoice.id,
            mode: 'ADDITIONAL',
            invoiceCharges: { shipping: '30.00', other: '-5.00' },
          },
        });
        const changed = payload.invoices[0] as InvoiceOut;
        expect(changed).toMatchObject({
          totalAdditionalCharges: '25.00',
          outstandingBalance: '25.00',
          hasAdditionalCharges: true,
        });
        expect(changed.invoiceStatus).not.toBe('PAID');
        expect(cents(payload.groupDetails?.totals.pendingCharges ?? '0')).toBeGreaterThanOrEqual(2500);
      });

      it('refuses a pending invoice (charges, mark paid, hide) and leaves it unchanged', async () => {
        const { groupId, invoice } = take((i) => i.isPendingPayment);
        const line = invoice.lines[0] as LineOut;
        const attempts = [
          await run('saveInvoiceCharges', CHARGES, {
            input: {
              invoiceGroupId: groupId,
              invoiceId: invoice.id,
              mode: 'REGULAR',
              invoiceCharges: { shipping: '1.00' },
            },
          }),
          await run('markInvoicesPaid', 'MarkInvoicesPaidInput', {
            input: {
              invoiceGroupId: groupId,
              invoiceIds: [invoice.id],
              paymentMethodId: '1',
              paidDate: '2026-01-02',
            },
          }),
          await run('setInvoiceLinesHidden', 'SetInvoiceLinesHiddenInput', {
            input: { invoiceGroupId: groupId, invoiceId: invoice.id, lineIds: [line.id], hidden: true },
          }),
        ];
        for (const res of attempts)
          expect(firstError(res)).toMatchObject({
            code: 'BAD_USER_INPUT',
            message: INVOICE_EDITING_MESSAGES.pendingInvoice,
          });
        expect(await invoiceNow(groupId, invoice.id)).toEqual(invoice);
      });

      it('hides and shows a line: totals and the item count leave it out', async () => {
        const { groupId, invoice } = take((i) => open(i) && i.lines.filter((l) => !l.hidden).length >= 2);
        const line = invoice.lines.find((l) => !l.hidden) as LineOut;
        const before = (await editor(groupId)) as Editor;
        const hidden = await ok('setInvoiceLinesHidden', 'SetInvoiceLinesHiddenInput', {
          input: { invoiceGroupId: groupId, invoiceId: invoice.id, lineIds: [line.id], hidden: true },
          editorIds: null,
        });
        expect(hidden.lines).toMatchObject([{ id: line.id, hidden: true }]);
        expect(hidden.editor?.totals.itemCount).toBe(before.totals.itemCount - 1);
        expect(cents(before.totals.invoiceTotal) - cents(hidden.editor?.totals.invoiceTotal ?? '0')).toBe(
          cents(line.amounts.total),
        );
        const shown = await ok('setInvoiceLinesHidden', 'SetInvoiceLinesHiddenInput', {
          input: { invoiceGroupId: groupId, invoiceId: invoice.id, lineIds: [line.id], hidden: false },
          editorIds: null,
        });
        expect(shown.editor?.totals).toEqual(before.totals);
      });

      it('saves a note (bulk) and refuses an empty one', async () => {
        const a = take(() => true);
        const b = take((i, g) => g.invoiceGroupId === a.groupId);
        const empty = await run('saveInvoiceNote', 'SaveInvoiceNoteInput', {
          input: { invoiceGroupId: a.groupId, invoiceIds: [a.invoice.id], note: '  ' },
        });
        expect(firstError(empty)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: 'Please enter a note',
          field: 'note',
        });
        const saved = await ok('saveInvoiceNote', 'SaveInvoiceNoteInput', {
          input: {
            invoiceGroupId: a.groupId,
            invoiceIds: [a.invoice.id, b.invoice.id],
            note: ' Call the buyer ',
          },
        });
        expect(saved.invoices.map((i) => [i.note, i.hasNote])).toEqual([
          ['Call the buyer', true],
          ['Call the buyer', true],
        ]);
      });

      it('contacts buyers once per bidder and requires subject and message', async () => {
        const { groupId, invoice } = take(() => true);
        const refused = await gql(
          url,
          'mutation C($input: ContactBuyersInput!) { contactBuyers(input: $input) { sentCount } }',
          {
            input: { invoiceGroupId: groupId, invoiceIds: [invoice.id], subject: '', message: '' },
          },
          callers.staff,
        );
        expect(firstError(refused)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: 'Subject Required',
          field: 'subject',
        });
        const sent = dataOf<{ contactBuyers: { sentCount: number; invoices: { id: string }[] } }>(
          await gql(
            url,
            'mutation C($input: ContactBuyersInput!) { contactBuyers(input: $input) { sentCount invoices { id } } }',
            {
              input: {
                invoiceGroupId: groupId,
                invoiceIds: [invoice.id, invoice.id],
                subject: 'Invoice',
                message: 'Please pay by Friday.',
              },
            },
            callers.staff,
          ),
        ).contactBuyers;
        expect(sent).toEqual({ sentCount: 1, invoices: [{ id: invoice.id }] });
      });

      it('marks an invoice paid (every line, date, method), then not paid (back to Sent)', async () => {
        const { groupId, invoice } = take((i) => open(i) && i.invoiceStatus === 'SENT');
        const today = localDate('America/New_York');
        const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
        const input = {
          invoiceGroupId: groupId,
          invoiceIds: [invoice.id],
          paymentMethodId: '4',
          paidDate: today,
        };
        expect(
          firstError(
            await run('markInvoicesPaid', 'MarkInvoicesPaidInput', { input: { ...input, paidDate: future } }),
          ),
        ).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'paidDate',
        });
        expect(
          firstError(
            await run('markInvoicesPaid', 'MarkInvoicesPaidInput', {
              input: { ...input, paymentMethodId: '99' },
            }),
          ),
        ).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'paymentMethodId',
        });
        const paid = (await ok('markInvoicesPaid', 'MarkInvoicesPaidInput', { input }))
          .invoices[0] as InvoiceOut;
        expect(paid).toMatchObject({
          invoiceStatus: 'PAID',
          isPaid: true,
          outstandingBalance: '0.00',
          canToggleDeliveryMode: false,
        });
        expect(
          paid.lines.every((l) => l.paid && l.paidDate === today && l.paymentMethod?.name === 'MasterCard'),
        ).toBe(true);
        expect(paid.lines.filter((l) => !l.shipped).every((l) => l.status === 'PAID')).toBe(true);
        const unpaid = (
          await ok('markInvoicesNotPaid', 'MarkInvoicesNotPaidInput', {
            input: { invoiceGroupId: groupId, invoiceIds: [invoice.id] },
          })
        ).invoices[0] as InvoiceOut;
        expect(unpaid).toMatchObject({ invoiceStatus: 'SENT', isPaid: false, paymentsMade: '0.00' });
        expect(unpaid.lines.every((l) => !l.paid && l.paidDate === null)).toBe(true);
      });

      it('applies a mark paid once per idempotency key', async () => {
        const { groupId, invoice } = take((i) => open(i) && i.invoiceStatus === 'SENT');
        const input = {
          invoiceGroupId: groupId,
          invoiceIds: [invoice.id],
          paymentMethodId: '1',
          paidDate: '2026-01-08',
          idempotencyKey: `k-${invoice.id}`,
        };
        expect(
          (await ok('markInvoicesPaid', 'MarkInvoicesPaidInput', { input })).invoices[0]?.invoiceStatus,
        ).toBe('PAID');
        await ok('markInvoicesNotPaid', 'MarkInvoicesNotPaidInput', {
          input: { invoiceGroupId: groupId, invoiceIds: [invoice.id] },
        });
        // A retry of the first click (same key, same input) is not applied again.
        expect(
          (await ok('markInvoicesPaid', 'MarkInvoicesPaidInput', { input })).invoices[0]?.invoiceStatus,
        ).toBe('SENT');
        const reused = await run('markInvoicesPaid', 'MarkInvoicesPaidInput', {
          input: { ...input, paymentMethodId: '2' },
        });
        expect(firstError(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' });
      });

      it('marks lines paid and not paid from the line menu', async () => {
        const { groupId, invoice } = take(
          (i) => open(i) && i.invoiceStatus === 'SENT' && i.lines.length >= 2,
        );
        const [first] = invoice.lines as [LineOut];
        const input = {
          invoiceGroupId: groupId,
          invoiceId: invoice.id,
          lineIds: [first.id],
          paid: true,
          paymentMethodId: '1',
          paidDate: '2026-01-05',
        };
        const missing = await run('markInvoiceLinesPaid', 'MarkInvoiceLinesPaidInput', {
          input: { ...input, paymentMethodId: null },
        });
        expect(firstError(missing)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentMethodId' });
        const partial = await ok('markInvoiceLinesPaid', 'MarkInvoiceLinesPaidInput', { input });
        expect(partial.lines).toMatchObject([
          { id: first.id, paid: true, paidDate: '2026-01-05', status: 'PAID', statusLabel: 'Paid' },
        ]);
        expect(partial.invoices[0]).toMatchObject({
          invoiceStatus: 'PARTIAL_PAID',
          canToggleDeliveryMode: false,
        });
        const back = await ok('markInvoiceLinesPaid', 'MarkInvoiceLinesPaidInput', {
          input: { ...input, paid: false, paymentMethodId: null, paidDate: null },
        });
        expect(back.lines[0]).toMatchObject({ paid: false, status: 'SENT' });
        expect(back.invoices[0]?.invoiceStatus).toBe('SENT');
      });

      it('marks shipped / picked up and not shipped; a line ships alone', async () => {
        const { groupId, invoice } = take(
          (i) =>
            !i.isShipped && i.shipStatus === 'NOT_SHIPPED' && i.lines.filter((l) => !l.hidden).length >= 2,
        );
        const line = invoice.lines.find((l) => !l.hidden) as LineOut;
        const one = await ok('markInvoiceLinesShipped', 'MarkInvoiceLinesShippedInput', {
          input: {
            invoiceGroupId: groupId,
            invoiceId: invoice.id,
            lineIds: [line.id],
            shippedDate: '2026-01-06',
          },
        });
        expect(one.lines[0]).toMatchObject({ shipped: true, status: 'SHIPPED', statusLabel: 'Shipped' });
        expect(one.invoices[0]?.shipStatus).toBe('PARTIAL');
        const all = await ok('markInvoicesShipped', 'MarkInvoicesShippedInput', {
          input: { invoiceGroupId: groupId, invoiceIds: [invoice.id], shipped: true },
        });
        expect(all.invoices[0]).toMatchObject({
          isShipped: true,
          shipStatus: invoice.deliveryMode === 'PICKUP' ? 'PICKED_UP' : 'SHIPPED',
        });
        const none = await ok('markInvoicesShipped', 'MarkInvoicesShippedInput', {
          input: { invoiceGroupId: groupId, invoiceIds: [invoice.id], shipped: false },
        });
        expect(none.invoices[0]).toMatchObject({ isShipped: false, shipStatus: 'NOT_SHIPPED' });
        const future = await run('markInvoicesShipped', 'MarkInvoicesShippedInput', {
          input: {
            invoiceGroupId: groupId,
            invoiceIds: [invoice.id],
            shipped: true,
            shippedDate: '2999-01-01',
          },
        });
        expect(firstError(future)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'shippedDate' });
      });

      it('applies a mark shipped once per idempotency key', async () => {
        const { groupId, invoice } = take((i) => open(i) && i.shipStatus === 'NOT_SHIPPED');
        const input = {
          invoiceGroupId: groupId,
          invoiceIds: [invoice.id],
          shipped: true,
          idempotencyKey: `ship-${invoice.id}`,
        };
        expect(
          (await ok('markInvoicesShipped', 'MarkInvoicesShippedInput', { input })).invoices[0],
        ).toMatchObject({ isShipped: true });
        await ok('markInvoicesShipped', 'MarkInvoicesShippedInput', {
          input: { invoiceGroupId: groupId, invoiceIds: [invoice.id], shipped: false },
        });
        // A retry of the first request (same key, same input) is not applied again.
        expect(
          (await ok('markInvoicesShipped', 'MarkInvoicesShippedInput', { input })).invoices[0],
        ).toMatchObject({ isShipped: false, shipStatus: 'NOT_SHIPPED' });
        const reused = await run('markInvoicesShipped', 'MarkInvoicesShippedInput', {
          input: { ...input, shipped: false },
        });
        expect(firstError(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' });
      });

      it('toggles the delivery mode until a line is paid', async () => {
        const { groupId, invoice } = take((i) => i.canToggleDeliveryMode && i.lines.length >= 1);
        const other = invoice.deliveryMode === 'PICKUP' ? 'SHIPPING' : 'PICKUP';
        const toggled = await ok('setInvoiceDeliveryMode', 'SetInvoiceDeliveryModeInput', {
          input: { invoiceGroupId: groupId, invoiceId: invoice.id, mode: other },
        });
        expect(toggled.invoices[0]?.deliveryMode).toBe(other);
        await ok('markInvoiceLinesPaid', 'MarkInvoiceLinesPaidInput', {
          input: {
            invoiceGroupId: groupId,
            invoiceId: invoice.id,
            lineIds: [invoice.lines[0]?.id],
            paid: true,
            paymentMethodId: '2',
            paidDate: '2026-01-07',
          },
        });
        const locked = await run('setInvoiceDeliveryMode', 'SetInvoiceDeliveryModeInput', {
          input: { invoiceGroupId: groupId, invoiceId: invoice.id, mode: invoice.deliveryMode },
        });
        expect(firstError(locked)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: INVOICE_EDITING_MESSAGES.deliveryModeLocked,
        });
      });

      it('answers the cost-per-lot question (the processor s house is asked; p is not)', async () => {
        const ask = (await editor(otherGroupId, null, callers.other)) as Editor;
        expect(ask).toMatchObject({ costPerLotChoice: true, editorVariant: null, applyCostPerLot: null });
        const answered = dataOf<{ setCostPerLot: { editor: Editor } }>(
          await gql(
            url,
            'mutation S($input: SetCostPerLotInput!) { setCostPerLot(input: $input) { invoices { id } editor { id applyCostPerLot editorVariant } } }',
            {
              input: { invoiceGroupId: otherGroupId, applyCostPerLot: true },
            },
            callers.other,
          ),
        ).setCostPerLot;
        expect(answered.editor).toMatchObject({
          id: otherGroupId,
          applyCostPerLot: true,
          editorVariant: 'PER_LOT',
        });
      });
    });

    describe('access', () => {
      it("refuses another house's group and invoices: no data, NOT_FOUND", async () => {
        const mine = editors[0] as Editor;
        expect(await editor(mine.invoiceGroupId, null, callers.other)).toBeNull();
        const details = await gql(url, DETAILS, { id: mine.invoiceGroupId }, callers.other);
        expect(dataOf<{ invoiceGroupDetails: null }>(details).invoiceGroupDetails).toBeNull();
        const theirs = (await editor(otherGroupId, null, callers.other)) as Editor;
        const theirInvoice = theirs.invoiceIds[0] as string;
        const narrowed = (await editor(mine.invoiceGroupId, [theirInvoice])) as Editor;
        expect(narrowed.invoices.items).toEqual([]);
        const paid = await run('markInvoicesPaid', 'MarkInvoicesPaidInput', {
          input: {
            invoiceGroupId: otherGroupId,
            invoiceIds: [theirInvoice],
            paymentMethodId: '1',
            paidDate: '2026-01-02',
          },
        });
        expect(firstError(paid).code).toBe('NOT_FOUND');
        expect(paid.body.data).toBeNull();
        const note = await run('saveInvoiceNote', 'SaveInvoiceNoteInput', {
          input: { invoiceGroupId: mine.invoiceGroupId, invoiceIds: [theirInvoice], note: 'x' },
        });
        expect(firstError(note).code).toBe('NOT_FOUND');
        expect(
          (await editor(otherGroupId, [theirInvoice], callers.other))?.invoices.items[0]?.invoiceStatus,
        ).toBe(theirs.invoices.items[0]?.invoiceStatus);
      });

      it('gives the super user File as dispute where others may not', async () => {
        const line = editors
          .flatMap((e) =>
            e.invoices.items
              .filter((i) => i.channel !== 'Floor')
              .flatMap((i) => i.lines.map((l) => ({ e, l }))),
          )
          .find(({ l }) => !l.canFileDispute && l.disputeRef === null);
        if (!line) throw new Error('the seed has no line without canOpenDispute');
        const asSuper = (await editor(line.e.invoiceGroupId, null, callers.super)) as Editor;
        expect(
          asSuper.invoices.items.flatMap((i) => i.lines).find((l) => l.id === line.l.id)?.canFileDispute,
        ).toBe(true);
      });

      it('refuses a user without the invoices flag (FORBIDDEN) and lets the clerk in', async () => {
        const group = editors[0] as Editor;
        expect((await editor(group.invoiceGroupId, null, callers.clerk))?.id).toBe(group.invoiceGroupId);
        await stack.upstream.db
          .updateTable('users')
          .set({ access_invoices: false })
          .where('user_name', '=', 'clerk')
          .execute();
        const query = await gql(url, EDITOR, { id: group.invoiceGroupId }, callers.clerk);
        expect(firstError(query).code).toBe('FORBIDDEN');
        expect(query.body.data?.['invoiceGroupEditor'] ?? null).toBeNull();
        const write = await run(
          'saveInvoiceNote',
          'SaveInvoiceNoteInput',
          {
            input: { invoiceGroupId: group.invoiceGroupId, invoiceIds: [group.invoiceIds[0]], note: 'x' },
          },
          callers.clerk,
        );
        expect(firstError(write).code).toBe('FORBIDDEN');
        await stack.upstream.db
          .updateTable('users')
          .set({ access_invoices: true })
          .where('user_name', '=', 'clerk')
          .execute();
      });
    });
  });
}
