import { cardFeeCents, FEATURED_LOT_FEE_CENTS } from '@ah/schema';
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
 * The payment center and billing (sales §2 Payments promo, Billing; sales §2 Payments promo) on
 * the real upstream: enrolment turns processing on, appointments, and the statement of fees from the
 * house's featured lots and approved card charges. Every response is checked against house.yaml.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['paymentCenter'],
});

describe('paymentCenter: facts, enrol, appointments, billing', () => {
  let upstream: StartedUpstream;
  const as = { staff: '', other: '' };
  const demo = `/app/house/${DEMO_HOUSE_REF}`;
  const other = `/app/house/${OTHER_HOUSE_REF}`;
  const get = async (path: string, cookie = as.staff) =>
    contract.check('get', await request(upstream.url).get(path).set('Cookie', cookie));
  const post = async (path: string, body: object, cookie = as.staff) =>
    contract.check('post', await request(upstream.url).post(path).set('Cookie', cookie).send(body));
  const year = new Date().getUTCFullYear();
  const appointment = {
    date: `${year + 1}-01-15`,
    time: '10:30',
    contactName: 'Ann Lee',
    phone: '(555) 123-4567',
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    for (const who of ['staff', 'other'] as const) {
      const login = who === 'staff' ? DEMO_LOGINS.staff : DEMO_LOGINS.otherStaff;
      as[who] =
        String((await request(upstream.url).post('/app/login').send(login)).headers['set-cookie']).split(
          ';',
        )[0] ?? '';
    }
  });
  afterAll(() => upstream?.close());

  it('reads the facts; refuses no session and another house', async () => {
    const info = await get(`${demo}/paymentCenter`);
    expect(info.body.data).toMatchObject({
      paymentProcessingEligible: true,
      paymentProcessingEnabled: true,
      processorType: 'p',
    });
    expect((await get(`${demo}/paymentCenter`, '')).status).toBe(401);
    expect((await get(`${demo}/paymentCenter`, as.other)).status).toBe(403);
  });

  it('enrols an eligible house (processing on, once) and refuses one that is not eligible', async () => {
    expect((await post(`${other}/paymentCenter/enrol`, {}, as.other)).status).toBe(409);
    await upstream.db
      .updateTable('houses')
      .set({ payment_processing_eligible: true })
      .where('ref', '=', OTHER_HOUSE_REF)
      .execute();
    const enrolled = await post(`${other}/paymentCenter/enrol`, {}, as.other);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.data).toMatchObject({ paymentProcessingEnabled: true });
    expect(enrolled.body.data.enrolledAt).toEqual(expect.any(String));
    const again = await post(`${other}/paymentCenter/enrol`, {}, as.other);
    expect(again.body.data.enrolledAt).toBe(enrolled.body.data.enrolledAt);
    expect((await post(`${other}/paymentCenter/enrol`, {}, '')).status).toBe(401);
    expect((await post(`${other}/paymentCenter/enrol`, {}, as.staff)).status).toBe(403);
  });

  it('books an appointment in the house time zone and refuses a bad one', async () => {
    const booked = await post(`${demo}/paymentCenter/appointments`, appointment);
    expect(booked.status).toBe(201);
    expect(booked.body.data.appointments).toEqual([
      expect.objectContaining({ contactName: 'Ann Lee', phone: '(555) 123-4567' }),
    ]);
    const bad = await post(`${demo}/paymentCenter/appointments`, { ...appointment, time: '23:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('time');
    expect((await post(`${demo}/paymentCenter/appointments`, appointment, '')).status).toBe(401);
    expect((await post(`${demo}/paymentCenter/appointments`, appointment, as.other)).status).toBe(403);
  });

  it('states the fees: featured lots at $249 each and the fee of each approved card charge', async () => {
    const house = await upstream.db
      .selectFrom('houses')
      .select(['id'])
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    // A sale the seed did not promote (the demo seeds a few promotions): this test's own line.
    const catalog = await upstream.db
      .selectFrom('catalogs')
      .select(['id', 'title', 'starts_at'])
      .where('house_id', '=', house.id)
      .where('id', 'not in', upstream.db.selectFrom('catalog_featured_lots').select('catalog_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lots = await upstream.db
      .selectFrom('lots')
      .select('id')
      .where('catalog_id', '=', catalog.id)
      .limit(5)
      .execute();
    await upstream.db
      .insertInto('catalog_featured_lots')
      .values(lots.map((l, i) => ({ catalog_id: catalog.id, position: i + 1, lot_id: l.id })))
      .execute();
    const saleYear = catalog.starts_at.getUTCFullYear();
    const statement = (await get(`${demo}/billing?year=${saleYear}`)).body.data as {
      lines: { kind: string; description: string; quantity: number; amountCents: number }[];
      totalCents: number;
    };
    expect(statement.lines).toContainEqual(
      expect.objectContaining({
        kind: 'FEATURED_LOTS',
        description: `Featured lots: ${catalog.title}`,
        quantity: lots.length,
        amountCents: lots.length * FEATURED_LOT_FEE_CENTS,
      }),
    );
    const charges = await upstream.db
      .selectFrom('card_charges')
      .select(['amount', 'created_at'])
      .where('house_id', '=', house.id)
      .where('outcome', '=', 'APPROVED')
      .execute();
    const feesThisYear = charges
      .filter((c) => c.created_at.getUTCFullYear() === saleYear)
      .reduce((sum, c) => sum + cardFeeCents(Number(c.amount)), 0);
    const cardLines = statement.lines.filter((l) => l.kind === 'CARD_FEES');
    // Days near the new year may fall in another year in the house's zone; the sum is close.
    expect(Math.abs(cardLines.reduce((s, l) => s + l.amountCents, 0) - feesThisYear)).toBeLessThanOrEqual(
      feesThisYear,
    );
    expect(statement.totalCents).toBe(statement.lines.reduce((s, l) => s + l.amountCents, 0));
    expect(
      (await get(`${other}/billing?year=${saleYear}`, as.other)).body.data.lines.every(
        (l: { kind: string }) => l.kind !== 'FEATURED_LOTS',
      ),
    ).toBe(true);
    expect((await get(`${demo}/billing?year=1999`)).status).toBe(400);
    expect((await get(`${demo}/billing?year=${saleYear}`, '')).status).toBe(401);
    expect((await get(`${demo}/billing?year=${saleYear}`, as.other)).status).toBe(403);
  });

  it('exercised every paymentCenter operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
