import { SALES_TAX_FIRST_YEAR } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { NO_STATE } from './salesTaxReport.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * The sales tax report's REST calls (sales §7 GET /salesTaxReport and its CSV) on the real upstream
 * (in-memory PGlite, demo seed). Every response is checked against openapi/house.yaml and every
 * declared status of the `salesTaxReports` operations is provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['salesTaxReports'],
});

interface Row {
  startDate: string;
  maxDate: string;
  stateCode: string;
  stateName: string;
  salesAmount: number;
  taxAmount: number;
}

describe('salesTaxReports: GET /salesTaxReport', () => {
  let upstream: StartedUpstream;
  let url: string;
  const as = { staff: '', other: '' };
  const path = (house = DEMO_HOUSE_REF) => `/app/house/${house}/salesTaxReport`;
  const get = async (query: Record<string, string | number>, cookie = as.staff, p = path()) =>
    contract.check('get', await request(url).get(p).query(query).set('Cookie', cookie));
  const report = async (query: Record<string, string | number>) =>
    (await get(query)).body.data.houseSalesTaxReport as { rows: Row[]; totals: Record<string, number> };

  /** Marks one line of each house paid on a day no seeded line is paid, and returns its facts. */
  async function payOneLine(houseRef: string, day: string, tax: number) {
    const line = await upstream.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .innerJoin('houses', 'houses.id', 'invoices.house_id')
      .innerJoin('bidders', 'bidders.id', 'invoices.bidder_id')
      .where('houses.ref', '=', houseRef)
      .where('bidders.country', '=', 'US')
      .where('invoice_lines.paid', '=', false)
      .select(['invoice_lines.id', 'hammer', 'premium', 'live_fee', 'bidders.state'])
      .orderBy('invoice_lines.id')
      .executeTakeFirstOrThrow();
    await upstream.db
      .updateTable('invoice_lines')
      .set({ paid: true, paid_date: day, tax })
      .where('id', '=', line.id)
      .execute();
    return { state: line.state, sales: line.hammer + line.premium + line.live_fee };
  }

  beforeAll(async () => {
    upstream = await startUpstream();
    url = upstream.url;
    for (const who of ['staff', 'other'] as const) {
      const login = who === 'staff' ? DEMO_LOGINS.staff : DEMO_LOGINS.otherStaff;
      as[who] =
        String((await request(url).post('/app/login').send(login)).headers['set-cookie']).split(';')[0] ?? '';
    }
  });
  afterAll(() => upstream?.close());

  it('sums each state and month of the paid lines, with totals, from the seeded invoices', async () => {
    const all = await report({});
    expect(all.rows.length).toBeGreaterThan(0);
    expect(all.totals.taxAmount).toBeGreaterThan(0);
    expect(all.totals.salesAmount).toBe(all.rows.reduce((s, r) => s + r.salesAmount, 0));
    expect(all.totals.taxAmount).toBe(all.rows.reduce((s, r) => s + r.taxAmount, 0));
    // The same figures, added up here line by line from the tables.
    const lines = await upstream.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .innerJoin('houses', 'houses.id', 'invoices.house_id')
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .where('invoice_lines.paid', '=', true)
      .where('invoice_lines.paid_date', 'is not', null)
      .select(['hammer', 'premium', 'live_fee', 'tax'])
      .execute();
    expect(all.totals.taxAmount).toBe(lines.reduce((s, l) => s + l.tax, 0));
    expect(all.totals.salesAmount).toBe(lines.reduce((s, l) => s + l.hammer + l.premium + l.live_fee, 0));
    const row = all.rows[0]!;
    expect(row.startDate).toMatch(/^\d{2}\/01\/\d{4}$/);
    expect(row.maxDate.slice(0, 2)).toBe(row.startDate.slice(0, 2));
  });

  it('filters by year, month and state; another house never counts', async () => {
    const mine = await payOneLine(DEMO_HOUSE_REF, '2023-02-14', 1_234);
    await payOneLine(OTHER_HOUSE_REF, '2023-02-20', 999);
    const feb = await report({ year: 2023, month: 2 });
    expect(feb.rows).toEqual([
      expect.objectContaining({
        startDate: '02/01/2023',
        maxDate: '02/14/2023',
        stateCode: mine.state,
        salesAmount: mine.sales,
        taxAmount: 1_234,
      }),
    ]);
    expect(feb.totals).toEqual({ salesAmount: mine.sales, taxAmount: 1_234 });
    expect((await report({ year: 2023, month: 2, state: mine.state.toLowerCase() })).rows).toHaveLength(1);
    expect((await report({ year: 2023, month: 2, state: mine.state === 'ZZ' ? 'YY' : 'ZZ' })).rows).toEqual(
      [],
    );
    expect((await report({ year: 2023, month: 3 })).totals).toEqual({ salesAmount: 0, taxAmount: 0 });
    const year = await report({ year: 2023 });
    expect(year.rows.some((r) => r.startDate === '02/01/2023')).toBe(true);
  });

  it('names the row of buyers with no state on file instead of leaving it blank', async () => {
    const line = await upstream.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .innerJoin('houses', 'houses.id', 'invoices.house_id')
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .where('invoice_lines.paid', '=', false)
      .select(['invoice_lines.id', 'invoices.bidder_id'])
      .orderBy('invoice_lines.id', 'desc')
      .executeTakeFirstOrThrow();
    await upstream.db
      .updateTable('bidders')
      .set({ country: 'US', state: '', province: '' })
      .where('id', '=', line.bidder_id)
      .execute();
    await upstream.db
      .updateTable('invoice_lines')
      .set({ paid: true, paid_date: '2023-05-09', tax: 50 })
      .where('id', '=', line.id)
      .execute();
    const may = await report({ year: 2023, month: 5 });
    expect(may.rows).toEqual([
      expect.objectContaining({ stateCode: '', stateName: NO_STATE, taxAmount: 50 }),
    ]);
  });

  it('refuses a year before 2023, a month out of range or without a year, and a bad state (400)', async () => {
    const queries: Record<string, string | number>[] = [
      { year: SALES_TAX_FIRST_YEAR - 1 },
      { year: 2024, month: 13 },
      { month: 4 },
      { year: 2024, state: 'New York' },
      { year: 'soon' },
    ];
    for (const query of queries) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_FILTER');
    }
  });

  it('answers the report as a CSV file with a total row', async () => {
    // A file, not JSON: checked here by type, name and content (the gap check below leaves it out).
    const res = await request(url)
      .get(`${path()}/export`)
      .query({ year: 2023, month: 2 })
      .set('Cookie', as.staff);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-tax-2023-02.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Start Date,Max Date,State,Sales Amount,Tax Amount');
    expect(lines[1]).toMatch(/^02\/01\/2023,02\/14\/2023,.+,\d+\.\d{2},12\.34$/);
    expect(lines.at(-1)).toMatch(/^Total,,,\d+\.\d{2},12\.34$/);
    const bad = await request(url).get(`${path()}/export`).query({ month: 1 }).set('Cookie', as.staff);
    expect(contract.check('get', bad).status).toBe(400);
  });

  it('refuses no session (401) and another house (403)', async () => {
    expect((await get({}, '')).status).toBe(401);
    expect((await get({}, as.other)).status).toBe(403);
    for (const cookie of ['', as.other])
      contract.check('get', await request(url).get(`${path()}/export`).set('Cookie', cookie));
  });

  it('exercised every salesTaxReports operation and status', () => {
    const { operations, responses } = contract.gaps();
    expect(operations.filter((o) => o !== 'exportSalesTaxReport')).toEqual([]);
    expect(responses).toEqual(['exportSalesTaxReport 200']);
  });
});
