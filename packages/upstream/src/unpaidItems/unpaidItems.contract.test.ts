import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { loadAuditTrail } from '../invoicePayments/audit.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';
import { MAX_TIMELINE_INVOICES } from './pipelineRoutes.js';

/**
 * The unpaid-items REST calls (issue 36; openapi/house.yaml tag `unpaidItems`) on the real upstream
 * (in-memory PGlite, demo seed) with an injected clock: settings and their validation, the
 * pipeline screen and its paging, the dry run, an invoice's timeline and many invoices' next steps
 * in one call, pauses and offers' decisions, another house's ids (404, or left out of a list) and
 * callers (401, 403). Every response is checked against the contract and every declared status is
 * provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['unpaidItems'],
});
const DAY = 86_400_000;
const STAGES = [
  'WAITING',
  'REMINDED',
  'PAST_DEADLINE',
  'DISPUTED',
  'CLOSED',
  'OFFERED',
  'PAUSED',
  'EXCLUDED',
];

const DEFAULTS = {
  enabled: true,
  paymentDays: 7,
  reminderDaysBefore: [2, 0],
  autoOpenDispute: true,
  openDisputeAfterDays: 1,
  autoCloseDispute: true,
  strikeExpiryMonths: 12,
  secondChance: false,
  offerDays: 3,
  excludedBidderIds: [] as number[],
};

interface PipelineAnswer {
  stages: { stage: string; count: number; amountDue: string }[];
  total: number;
  items: { invoiceId: number; bidderId: number; stage: string; deadline: string; sentAt: string }[];
}

describe('unpaid items: the REST calls', () => {
  let upstream: StartedUpstream;
  const now = Date.now();
  const as = { staff: '', other: '' };
  const base = `/app/house/${DEMO_HOUSE_REF}/unpaidItems`;
  const ids = { house: 0, otherHouse: 0, otherInvoice: 0, otherBidder: 0 };
  const call = async (
    method: 'get' | 'put' | 'post' | 'delete',
    path: string,
    body?: object,
    cookie = as.staff,
  ) => {
    const req = request(upstream.url)[method](`${base}${path}`).set('Cookie', cookie);
    return contract.check(method, await (body === undefined ? req : req.send(body)));
  };
  const get = (path: string, cookie = as.staff) => call('get', path, undefined, cookie);
  const put = (path: string, body: object) => call('put', path, body);
  const post = (path: string, body: object) => call('post', path, body);
  const pipeline = async (query = '') => (await get(`/pipeline${query}`)).body.data as PipelineAnswer;

  /** A sent, unpaid invoice of the demo house the seed left out of its pauses, exclusions and events. */
  const sentUnpaid = async () => {
    const row = await upstream.db
      .selectFrom('invoices as i')
      .select(['i.id', 'i.bidder_id'])
      .where('i.house_id', '=', ids.house)
      .where('i.sent_at', 'is not', null)
      .where('i.is_paid', '=', false)
      .where(({ not, exists, selectFrom, or }) =>
        not(
          or([
            exists(
              selectFrom('unpaid_item_events as e').select('e.id').whereRef('e.invoice_id', '=', 'i.id'),
            ),
            exists(
              selectFrom('unpaid_item_pauses as p').select('p.id').whereRef('p.invoice_id', '=', 'i.id'),
            ),
            exists(
              selectFrom('unpaid_item_pauses as p')
                .select('p.id')
                .whereRef('p.bidder_id', '=', 'i.bidder_id'),
            ),
            exists(
              selectFrom('unpaid_item_exclusions as x')
                .select('x.bidder_id')
                .whereRef('x.bidder_id', '=', 'i.bidder_id'),
            ),
          ]),
        ),
      )
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    return { invoiceId: row.id, bidderId: row.bidder_id };
  };

  beforeAll(async () => {
    upstream = await startUpstream({ clock: () => new Date(now) });
    for (const who of ['staff', 'other'] as const) {
      const login = who === 'other' ? DEMO_LOGINS.otherStaff : DEMO_LOGINS.staff;
      as[who] =
        String((await request(upstream.url).post('/app/login').send(login)).headers['set-cookie']).split(
          ';',
        )[0] ?? '';
    }
    const houses = await upstream.db.selectFrom('houses').select(['id', 'ref']).execute();
    ids.house = houses.find((h) => h.ref === DEMO_HOUSE_REF)?.id ?? 0;
    ids.otherHouse = houses.find((h) => h.ref === OTHER_HOUSE_REF)?.id ?? 0;
    const theirs = await upstream.db
      .selectFrom('invoices')
      .select(['id', 'bidder_id'])
      .where('house_id', '=', ids.otherHouse)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids.otherInvoice = theirs.id;
    ids.otherBidder = theirs.bidder_id;
  });
  afterAll(() => upstream?.close());

  it('answers the callers: 401 without a session, 403 for another house, on every operation', async () => {
    const paths: ['get' | 'put' | 'post' | 'delete', string, object?][] = [
      ['get', '/settings'],
      ['put', '/settings', DEFAULTS],
      ['get', '/pipeline'],
      ['get', '/preview'],
      ['get', '/invoices/1/timeline'],
      ['get', '/timelines?invoiceIds=1'],
      ['post', '/pauses', { invoiceId: 1 }],
      ['delete', '/pauses?invoiceId=1'],
      ['get', '/offers'],
      ['post', '/offers/1/decision', { decision: 'DECLINED' }],
      ['post', '/run', {}],
    ];
    for (const [method, path, body] of paths) {
      expect((await call(method, path, body, '')).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, body, as.other)).status, `${method} ${path}`).toBe(403);
    }
  });

  it("seeds the demo house with invoices in every stage, the later ones by the job's own steps", async () => {
    const counts = Object.fromEntries((await pipeline()).stages.map((s) => [s.stage, s.count]));
    for (const stage of STAGES) expect(counts[stage], stage).toBeGreaterThan(0);
    // The disputed, closed and offered invoices got there through the job's steps, each in the
    // invoice's audit trail.
    for (const stage of ['DISPUTED', 'CLOSED', 'OFFERED']) {
      const [item] = (await pipeline(`?stage=${stage}`)).items;
      const events = (await get(`/invoices/${item?.invoiceId}/timeline`)).body.data.events as {
        kind: string;
        outcome: string;
      }[];
      const taken = events.filter((e) => e.outcome === 'DONE').map((e) => e.kind);
      expect(taken, stage).toContain('OPEN_DISPUTE');
      if (stage !== 'DISPUTED') expect(taken, stage).toContain('CLOSE_DISPUTE');
      if (stage === 'OFFERED') expect(taken, stage).toContain('OFFER_SECOND_CHANCE');
      const trail = await loadAuditTrail(upstream.db, ids.house, [item?.invoiceId ?? 0]);
      expect(
        trail.filter((e) => e.actor === 'Unpaid-item automation'),
        stage,
      ).toHaveLength(taken.length);
    }
    // The automation's closes wait for the house's dispute terms, which the demo leaves to accept.
    const house = await upstream.db
      .selectFrom('houses')
      .select('dispute_terms_accepted_at')
      .where('id', '=', ids.house)
      .executeTakeFirstOrThrow();
    expect(house.dispute_terms_accepted_at).toBeNull();
  });

  it('reads the seeded settings and saves new ones with the exclusion list by name', async () => {
    const seeded = (await get('/settings')).body.data.settings;
    expect(seeded).toMatchObject({ enabled: true, paymentDays: 7, reminderDaysBefore: [2, 0] });
    const { bidderId } = await sentUnpaid();
    const saved = await put('/settings', {
      ...DEFAULTS,
      paymentDays: 10,
      reminderDaysBefore: [0, 9, 3],
      secondChance: true,
      excludedBidderIds: [bidderId],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.settings).toMatchObject({
      paymentDays: 10,
      reminderDaysBefore: [9, 3, 0],
      secondChance: true,
      excludedBidders: [{ bidderId, bidderRef: expect.any(String), name: expect.any(String) }],
    });
    expect((await get('/settings')).body.data.settings).toEqual(saved.body.data.settings);
    // The excluded buyer's invoices leave the pipeline for the EXCLUDED stage.
    const excluded = await pipeline('?stage=EXCLUDED&pageSize=100');
    expect(excluded.items.length).toBeGreaterThan(0);
    expect(excluded.items.every((i) => i.bidderId === bidderId)).toBe(true);
    expect((await pipeline('?pageSize=100')).items.some((i) => i.bidderId === bidderId)).toBe(false);
    await put('/settings', DEFAULTS);
    expect((await get('/settings')).body.data.settings.excludedBidders).toEqual([]);
  });

  it('refuses settings out of range with the field at fault, and another house bidder with 404', async () => {
    const refusals: [object, string][] = [
      [{ paymentDays: 3 }, 'paymentDays'],
      [{ paymentDays: 31 }, 'paymentDays'],
      [{ reminderDaysBefore: [7] }, 'reminderDaysBefore.0'],
      [{ reminderDaysBefore: [1, 1] }, 'reminderDaysBefore.1'],
      [{ reminderDaysBefore: [0, 1, 2, 3, 4, 5] }, 'reminderDaysBefore'],
      [{ openDisputeAfterDays: 31 }, 'openDisputeAfterDays'],
      [{ strikeExpiryMonths: 0 }, 'strikeExpiryMonths'],
      [{ strikeExpiryMonths: 61 }, 'strikeExpiryMonths'],
      [{ offerDays: 15 }, 'offerDays'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ excludedBidderIds: Array.from({ length: 501 }, (_, i) => i + 1) }, 'excludedBidderIds'],
      [{ excludedBidderIds: [0] }, 'excludedBidderIds.0'],
    ];
    for (const [change, field] of refusals) {
      const res = await put('/settings', { ...DEFAULTS, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.error.field, field).toBe(field);
    }
    const missing: Partial<typeof DEFAULTS> = { ...DEFAULTS };
    delete missing.excludedBidderIds;
    expect((await put('/settings', missing)).body.error.field).toBe('excludedBidderIds');
    expect((await put('/settings', { ...DEFAULTS, extra: 1 })).status).toBe(400);
    const theirs = await put('/settings', { ...DEFAULTS, excludedBidderIds: [ids.otherBidder] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.field).toBe('excludedBidderIds.0');
    expect((await get('/settings')).body.data.settings.excludedBidders).toEqual([]);
  });

  it('lists the pipeline by stage with counts for the whole house, paged at the server', async () => {
    const all = await pipeline('?pageSize=100');
    expect(all.stages.map((s) => s.stage)).toEqual(STAGES);
    const active = all.stages.filter((s) => s.stage !== 'PAUSED' && s.stage !== 'EXCLUDED');
    expect(all.total).toBe(active.reduce((n, s) => n + s.count, 0));
    expect(all.total).toBeGreaterThan(2);
    for (const item of all.items)
      expect(new Date(item.deadline).getTime() - new Date(item.sentAt).getTime()).toBe(7 * DAY);
    const page2 = await pipeline('?page=2&pageSize=2');
    expect(page2.items.map((i) => i.invoiceId)).toEqual(all.items.slice(2, 4).map((i) => i.invoiceId));
    expect(page2.total).toBe(all.total);
    expect(page2.stages).toEqual(all.stages);
    const [first] = all.items;
    const one = await pipeline(`?stage=${first?.stage ?? ''}&pageSize=100`);
    expect(one.items.every((i) => i.stage === first?.stage)).toBe(true);
    expect((await pipeline('?search=zzzz-nobody')).total).toBe(0);
    for (const query of ['?pageSize=101', '?pageSize=0', '?page=0', '?page=x', '?stage=LATE'])
      expect((await get(`/pipeline${query}`)).status, query).toBe(400);
  });

  it('previews the steps due now without writing anything', async () => {
    const before = await upstream.tableDigests();
    const res = await get('/preview?pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.data.at).toBe(new Date(now).toISOString());
    expect(res.body.data.steps.length).toBeLessThanOrEqual(5);
    expect(await upstream.tableDigests()).toEqual(before);
    expect((await get('/preview?pageSize=500')).status).toBe(400);
  });

  it('pauses and resumes an invoice or a buyer, each written to the timeline and the audit trail', async () => {
    const { invoiceId, bidderId } = await sentUnpaid();
    expect((await post('/pauses', { invoiceId })).body.data).toEqual({ paused: true });
    let timeline = (await get(`/invoices/${invoiceId}/timeline`)).body.data;
    expect(timeline).toMatchObject({
      invoiceId,
      paused: true,
      pausedBy: 'INVOICE',
      stage: 'PAUSED',
      nextStep: null,
    });
    expect((await pipeline('?stage=PAUSED')).items.map((i) => i.invoiceId)).toContain(invoiceId);
    // Pausing again changes nothing.
    await post('/pauses', { invoiceId });
    expect((await call('delete', `/pauses?invoiceId=${invoiceId}`)).body.data).toEqual({ paused: false });
    timeline = (await get(`/invoices/${invoiceId}/timeline`)).body.data;
    expect(timeline.paused).toBe(false);
    expect(timeline.events.map((e: { kind: string }) => e.kind)).toEqual(['PAUSE', 'RESUME']);
    // The invoice's audit trail has each once, by the staff member, with the reason.
    const trail = (await loadAuditTrail(upstream.db, ids.house, [invoiceId])).filter((e) =>
      e.action.startsWith('AUTOMATION_'),
    );
    expect(trail.map((e) => [e.action, e.actorUserName, e.summary, e.at])).toEqual([
      [
        'AUTOMATION_PAUSED',
        DEMO_LOGINS.staff.userName,
        'Paused by staff for this invoice',
        new Date(now).toISOString(),
      ],
      [
        'AUTOMATION_RESUMED',
        DEMO_LOGINS.staff.userName,
        'Resumed by staff for this invoice',
        new Date(now).toISOString(),
      ],
    ]);

    await post('/pauses', { bidderId });
    timeline = (await get(`/invoices/${invoiceId}/timeline`)).body.data;
    expect(timeline).toMatchObject({ paused: true, pausedBy: 'BIDDER' });
    await call('delete', `/pauses?bidderId=${bidderId}`);
    expect((await get(`/invoices/${invoiceId}/timeline`)).body.data.paused).toBe(false);
  });

  it('refuses a pause without exactly one id, and another house ids with 404', async () => {
    for (const body of [{}, { invoiceId: 1, bidderId: 1 }, { invoiceId: 'x' }, { invoiceId: -1 }])
      expect((await post('/pauses', body)).status, JSON.stringify(body)).toBe(400);
    for (const query of ['', '?invoiceId=1&bidderId=1', '?invoiceId=x'])
      expect((await call('delete', `/pauses${query}`)).status, query).toBe(400);
    expect((await post('/pauses', { invoiceId: ids.otherInvoice })).status).toBe(404);
    expect((await post('/pauses', { bidderId: ids.otherBidder })).status).toBe(404);
    expect((await call('delete', `/pauses?invoiceId=${ids.otherInvoice}`)).status).toBe(404);
    expect((await get(`/invoices/${ids.otherInvoice}/timeline`)).status).toBe(404);
    expect((await get('/invoices/x/timeline')).status).toBe(404);
  });

  it("reads many invoices' next steps in one call, each as its own timeline has it, the house's only", async () => {
    const { invoiceId: paused } = await sentUnpaid();
    await post('/pauses', { invoiceId: paused });
    const mine = await upstream.db
      .selectFrom('invoices')
      .select('id')
      .where('house_id', '=', ids.house)
      .orderBy('id', 'desc')
      .limit(MAX_TIMELINE_INVOICES - 3)
      .execute();
    // At the limit: house other's invoice, the paused one twice and the house's newest.
    const asked = [ids.otherInvoice, paused, ...mine.map((r) => r.id), paused];
    const res = await get(`/timelines?invoiceIds=${asked.join(',')}`);
    expect(res.status).toBe(200);
    const items = res.body.data.items as { invoiceId: number }[];
    // The house's invoices, each once, in id order; house other's is left out.
    const expected = [...new Set([paused, ...mine.map((r) => r.id)])].sort((a, b) => a - b);
    expect(items.map((i) => i.invoiceId)).toEqual(expected);
    for (const item of [items[0], items.find((i) => i.invoiceId === paused), items.at(-1)]) {
      const { events, ...head } = (await get(`/invoices/${item?.invoiceId}/timeline`)).body.data;
      expect(Array.isArray(events)).toBe(true);
      expect(item).toEqual(head);
    }
    expect(items.find((i) => i.invoiceId === paused)).toMatchObject({ paused: true, stage: 'PAUSED' });
    await call('delete', `/pauses?invoiceId=${paused}`);

    const tooMany = Array.from({ length: MAX_TIMELINE_INVOICES + 1 }, (_, i) => i + 1).join(',');
    for (const query of [
      '',
      '?invoiceIds=',
      '?invoiceIds=1,x',
      '?invoiceIds=0',
      '?invoiceIds=1&invoiceIds=2',
      `?invoiceIds=${tooMany}`,
    ]) {
      const refused = await get(`/timelines${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error, query).toMatchObject({ code: 'INVALID_INVOICE_IDS', field: 'invoiceIds' });
    }
    expect((await get(`/timelines?invoiceIds=${ids.otherInvoice}`)).body.data.items).toEqual([]);
  });

  it('lists offers and decides a sent one; a decided one, a bad decision and another house offer are refused', async () => {
    const lot = await upstream.db
      .selectFrom('invoice_lines as il')
      .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
      .select(['il.lot_id', 'i.id as invoice_id', 'i.house_id', 'i.bidder_id'])
      .where('i.house_id', 'in', [ids.house, ids.otherHouse])
      .where('i.sent_at', 'is not', null)
      .where('i.is_paid', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('second_chance_offers as o').select('o.id').whereRef('o.lot_id', '=', 'il.lot_id'),
          ),
        ),
      )
      .orderBy('il.id')
      .execute();
    // Fixtures as the job records them (the job's own tests drive the offer's making).
    const offerOn = async (houseId: number, state: 'SENT' | 'EXPIRED') => {
      const row = lot.find((l) => l.house_id === houseId && !used.has(l.lot_id));
      if (!row) throw new Error('no lot');
      used.add(row.lot_id);
      // The underbidder: another registered bidder of the house, without an invoice in the group.
      const group = upstream.db
        .selectFrom('invoices as g')
        .select('g.invoice_group_id')
        .where('g.id', '=', row.invoice_id);
      const underbidder = await upstream.db
        .selectFrom('approvals as a')
        .select('a.bidder_id')
        .where('a.house_id', '=', houseId)
        .where('a.bidder_id', '!=', row.bidder_id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invoices as i')
                .select('i.id')
                .whereRef('i.bidder_id', '=', 'a.bidder_id')
                .where('i.invoice_group_id', 'in', group),
            ),
          ),
        )
        .orderBy('a.id')
        .executeTakeFirstOrThrow();
      const { id } = await upstream.db
        .insertInto('second_chance_offers')
        .values({
          house_id: houseId,
          lot_id: row.lot_id,
          invoice_id: row.invoice_id,
          bidder_id: underbidder.bidder_id,
          amount: 12_345,
          state,
          sent_at: new Date(now - DAY),
          expires_at: new Date(now + 2 * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const used = new Set<number>();
    const sent = await offerOn(ids.house, 'SENT');
    const expired = await offerOn(ids.house, 'EXPIRED');
    const theirs = await offerOn(ids.otherHouse, 'SENT');

    const listed = await get('/offers?state=SENT&pageSize=100');
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((o: { id: number }) => o.id)).toContain(sent);
    expect(listed.body.data.items.map((o: { id: number }) => o.id)).not.toContain(theirs);
    expect(listed.body.data.items.find((o: { id: number }) => o.id === sent)).toMatchObject({
      amount: '123.45',
    });
    const paged = await get('/offers?pageSize=1');
    expect(paged.body.data.items).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThanOrEqual(2);
    expect((await get('/offers?state=LOST')).status).toBe(400);
    expect((await get('/offers?page=0')).status).toBe(400);

    expect((await post(`/offers/${theirs}/decision`, { decision: 'DECLINED' })).status).toBe(404);
    expect((await post('/offers/x/decision', { decision: 'DECLINED' })).status).toBe(404);
    expect((await post(`/offers/${sent}/decision`, { decision: 'MAYBE' })).status).toBe(400);
    const notOpen = await post(`/offers/${expired}/decision`, { decision: 'ACCEPTED' });
    expect(notOpen.status).toBe(400);
    expect(notOpen.body.error.code).toBe('OFFER_NOT_OPEN');
    const declined = await post(`/offers/${sent}/decision`, { decision: 'DECLINED' });
    expect(declined.status).toBe(200);
    expect(declined.body.data.offer).toMatchObject({ id: sent, state: 'DECLINED', newInvoiceId: null });
    expect((await post(`/offers/${sent}/decision`, { decision: 'ACCEPTED' })).status).toBe(400);

    // Accepted: the lot moves to an invoice of the underbidder in the same group.
    const accepted = await offerOn(ids.house, 'SENT');
    const answer = (await post(`/offers/${accepted}/decision`, { decision: 'ACCEPTED' })).body.data.offer;
    expect(answer).toMatchObject({ id: accepted, state: 'ACCEPTED', newInvoiceId: expect.any(Number) });
    const moved = await upstream.db
      .selectFrom('invoice_lines as il')
      .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
      .select(['i.id', 'i.bidder_id'])
      .where('il.lot_id', '=', answer.lotId)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ id: answer.newInvoiceId, bidder_id: answer.bidderId });
  });

  it("puts an accepted offer's lot on the underbidder's sent invoice in the group and marks it edited", async () => {
    // Two sent, unpaid invoices of one group, of different bidders: the second bidder is the underbidder.
    const pair = await upstream.db
      .selectFrom('invoices as a')
      .innerJoin('invoices as b', (join) =>
        join.onRef('b.invoice_group_id', '=', 'a.invoice_group_id').onRef('b.bidder_id', '!=', 'a.bidder_id'),
      )
      .innerJoin('invoice_lines as il', 'il.invoice_id', 'a.id')
      .select(['a.id as from', 'b.id as to', 'b.bidder_id as bidder', 'il.lot_id as lot'])
      .where('a.house_id', '=', ids.house)
      .where('a.sent_at', 'is not', null)
      .where('b.sent_at', 'is not', null)
      .where('a.is_paid', '=', false)
      .where('b.is_paid', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('second_chance_offers as o').select('o.id').whereRef('o.lot_id', '=', 'il.lot_id'),
          ),
        ),
      )
      .orderBy('il.id')
      .executeTakeFirstOrThrow();
    const { id } = await upstream.db
      .insertInto('second_chance_offers')
      .values({
        house_id: ids.house,
        lot_id: pair.lot,
        invoice_id: pair.from,
        bidder_id: pair.bidder,
        amount: 10_000,
        state: 'SENT',
        sent_at: new Date(now - DAY),
        expires_at: new Date(now + 2 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await post(`/offers/${id}/decision`, { decision: 'ACCEPTED' });
    expect(res.status).toBe(200);
    expect(res.body.data.offer).toMatchObject({ state: 'ACCEPTED', newInvoiceId: pair.to });
    const target = await upstream.db
      .selectFrom('invoices')
      .select('edited_at')
      .where('id', '=', pair.to)
      .executeTakeFirstOrThrow();
    expect(target.edited_at).not.toBeNull();
    const line = await upstream.db
      .selectFrom('invoice_lines')
      .select('invoice_id')
      .where('lot_id', '=', pair.lot)
      .executeTakeFirstOrThrow();
    expect(line.invoice_id).toBe(pair.to);
  });

  it('runs the job now at the app clock (dev tools)', async () => {
    const res = await post('/run', {});
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data.steps)).toBe(true);
  });

  it('exercised every unpaidItems operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
