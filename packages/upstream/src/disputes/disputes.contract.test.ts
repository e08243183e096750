import { AFTER_SALE_MESSAGES as M, DISPUTE_RULE_MESSAGES as R } from '@ah/schema';
import { sql } from 'kysely';
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
 * The disputes' REST calls (sales §7 Results, feedback, disputes) on the real upstream (in-memory
 * PGlite, demo seed) with an injected clock, so the time rules (window, 4 days before closing,
 * mutual resolution after 5 minutes) are proven by moving the clock, never by waiting. Every
 * response is checked against openapi/house.yaml and every declared status is provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['disputes'],
});
const DAY = 86_400_000;

interface Outcome {
  disputeID: number;
  disputeRef: string;
  disputeStat: string;
}

describe('disputes: the REST calls and their rules', () => {
  let upstream: StartedUpstream;
  let now = Date.now();
  const as = { staff: '', super: '', other: '' };
  const base = `/app/house/${DEMO_HOUSE_REF}`;
  const get = async (path: string, cookie = as.staff) =>
    contract.check('get', await request(upstream.url).get(`${base}${path}`).set('Cookie', cookie));
  const post = async (path: string, body: object, cookie = as.staff) =>
    contract.check(
      'post',
      await request(upstream.url).post(`${base}${path}`).set('Cookie', cookie).send(body),
    );
  const submit = (body: object, cookie = as.staff) => post('/disputes', body, cookie);
  const dispute = async (ref: string, cookie = as.staff) =>
    (await get(`/dispute/${ref}`, cookie)).body.data.dispute as {
      disputeInfo: { disputeStat: string; closeable: boolean; disputeID: number };
      closeInfo: { creditAmount: string | null; strikeRecorded: boolean; onNoBidList: boolean };
      priceInfo: { bp: string; liveFee: string };
    };

  /** Sold lots of the demo house, not floor, no dispute, an ordinary bidder, sold `min`–`max` days before the clock. */
  const freeResults = async (min: number, max: number, channel: 'Floor' | 'online' = 'online') => {
    const rows = await upstream.db
      .selectFrom('sale_results as r')
      .innerJoin('lots as l', 'l.id', 'r.lot_id')
      .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
      .innerJoin('houses as h', 'h.id', 'r.house_id')
      .innerJoin('approvals as a', 'a.id', 'r.approval_id')
      .innerJoin('bidders as b', 'b.id', 'a.bidder_id')
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .where('r.passed', '=', false)
      .where('b.is_ebay', '=', false)
      .where('a.channel', channel === 'Floor' ? '=' : '!=', 'Floor')
      .where('c.starts_at', '<', new Date(now - min * DAY))
      .where('c.starts_at', '>', new Date(now - max * DAY))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('disputes as d').select('d.id').whereRef('d.lot_id', '=', 'r.lot_id'))),
      )
      .select(['r.id', 'l.ref as lotRef', 'r.lot_id as lotId'])
      .orderBy('r.id')
      .limit(6)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  };

  beforeAll(async () => {
    upstream = await startUpstream({ clock: () => new Date(now) });
    for (const who of ['staff', 'super', 'other'] as const) {
      const login = who === 'other' ? DEMO_LOGINS.otherStaff : DEMO_LOGINS[who];
      as[who] =
        String((await request(upstream.url).post('/app/login').send(login)).headers['set-cookie']).split(
          ';',
        )[0] ?? '';
    }
  });
  afterAll(() => upstream?.close());

  it('lists the reasons and which are mutual resolutions', async () => {
    const res = await get('/disputeTypes');
    expect(res.status).toBe(200);
    expect(res.body.data.disputeTypes).toHaveLength(5);
    expect(res.body.data.mutualResolution).toEqual([3, 5]);
    expect((await get('/disputeTypes', '')).status).toBe(401);
    expect((await get('/disputeTypes', as.other)).status).toBe(403);
  });

  it('seeds every status, and a dispute for every invoice line dispute_ref', async () => {
    const all = (await get('/disputes/all')).body.data.disputes as { disputeInfo: { disputeStat: string } }[];
    expect(new Set(all.map((d) => d.disputeInfo.disputeStat))).toEqual(
      new Set(['b', 's', 'd', 'x', 'c', 'n', 'm']),
    );
    const open = (await get('/disputes/open')).body.data.disputes as {
      disputeInfo: { openDispute: boolean };
    }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((d) => d.disputeInfo.openDispute)).toBe(true);
    const past = (await get('/disputes/pastYear')).body.data.disputes as {
      disputeInfo: { openDispute: boolean };
    }[];
    expect(past.every((d) => !d.disputeInfo.openDispute)).toBe(true);
    const orphans = await sql<{ n: number }>`select count(*)::int as n from invoice_lines il
      where il.dispute_ref is not null and not exists (select 1 from disputes d where d.ref = il.dispute_ref)`.execute(
      upstream.db,
    );
    expect(orphans.rows[0]?.n).toBe(0);
    expect((await get('/disputes/yesterday')).status).toBe(400);
    expect((await get('/disputes/open', '')).status).toBe(401);
    expect((await get('/disputes/open', as.other)).status).toBe(403);
  });

  it('answers a page (and the ids asked) of a filter with totalCount: the paged extension', async () => {
    type Listed = { disputeInfo: { disputeID: number } }[];
    const ids = (res: { body: { data: { disputes: Listed } } }) =>
      res.body.data.disputes.map((d) => d.disputeInfo.disputeID);
    const all = ids(await get('/disputes/all'));
    expect(all.length).toBeGreaterThan(4);
    const page = await get('/disputes/all?offset=2&limit=3');
    expect(ids(page)).toEqual(all.slice(2, 5));
    expect(page.body.data.totalCount).toBe(all.length);
    const open = (await get('/disputes/open')).body.data.disputes as Listed;
    const openPage = await get('/disputes/open?limit=500');
    expect(openPage.body.data.totalCount).toBe(open.length);
    const picked = await get(`/disputes/all?limit=10&ids=${all[3]},${all[0]},99999999`);
    expect(ids(picked)).toEqual([all[0], all[3]]);
    expect(picked.body.data.totalCount).toBe(2);
    for (const query of ['limit=0', 'limit=501', 'limit=x', 'offset=-1&limit=2', 'ids=1', 'limit=2&ids=1,,2'])
      expect((await get(`/disputes/all?${query}`)).status, query).toBe(400);
    const theirs = (await get('/disputes/all?limit=500', as.other)).status;
    expect(theirs).toBe(403);
  });

  it('reads one dispute and its messages, and only the caller house’s', async () => {
    const [first] = (await get('/disputes/all')).body.data.disputes as {
      disputeInfo: { disputeRef: string };
    }[];
    const ref = first?.disputeInfo.disputeRef ?? '';
    expect((await get(`/dispute/${ref}`)).status).toBe(200);
    const messages = await get(`/dispute/messages/${ref}`);
    expect(messages.status).toBe(200);
    expect(messages.body.data.messages[0].sender).toBe('house');
    const theirs = await upstream.db
      .selectFrom('disputes as d')
      .innerJoin('houses as h', 'h.id', 'd.house_id')
      .where('h.ref', '=', OTHER_HOUSE_REF)
      .select('d.ref')
      .executeTakeFirstOrThrow();
    expect((await get(`/dispute/${theirs.ref}`)).status).toBe(404);
    expect((await get(`/dispute/messages/${theirs.ref}`)).status).toBe(404);
    expect((await get(`/dispute/${ref}`, '')).status).toBe(401);
    expect((await get(`/dispute/${ref}`, as.other)).status).toBe(403);
    expect((await get(`/dispute/messages/${ref}`, '')).status).toBe(401);
    expect((await get(`/dispute/messages/${ref}`, as.other)).status).toBe(403);
  });

  it('describes the Open New File lots with why each is blocked', async () => {
    const [free] = await freeResults(6, 40);
    const [floor] = await freeResults(6, 40, 'Floor');
    const [old] = await freeResults(60, 400);
    const res = await get(`/disputeCandidates?lotRefs=${free?.lotRef},${floor?.lotRef},${old?.lotRef}`);
    expect(res.status).toBe(200);
    const reasons = (res.body.data.candidates as { blockedReason: string | null }[]).map(
      (c) => c.blockedReason,
    );
    expect(reasons).toEqual([null, M.floorDispute, M.outsideTimeFrame]);
    const superView = await get(`/disputeCandidates?lotRefs=${old?.lotRef}`, as.super);
    expect(superView.body.data.candidates[0].blockedReason).toBeNull();
    const foreign = await upstream.db
      .selectFrom('lots as l')
      .innerJoin('houses as h', 'h.id', 'l.house_id')
      .where('h.ref', '=', OTHER_HOUSE_REF)
      .select('l.ref')
      .executeTakeFirstOrThrow();
    const missing = await get(`/disputeCandidates?lotRefs=${free?.lotRef},${foreign.ref}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.field).toBe('lotRefs.1');
    expect((await get('/disputeCandidates?lotRefs=')).status).toBe(400);
    expect((await get(`/disputeCandidates?lotRefs=${free?.lotRef}`, '')).status).toBe(401);
    expect((await get(`/disputeCandidates?lotRefs=${free?.lotRef}`, as.other)).status).toBe(403);
  });

  it('opens disputes with the §4–§6 rules, all or nothing', async () => {
    const [a, b] = await freeResults(6, 40);
    const [floor] = await freeResults(6, 40, 'Floor');
    const [old] = await freeResults(60, 400);
    const open = (transactionIDs: number[], extra: object = {}, cookie = as.staff) =>
      submit({ action: 'open', transactionIDs, message: 'Please pay.', reasonID: 4, ...extra }, cookie);

    expect((await open([a?.id ?? 0], { message: '  ' })).body.error.message).toBe(M.openFileMessageRequired);
    const floorRes = await open([a?.id ?? 0, floor?.id ?? 0]);
    expect(floorRes.status).toBe(400);
    expect(floorRes.body.error).toMatchObject({ message: M.floorDispute, field: 'transactionIDs.1' });
    expect((await open([old?.id ?? 0])).body.error.message).toBe(M.outsideTimeFrame);
    const foreign = await upstream.db
      .selectFrom('sale_results as r')
      .innerJoin('houses as h', 'h.id', 'r.house_id')
      .where('h.ref', '=', OTHER_HOUSE_REF)
      .select('r.id')
      .executeTakeFirstOrThrow();
    expect((await open([foreign.id])).status).toBe(404);
    expect((await open([a?.id ?? 0], { reasonID: 99 })).status).toBe(404);
    expect(
      await upstream.db
        .selectFrom('disputes')
        .select('id')
        .where('lot_id', '=', a?.lotId ?? 0)
        .execute(),
    ).toEqual([]);

    const opened = await open([a?.id ?? 0, b?.id ?? 0]);
    expect(opened.status).toBe(200);
    expect((opened.body.data.disputes as Outcome[]).map((d) => d.disputeStat)).toEqual(['b', 'b']);
    expect((await open([a?.id ?? 0])).body.error.message).toBe(M.disputeExists);
    // A super user may file outside the window.
    expect((await open([old?.id ?? 0], {}, as.super)).status).toBe(200);
    // An invoiced lot's line names its dispute.
    const line = await upstream.db
      .selectFrom('invoice_lines')
      .select(['dispute_ref', 'can_open_dispute'])
      .where('lot_id', '=', old?.lotId ?? 0)
      .executeTakeFirst();
    if (line)
      expect(line).toMatchObject({ can_open_dispute: false, dispute_ref: expect.stringMatching(/^D/) });
    expect((await open([b?.id ?? 0], {}, '')).status).toBe(401);
    expect((await open([b?.id ?? 0], {}, as.other)).status).toBe(403);
  });

  it('messages, closes once (credit, no-bid, strike), reopens and refuses by the table', async () => {
    const [lot] = await freeResults(6, 30);
    const opened = await submit({
      action: 'open',
      transactionIDs: [lot?.id ?? 0],
      message: 'Please pay.',
      reasonID: 1,
    });
    const [{ disputeID: id, disputeRef: ref } = { disputeID: 0, disputeRef: '' }] = opened.body.data
      .disputes as Outcome[];
    const act = (action: string, disputeIDs: number[], message = '', cookie = as.staff) =>
      submit({ action, disputeIDs, message }, cookie);

    expect((await act('message', [id], ' ')).body.error.message).toBe(M.disputeMessageRequired);
    const sent = await act('message', [id], 'Any news?');
    expect(sent.body.data.message).toBe(M.messageSent);
    expect((await act('reopen', [id], '', as.super)).body.error.message).toBe(M.notValidOnOpen);
    // Opened just now: not yet 4 days.
    expect((await act('close', [id])).body.error.message).toBe(M.outsideTimeFrame);
    now += 4 * DAY + 1000;
    expect((await dispute(ref)).disputeInfo.closeable).toBe(true);
    const terms = await act('close', [id]);
    expect(terms.status).toBe(409);
    expect(terms.body.error).toMatchObject({ code: 'DISPUTE_TERMS_REQUIRED', message: M.termsRequired });
    expect((await post('/acceptDisputeTerms', { accepted: false })).status).toBe(400);
    expect((await post('/acceptDisputeTerms', { accepted: true }, '')).status).toBe(401);
    expect((await post('/acceptDisputeTerms', { accepted: true }, as.other)).status).toBe(403);
    expect((await post('/acceptDisputeTerms', { accepted: true })).body.data.disputeTermsAccepted).toBe(true);
    const closed = await act('close', [id]);
    expect(closed.body.data).toMatchObject({ message: M.closed, disputes: [{ disputeStat: 'x' }] });
    const after = await dispute(ref);
    expect(after.closeInfo).toMatchObject({ strikeRecorded: true, onNoBidList: true });
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(after.closeInfo.creditAmount ?? '0')).toBe(
      cents(after.priceInfo.bp) + cents(after.priceInfo.liveFee),
    );

    expect((await act('message', [id], 'Hello')).body.error.message).toBe(M.mustReopen);
    expect((await act('reopen', [id])).body.error.message).toBe(R.reopenSuperUsersOnly);
    expect((await act('reopen', [id], '', as.super)).body.data.disputes[0].disputeStat).toBe('d');
    expect((await act('close', [id], '', as.super)).body.data.disputes[0].disputeStat).toBe('x');
    const count = async (table: 'house_credits' | 'unpaid_item_strikes') =>
      (await upstream.db.selectFrom(table).select('id').where('dispute_id', '=', id).execute()).length;
    expect([await count('house_credits'), await count('unpaid_item_strikes')]).toEqual([1, 1]);

    const [openOne] = (await get('/disputes/open')).body.data.disputes as {
      disputeInfo: { disputeID: number };
    }[];
    const mixed = await act('cancel', [openOne?.disputeInfo.disputeID ?? 0, id], '', as.super);
    expect(mixed.body.error.message).toBe(M.mixedOpenAndPast);
    const foreign = await upstream.db
      .selectFrom('disputes as d')
      .innerJoin('houses as h', 'h.id', 'd.house_id')
      .where('h.ref', '=', OTHER_HOUSE_REF)
      .select('d.id')
      .executeTakeFirstOrThrow();
    const notOurs = await act('cancel', [foreign.id]);
    expect(notOurs.status).toBe(404);
    expect(notOurs.body.error.field).toBe('disputeIDs.0');
    expect((await act('cancel', [id], '', '')).status).toBe(401);
    expect((await act('cancel', [id], '', as.other)).status).toBe(403);
  });

  it('refuses a message to, and a reopen against, an eBay bidder', async () => {
    const rows = await upstream.db
      .selectFrom('disputes as d')
      .innerJoin('bidders as b', 'b.id', 'd.bidder_id')
      .innerJoin('houses as h', 'h.id', 'd.house_id')
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .where('b.is_ebay', '=', true)
      .select(['d.id', 'd.status'])
      .execute();
    const open = rows.find((r) => ['b', 's', 'd'].includes(r.status));
    const past = rows.find((r) => ['x', 'c'].includes(r.status));
    expect(open && past).toBeTruthy();
    const message = await submit({ action: 'message', disputeIDs: [open?.id ?? 0], message: 'Hi' }, as.super);
    expect(message.body.error.message).toBe(M.ebayMessage);
    const reopen = await submit({ action: 'reopen', disputeIDs: [past?.id ?? 0] }, as.super);
    expect(reopen.body.error.message).toBe(M.ebayReopen);
  });

  it('resolves a mutual resolution 5 minutes after opening (clock, not waiting)', async () => {
    const [lot] = await freeResults(6, 30);
    const opened = await submit({
      action: 'open',
      transactionIDs: [lot?.id ?? 0],
      message: 'Agreed.',
      reasonID: 3,
    });
    const ref = (opened.body.data.disputes as Outcome[])[0]?.disputeRef ?? '';
    now += 4 * 60_000;
    expect((await dispute(ref)).disputeInfo.disputeStat).toBe('b');
    now += 60_000;
    expect((await dispute(ref)).disputeInfo.disputeStat).toBe('m');
  });

  it('exercised every disputes operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
