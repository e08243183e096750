import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../src/testing.js';

/**
 * A script that calls the REST services directly (no gateway in between) is refused as the gateway
 * is: house `other` puts one of house `demo`'s ids (then an id that exists nowhere) in the body of a
 * write that takes ids besides its path, and gets a 4xx with nothing written. The writes whose
 * checks the gateway also makes first (contacts, categories, lots, invoices, bidders); the shipping
 * review's origin and terms are in contract.shipping-review.test.ts.
 */
let upstream: StartedUpstream;
let other = '';
const ids: Record<'demo' | 'other', Record<string, number>> = { demo: {}, other: {} };
let otherUserRef = '';

beforeAll(async () => {
  upstream = await startUpstream({ shippingQuoteDelayMs: 3_600_000 });
  other = String(
    (await request(upstream.url).post('/app/login').send(DEMO_LOGINS.otherStaff)).headers['set-cookie'],
  ).split(';')[0]!;
  const db = upstream.db;
  for (const [name, ref] of [
    ['demo', DEMO_HOUSE_REF],
    ['other', OTHER_HOUSE_REF],
  ] as const) {
    const house = await db.selectFrom('houses').select('id').where('ref', '=', ref).executeTakeFirstOrThrow();
    const first = async (table: 'house_contacts' | 'categories' | 'bidders' | 'invoices') =>
      (
        await db
          .selectFrom(table)
          .select('id')
          .where('house_id', '=', house.id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const upcoming = await db
      .selectFrom('catalogs')
      .select('id')
      .where('house_id', '=', house.id)
      .where('kind', '=', 'session')
      .where('starts_at', '>', new Date(Date.now() + 24 * 3_600_000))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lot = await db
      .selectFrom('lots')
      .select('id')
      .where('house_id', '=', house.id)
      .executeTakeFirstOrThrow();
    ids[name] = {
      catalog: upcoming.id,
      contact: await first('house_contacts'),
      category: await first('categories'),
      bidder: await first('bidders'),
      invoice: await first('invoices'),
      lot: lot.id,
    };
  }
  const user = await db
    .selectFrom('users as u')
    .innerJoin('houses as h', 'h.id', 'u.house_id')
    .select('u.house_user_ref')
    .where('h.ref', '=', OTHER_HOUSE_REF)
    .where('u.user_name', '=', DEMO_LOGINS.otherStaff.userName)
    .executeTakeFirstOrThrow();
  otherUserRef = user.house_user_ref;
}, 120_000);
afterAll(async () => {
  await upstream?.close();
});

interface Write {
  method: 'post' | 'put';
  path: () => string;
  body: (id: number) => unknown;
  headers?: Record<string, string>;
  /** The id kind in the body, as `ids` names it. */
  kind: string;
  /** The refusal's error code: the id is what is refused. */
  code: string;
}

const WRITES: Record<string, Write> = {
  'catalog contacts {contacts}': {
    method: 'post',
    path: () => `/cps/app/catalog/${ids.other['catalog']}/contacts`,
    body: (id) => ({ contacts: { '4': id } }),
    kind: 'contact',
    code: 'CONTACT_NOT_FOUND',
  },
  'catalog categories [ids]': {
    method: 'post',
    path: () => `/cps/app/catalog/${ids.other['catalog']}/categories`,
    body: (id) => [id],
    kind: 'category',
    code: 'CATEGORY_NOT_FOUND',
  },
  'shipping reviews {lotIDs}': {
    method: 'post',
    path: () => `/cps/app/catalog/${ids.other['catalog']}/shipping-review`,
    body: (id) => ({ lotIDs: [id] }),
    kind: 'lot',
    code: 'LOT_NOT_IN_CATALOG',
  },
  'setAutoCharge {invoiceIDs}': {
    method: 'post',
    path: () => '/app/invoice/setAutoCharge',
    body: (id) => ({ autoChargeDate: null, invoiceIDs: [id] }),
    headers: { 'idempotency-key': 'house-owned-ids' },
    kind: 'invoice',
    code: 'INVOICE_NOT_FOUND',
  },
  'invoiceMessage {bidderID}': {
    method: 'post',
    path: () => `/app/house/${OTHER_HOUSE_REF}/invoiceMessage`,
    body: (id) => ({ subject: 'Your invoice', message: 'Hello', houseUserRef: otherUserRef, bidderID: id }),
    kind: 'bidder',
    code: 'BIDDER_NOT_FOUND',
  },
};

describe("REST writes refuse another house's ids in the body, and unknown ones", () => {
  it.each(
    Object.entries(WRITES).flatMap(([name, write]) => [
      [name, 'foreign', write] as const,
      [name, 'unknown', write] as const,
    ]),
  )('%s: a %s id is refused (4xx) and nothing is written', async (_name, kind, write) => {
    const id = kind === 'foreign' ? ids.demo[write.kind] : 99_999_999;
    if (id === undefined) throw new Error(`no demo ${write.kind}`);
    const before = await upstream.tableDigests();
    let call = request(upstream.url)[write.method](write.path()).set('Cookie', other);
    for (const [name, value] of Object.entries(write.headers ?? {})) call = call.set(name, value);
    const res = await call.send(write.body(id) as object);
    await upstream.waitForJobs();
    const after = await upstream.tableDigests();
    expect([400, 404], JSON.stringify(res.body)).toContain(res.status);
    expect(res.body.error?.code).toBe(write.code);
    expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual([]);
  });

  it("accepts the house's own ids (the refusals above are about the id)", async () => {
    const res = await request(upstream.url)
      .post(`/cps/app/catalog/${ids.other['catalog']}/categories`)
      .set('Cookie', other)
      .send([ids.other['category']]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
