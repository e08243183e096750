import { moneyToCents } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream, type StartedUpstream } from '../testing.js';

/** A row of groupInfo/processCards?summary=true: the rules of invoiceState.ts applied in the service. */
interface SummaryRow {
  invoiceID: number;
  firstName: string;
  lastName: string;
  paddleNumber: string | null;
  paidStatus: string;
  batchEligible: 0 | 1;
  totalString: string;
  balanceString: string;
  pendingAdditionalCharges: string;
  itemCount: number;
  hasRestrictedItems: boolean;
  hasLiveFee: boolean;
  creditCardLimitExceeded: boolean;
  canHouseProcessCards: boolean;
}

/**
 * GET invoicePage answers in SQL what the group summary derives invoice by invoice: over every group
 * of the demo house, its figures, filters, search and pages equal those of the summary's rows.
 */
describe('GET invoiceGroup/{id}/invoicePage', () => {
  let upstream: StartedUpstream;
  let cookie = '';
  let groupIds: number[] = [];
  const demo = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
  const get = async (path: string) => {
    const res = await request(upstream.url).get(demo(path)).set('Cookie', cookie);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    cookie =
      String(
        (await request(upstream.url).post('/app/login').send(DEMO_LOGINS.staff)).headers['set-cookie'],
      ).split(';')[0] ?? '';
    const rows = await upstream.db
      .selectFrom('invoice_groups')
      .innerJoin('houses', 'houses.id', 'invoice_groups.house_id')
      .select('invoice_groups.id')
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .orderBy('invoice_groups.id')
      .execute();
    groupIds = rows.map((r) => r.id);
  }, 120_000);
  afterAll(() => upstream?.close());

  const summaryOf = async (groupId: number) => {
    const info = await get(`/invoiceGroup/${groupId}/groupInfo/processCards?summary=true`);
    return info.invoiceGroupInfo as { invoices: SummaryRow[]; totalPriceWithAdditionalCharges: object };
  };
  const money = (cents: number) => (cents / 100).toFixed(2);
  const sumCents = (rows: SummaryRow[], pick: (r: SummaryRow) => string) =>
    rows.reduce((total, r) => total + moneyToCents(pick(r)), 0);

  it('has groups with paid and unpaid invoices to compare', async () => {
    const rows = (await Promise.all(groupIds.map(summaryOf))).flatMap((s) => s.invoices);
    expect(rows.some((r) => r.paidStatus === 'Paid')).toBe(true);
    expect(rows.some((r) => r.paidStatus !== 'Paid')).toBe(true);
    expect(rows.some((r) => r.batchEligible === 1)).toBe(true);
  });

  it('gives every group the figures of its summary rows', async () => {
    for (const groupId of groupIds) {
      const { invoices: rows, totalPriceWithAdditionalCharges } = await summaryOf(groupId);
      const page = await get(`/invoiceGroup/${groupId}/invoicePage?limit=5000`);
      const outstanding = sumCents(rows, (r) => r.balanceString);
      expect({ groupId, ...page }).toEqual({
        groupId,
        invoiceIDs: rows.map((r) => r.invoiceID),
        totalRecords: rows.length,
        summary: {
          invoiceCount: rows.length,
          paidCount: rows.filter((r) => r.paidStatus === 'Paid').length,
          itemCount: rows.reduce((n, r) => n + r.itemCount, 0),
          totalPriceWithAdditionalCharges,
          totalAmount: money(sumCents(rows, (r) => r.totalString)),
          outStandingBalance: money(outstanding),
          pendingAdditionalCharges: money(sumCents(rows, (r) => r.pendingAdditionalCharges)),
          hasPaddleNumbers: rows.some((r) => r.paddleNumber !== null && r.paddleNumber !== ''),
          hasRestrictedItems: rows.some((r) => r.hasRestrictedItems),
          hasLiveFee: rows.some((r) => r.hasLiveFee),
          batchEligibleCount: rows.filter((r) => r.batchEligible === 1).length,
          creditCardLimitExceededCount: rows.filter((r) => r.creditCardLimitExceeded).length,
          owingCount: rows.filter(
            (r) => moneyToCents(r.balanceString) > 0 || moneyToCents(r.pendingAdditionalCharges) > 0,
          ).length,
          canHouseProcessCardsCount: rows.filter((r) => r.canHouseProcessCards).length,
        },
      });
    }
  });

  it('filters by paid status and search, then pages, in invoice id order', async () => {
    // The group with the most invoices, and an unpaid invoice of it to search for.
    const groups = await Promise.all(
      groupIds.map(async (id) => ({ id, rows: (await summaryOf(id)).invoices })),
    );
    const { id: groupId, rows } = groups.reduce((a, b) => (b.rows.length > a.rows.length ? b : a));
    const someone = rows.find((r) => r.paidStatus !== 'Paid');
    const term = (someone?.lastName ?? '').slice(1, 3).toUpperCase();
    const cases: { query: string; expected: SummaryRow[] }[] = [
      { query: 'paid=PAID', expected: rows.filter((r) => r.paidStatus === 'Paid') },
      { query: 'paid=UNPAID', expected: rows.filter((r) => r.paidStatus !== 'Paid') },
      {
        query: `search=${encodeURIComponent(` ${term} `)}`,
        expected: rows.filter((r) =>
          [r.firstName, r.lastName].some((name) => name.toLowerCase().includes(term.toLowerCase())),
        ),
      },
      {
        query: `paid=UNPAID&search=${String(someone?.invoiceID).slice(0, 2)}`,
        expected: rows.filter(
          (r) =>
            r.paidStatus !== 'Paid' &&
            (String(r.invoiceID).startsWith(String(someone?.invoiceID).slice(0, 2)) ||
              [r.firstName, r.lastName].some((n) => n.includes(String(someone?.invoiceID).slice(0, 2)))),
        ),
      },
    ];
    for (const { query, expected } of cases) {
      const ids = expected.map((r) => r.invoiceID);
      expect(ids.length, query).toBeGreaterThan(0);
      const all = await get(`/invoiceGroup/${groupId}/invoicePage?${query}&limit=5000`);
      expect({ query, ids: all.invoiceIDs, total: all.totalRecords }).toEqual({
        query,
        ids,
        total: ids.length,
      });
      const second = await get(
        `/invoiceGroup/${groupId}/invoicePage?${query}&offset=1&limit=2&summary=false`,
      );
      expect(second).toEqual({ invoiceIDs: ids.slice(1, 3), totalRecords: ids.length });
    }
    const figuresOnly = await get(`/invoiceGroup/${groupId}/invoicePage?limit=0`);
    expect(figuresOnly.invoiceIDs).toEqual([]);
    expect(figuresOnly.totalRecords).toBe(rows.length);
  });
});
