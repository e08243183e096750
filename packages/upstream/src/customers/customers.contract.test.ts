import { BLOCKING_DISPUTE_STATUSES } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * Your Customers' REST calls (sales §7 GET /yourCustomers, /yourCustomers/group/{groupID}, /groups,
 * /keywordsReports, and the list's export) on the real upstream (in-memory PGlite, demo seed). Every
 * JSON response is checked against openapi/house.yaml; files are checked by type, name and content.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['customers'],
});

interface Customer {
  customerID: number;
  firstName: string;
  lastName: string;
  email: string;
  purchaseCount: number;
  purchaseTotal: number;
  unpaidBalance: number;
  strikes: number;
}

/** Collects a binary body (an .xlsx) as a Buffer. */
const binaryBody: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('customers: GET /yourCustomers, /groups, /keywordsReports', () => {
  let upstream: StartedUpstream;
  let url: string;
  const as = { staff: '', other: '' };
  const base = `/app/house/${DEMO_HOUSE_REF}`;
  const get = async (path: string, query: Record<string, string | number> = {}, cookie = as.staff) =>
    contract.check(
      'get',
      await request(url)
        .get(base + path)
        .query(query)
        .set('Cookie', cookie),
    );
  const page = async (path: string, query: Record<string, string | number> = {}) =>
    (await get(path, query)).body.data as { customers: Customer[]; totalRecords: number };

  /** How far the app's clock runs ahead of the real time (the strike-expiry test moves it). */
  let clockAhead = 0;

  beforeAll(async () => {
    upstream = await startUpstream({ clock: () => new Date(Date.now() + clockAhead) });
    url = upstream.url;
    for (const who of ['staff', 'other'] as const) {
      const login = who === 'staff' ? DEMO_LOGINS.staff : DEMO_LOGINS.otherStaff;
      as[who] =
        String((await request(url).post('/app/login').send(login)).headers['set-cookie']).split(';')[0] ?? '';
    }
  });
  afterAll(() => upstream?.close());

  it('pages the house customers by last name, with purchases and unpaid balances', async () => {
    const first = await page('/yourCustomers');
    const bidders = await upstream.db
      .selectFrom('bidders')
      .innerJoin('houses', 'houses.id', 'bidders.house_id')
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .select('bidders.id')
      .execute();
    expect(first.totalRecords).toBe(bidders.length);
    expect(first.customers).toHaveLength(Math.min(50, bidders.length));
    const names = first.customers.map((c) => c.lastName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(first.customers.some((c) => c.purchaseCount > 0 && c.purchaseTotal > 0)).toBe(true);
    expect(first.customers.some((c) => c.unpaidBalance > 0)).toBe(true);
    const second = await page('/yourCustomers', { page: 2, size: 10 });
    expect(second.customers.map((c) => c.customerID)).toEqual(
      first.customers.slice(10, 20).map((c) => c.customerID),
    );
  });

  it('searches first name, last name or e-mail, case-insensitive', async () => {
    const [someone] = (await page('/yourCustomers')).customers;
    const byLast = await page('/yourCustomers', { search: someone!.lastName.toUpperCase() });
    expect(byLast.customers.map((c) => c.customerID)).toContain(someone!.customerID);
    expect(
      byLast.customers.every(
        (c) =>
          c.lastName.toLowerCase().includes(someone!.lastName.toLowerCase()) ||
          c.firstName.toLowerCase().includes(someone!.lastName.toLowerCase()) ||
          c.email.includes(someone!.lastName.toLowerCase()),
      ),
    ).toBe(true);
    const byEmail = await page('/yourCustomers', { search: someone!.email.toUpperCase() });
    expect(byEmail.customers.map((c) => c.customerID)).toEqual([someone!.customerID]);
    expect((await page('/yourCustomers', { search: '%_nobody_%' })).totalRecords).toBe(0);
    expect((await get('/yourCustomers', { search: 'x'.repeat(101) })).status).toBe(400);
    expect((await get('/yourCustomers', { size: 0 })).status).toBe(400);
  });

  it('counts strikes from unpaid_item_strikes per customer', async () => {
    const [someone] = (await page('/yourCustomers')).customers;
    const dispute = await upstream.db
      .selectFrom('sale_results')
      .innerJoin('approvals', 'approvals.id', 'sale_results.approval_id')
      .where('approvals.bidder_id', '=', someone!.customerID)
      .select(['sale_results.lot_id', 'approvals.id as approval_id', 'approvals.house_id'])
      .executeTakeFirst();
    const houseId =
      dispute?.house_id ??
      (
        await upstream.db
          .selectFrom('houses')
          .where('ref', '=', DEMO_HOUSE_REF)
          .select('id')
          .executeTakeFirstOrThrow()
      ).id;
    const lotId =
      dispute?.lot_id ??
      (
        await upstream.db
          .selectFrom('lots')
          .where('house_id', '=', houseId)
          .select('id')
          .executeTakeFirstOrThrow()
      ).id;
    const approvalId =
      dispute?.approval_id ??
      (
        await upstream.db
          .selectFrom('approvals')
          .where('bidder_id', '=', someone!.customerID)
          .select('id')
          .executeTakeFirstOrThrow()
      ).id;
    const { id } = await upstream.db
      .insertInto('disputes')
      .values({
        house_id: houseId,
        ref: 'DTESTSTRIKE1',
        lot_id: lotId,
        approval_id: approvalId,
        bidder_id: someone!.customerID,
        status: 'c',
        reason_id: 4,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await upstream.db
      .insertInto('unpaid_item_strikes')
      .values({ bidder_id: someone!.customerID, house_id: houseId, dispute_id: id })
      .execute();
    const after = await page('/yourCustomers', { search: someone!.email });
    expect(after.customers[0]?.strikes).toBe(someone!.strikes + 1);
  });

  it('counts a live strike but not one whose expiry (unpaidItems strike expiry) has passed', async () => {
    // Two strikes need two closed ('x', blocking) disputes, hence two lots: 0014 allows one blocking
    // dispute per lot. The bidder has no strike yet, so the count is exactly the live one.
    const won = await upstream.db
      .selectFrom('sale_results')
      .innerJoin('approvals', 'approvals.id', 'sale_results.approval_id')
      .innerJoin('houses', 'houses.id', 'approvals.house_id')
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .where('sale_results.passed', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('disputes')
              .select('disputes.id')
              .whereRef('disputes.lot_id', '=', 'sale_results.lot_id')
              .where('disputes.status', 'in', BLOCKING_DISPUTE_STATUSES),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('unpaid_item_strikes')
              .select('unpaid_item_strikes.id')
              .whereRef('unpaid_item_strikes.bidder_id', '=', 'approvals.bidder_id'),
          ),
        ),
      )
      .select([
        'approvals.bidder_id',
        'approvals.house_id',
        'approvals.id as approval_id',
        'sale_results.lot_id',
      ])
      .orderBy('approvals.bidder_id')
      .orderBy('sale_results.lot_id')
      .execute();
    const bidderId = won.find((w, i) => won[i + 1]?.bidder_id === w.bidder_id)?.bidder_id;
    const [live, expired] = won.filter((w) => w.bidder_id === bidderId);
    if (!live || !expired) throw new Error('The demo seed has no bidder with two undisputed lots');
    const day = 86_400_000;
    for (const [w, expiresAt] of [
      [live, new Date(Date.now() + 30 * day)],
      [expired, new Date(Date.now() - day)],
    ] as const) {
      const { id } = await upstream.db
        .insertInto('disputes')
        .values({
          house_id: w.house_id,
          ref: `DTESTEXPIRY${w.lot_id}`,
          lot_id: w.lot_id,
          approval_id: w.approval_id,
          bidder_id: w.bidder_id,
          status: 'x',
          reason_id: 4,
          strike_recorded: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await upstream.db
        .insertInto('unpaid_item_strikes')
        .values({ bidder_id: w.bidder_id, house_id: w.house_id, dispute_id: id, expires_at: expiresAt })
        .execute();
    }
    const email = (
      await upstream.db
        .selectFrom('bidders')
        .where('id', '=', live.bidder_id)
        .select('email')
        .executeTakeFirstOrThrow()
    ).email;
    const strikes = async () =>
      (await page('/yourCustomers', { search: email })).customers.find((c) => c.customerID === live.bidder_id)
        ?.strikes;
    expect(await strikes()).toBe(1);
    // Expiry is by the app's clock, as the job that expires strikes runs, not the database's.
    clockAhead = 31 * day;
    try {
      expect(await strikes()).toBe(0);
    } finally {
      clockAhead = 0;
    }
  });

  it('lists the house groups and filters customers by one; a foreign or unknown group is 404', async () => {
    const groups = (await get('/groups')).body.data.groups as { groupID: number; groupName: string }[];
    expect(groups.length).toBeGreaterThan(0);
    const counts = await Promise.all(
      groups.slice(0, 6).map(async (g) => (await page(`/yourCustomers/group/${g.groupID}`)).totalRecords),
    );
    const all = (await page('/yourCustomers')).totalRecords;
    expect(counts.some((n) => n > 0 && n < all)).toBe(true);
    const otherGroup = await upstream.db
      .selectFrom('sale_groups')
      .innerJoin('houses', 'houses.id', 'sale_groups.house_id')
      .where('houses.ref', '=', OTHER_HOUSE_REF)
      .select('sale_groups.id')
      .executeTakeFirstOrThrow();
    expect((await get(`/yourCustomers/group/${otherGroup.id}`)).status).toBe(404);
    expect((await get('/yourCustomers/group/abc')).status).toBe(404);
    expect((await get(`/yourCustomers/group/${groups[0]!.groupID}`, { page: 0 })).status).toBe(400);
    const exportRes = await request(url)
      .get(`${base}/yourCustomers/export`)
      .query({ groupID: otherGroup.id })
      .set('Cookie', as.staff);
    expect(contract.check('get', exportRes).status).toBe(404);
    expect(
      contract.check(
        'get',
        await request(url).get(`${base}/yourCustomers/export?type=pdf`).set('Cookie', as.staff),
      ).status,
    ).toBe(400);
  });

  it('exports the list as CSV and XLSX and answers the keywords report as CSV', async () => {
    const csv = await request(url).get(`${base}/yourCustomers/export?type=csv`).set('Cookie', as.staff);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Last Name,First Name,Email,Phone,/);
    expect(lines.length - 1).toBe((await page('/yourCustomers')).totalRecords);
    const xlsx = await request(url)
      .get(`${base}/yourCustomers/export?type=xlsx`)
      .set('Cookie', as.staff)
      .buffer(true)
      .parse(binaryBody);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(
      Buffer.from(xlsx.body as Buffer)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const keywords = await request(url).get(`${base}/keywordsReports`).set('Cookie', as.staff);
    expect(keywords.status).toBe(200);
    const rows = keywords.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Keyword,First Name,Last Name,Email,Date Added');
    expect(rows.length).toBeGreaterThan(1);
  });

  it('refuses no session (401) and another house (403)', async () => {
    for (const path of [
      '/yourCustomers',
      '/yourCustomers/group/1',
      '/groups',
      '/keywordsReports',
      '/yourCustomers/export',
    ]) {
      expect(contract.check('get', await request(url).get(base + path)).status).toBe(401);
      expect(
        contract.check(
          'get',
          await request(url)
            .get(base + path)
            .set('Cookie', as.other),
        ).status,
      ).toBe(403);
    }
  });

  it('exercised every customers operation and status', () => {
    const { operations, responses } = contract.gaps();
    expect(operations.filter((o) => o !== 'exportYourCustomers' && o !== 'getKeywordsReport')).toEqual([]);
    // The files are checked above by type, name and content, not as JSON.
    expect(responses).toEqual(['exportYourCustomers 200', 'getKeywordsReport 200']);
  });
});
