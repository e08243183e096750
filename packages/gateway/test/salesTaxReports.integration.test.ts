import { SALES_TAX_MESSAGES } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Sales tax reports over HTTP against the real upstream on PGlite (sales §2 Sales Tax Reports, §4,
 * §7 GET /salesTaxReport): the figures, the filter rules, the reports flag and processor type p,
 * and the CSV through the gateway's file route.
 */
const PASSWORD = 'demo-password';
const REPORT = `query($y: Int!, $m: Int, $s: String) { salesTaxReport(year: $y, month: $m, state: $s) {
  rows { startDate maxDate stateCode stateName salesAmount taxAmount } totals { salesAmount taxAmount } csvUrl } }`;

interface Report {
  rows: { startDate: string; maxDate: string; stateCode: string; salesAmount: string; taxAmount: string }[];
  totals: { salesAmount: string; taxAmount: string };
  csvUrl: string;
}

describe('sales tax reports through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  const report = async (vars: Record<string, unknown>, as: Caller = staff) =>
    gql(stack.gatewayUrl, REPORT, vars, as);
  const setProcessor = (type: 'p' | 's') =>
    stack.upstream.db
      .updateTable('houses')
      .set({ processor_type: type })
      .where('user_name', '=', 'demo')
      .execute();

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    // One known paid line in a month the seed leaves empty.
    const line = await stack.upstream.db
      .selectFrom('invoice_lines')
      .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
      .innerJoin('houses', 'houses.id', 'invoices.house_id')
      .innerJoin('bidders', 'bidders.id', 'invoices.bidder_id')
      .where('houses.user_name', '=', 'demo')
      .where('bidders.country', '=', 'US')
      .select(['invoice_lines.id'])
      .orderBy('invoice_lines.id')
      .executeTakeFirstOrThrow();
    await stack.upstream.db
      .updateTable('invoice_lines')
      .set({ paid: true, paid_date: '2023-05-09', tax: 5_050, hammer: 100_000, premium: 20_000, live_fee: 0 })
      .where('id', '=', line.id)
      .execute();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the rows and totals as money and ISO dates, with the CSV URL of the filter', async () => {
    const may = dataOf<{ salesTaxReport: Report }>(await report({ y: 2023, m: 5 })).salesTaxReport;
    expect(may.rows).toHaveLength(1);
    expect(may.rows[0]).toMatchObject({
      startDate: '2023-05-01',
      maxDate: '2023-05-09',
      salesAmount: '1200.00',
      taxAmount: '50.50',
    });
    expect(may.totals).toEqual({ salesAmount: '1200.00', taxAmount: '50.50' });
    expect(may.csvUrl).toBe('/downloads/reports/salesTax.csv?year=2023&month=5');
    const none = dataOf<{ salesTaxReport: Report }>(await report({ y: 2023, m: 5, s: 'zz' })).salesTaxReport;
    expect(none.rows).toEqual([]);
    expect(none.csvUrl).toBe('/downloads/reports/salesTax.csv?year=2023&month=5&state=ZZ');
    const whole = dataOf<{ salesTaxReport: Report }>(
      await report({ y: new Date().getUTCFullYear() }),
    ).salesTaxReport;
    expect(whole.rows.length).toBeGreaterThan(0);
  });

  it('refuses a year before 2023 or a month out of range (BAD_USER_INPUT, no upstream call)', async () => {
    expect(firstError(await report({ y: 2022 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: SALES_TAX_MESSAGES.badYear,
      field: 'year',
    });
    expect(firstError(await report({ y: 2024, m: 13 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'month',
    });
  });

  it('needs a signed-in caller with the reports flag, in a house of processor type p', async () => {
    expect(firstError(await report({ y: 2024 }, {})).code).toBe('UNAUTHENTICATED');
    expect(firstError(await report({ y: 2024 }, clerk)).code).toBe('FORBIDDEN');
    await setProcessor('s');
    try {
      expect(firstError(await report({ y: 2024 })).code).toBe('FORBIDDEN');
      const csv = await request(stack.gatewayUrl)
        .get('/downloads/reports/salesTax.csv?year=2024')
        .set('Cookie', staff.cookie ?? '');
      expect(csv.status).toBe(403);
    } finally {
      await setProcessor('p');
    }
  });

  it('serves the CSV through the gateway with the same rules', async () => {
    const csv = await request(stack.gatewayUrl)
      .get('/downloads/reports/salesTax.csv?year=2023&month=5')
      .set('Cookie', staff.cookie ?? '');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales-tax-2023-05.csv"');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Start Date,Max Date,State,Sales Amount,Tax Amount');
    expect(lines[1]).toMatch(/^05\/01\/2023,05\/09\/2023,.+,1200\.00,50\.50$/);
    expect(lines[2]).toBe('Total,,,1200.00,50.50');
    expect((await request(stack.gatewayUrl).get('/downloads/reports/salesTax.csv?year=2023')).status).toBe(
      401,
    );
    const clerkCsv = await request(stack.gatewayUrl)
      .get('/downloads/reports/salesTax.csv?year=2023')
      .set('Cookie', clerk.cookie ?? '');
    expect(clerkCsv.status).toBe(403);
    const bad = await request(stack.gatewayUrl)
      .get('/downloads/reports/salesTax.csv?year=2020')
      .set('Cookie', staff.cookie ?? '');
    expect(bad.status).toBe(400);
  });
});
