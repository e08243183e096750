import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * The payment center and billing over HTTP against the real upstream (sales §2 Payments promo,
 * Billing): the payments and sensitive flags, eligibility, enrolment turning processing on for
 * the house (the viewer's settings follow), appointments, and the statement of fees per house.
 */
const PASSWORD = 'demo-password';
const CENTER =
  '{ paymentCenter { eligible enabled enrolledAt appointments { id startsAt contactName } benefits faqUrl } }';
const ENROL = 'mutation { enrolInPaymentProcessing { enabled enrolledAt } }';
const BOOK = `mutation($input: PaymentAppointmentInput!) { bookPaymentAppointment(input: $input) {
  appointments { contactName phone } } }`;
const BILLING = `query($y: Int!) { billingStatement(year: $y) { year total lines { date kind description quantity amount } } }`;
const SETTINGS = '{ viewer { house { settings { paymentProcessingEnabled } } } }';

describe('payment center and billing through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('guards: anonymous, no payments or sensitive flag, and a house not eligible', async () => {
    expect(firstError(await gql(stack.gatewayUrl, CENTER)).code).toBe('UNAUTHENTICATED');
    expect(firstError(await gql(stack.gatewayUrl, CENTER, {}, clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await gql(stack.gatewayUrl, BILLING, { y: year }, clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await gql(stack.gatewayUrl, CENTER, {}, other)).code).toBe('FORBIDDEN');
    expect(firstError(await gql(stack.gatewayUrl, ENROL, {}, other)).code).toBe('FORBIDDEN');
  });

  it('enrols an eligible house: processing turns on and the viewer shows it', async () => {
    await stack.upstream.db
      .updateTable('houses')
      .set({ payment_processing_eligible: true, payment_processing_enabled: false })
      .where('user_name', '=', 'other')
      .execute();
    const before = dataOf<{ paymentCenter: { enabled: boolean; benefits: string[] } }>(
      await gql(stack.gatewayUrl, CENTER, {}, other),
    ).paymentCenter;
    expect(before.enabled).toBe(false);
    expect(before.benefits.length).toBeGreaterThan(2);
    const enrolled = dataOf<{ enrolInPaymentProcessing: { enabled: boolean; enrolledAt: string } }>(
      await gql(stack.gatewayUrl, ENROL, {}, other),
    ).enrolInPaymentProcessing;
    expect(enrolled.enabled).toBe(true);
    expect(enrolled.enrolledAt).toEqual(expect.any(String));
    const settings = dataOf<{ viewer: { house: { settings: { paymentProcessingEnabled: boolean } } } }>(
      await gql(stack.gatewayUrl, SETTINGS, {}, other),
    );
    expect(settings.viewer.house.settings.paymentProcessingEnabled).toBe(true);
  });

  it('books an appointment with the rules of the form', async () => {
    const input = {
      date: `${year + 1}-02-02`,
      time: '14:00',
      contactName: ' Bo Diaz ',
      phone: '555 010 9999',
    };
    const booked = dataOf<{ bookPaymentAppointment: { appointments: { contactName: string }[] } }>(
      await gql(stack.gatewayUrl, BOOK, { input }, staff),
    ).bookPaymentAppointment;
    expect(booked.appointments).toEqual([{ contactName: 'Bo Diaz', phone: '555 010 9999' }]);
    const bad = await gql(stack.gatewayUrl, BOOK, { input: { ...input, phone: '12' } }, staff);
    expect(firstError(bad)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'phone' });
    expect(
      dataOf<{ paymentCenter: { appointments: unknown[] } }>(await gql(stack.gatewayUrl, CENTER, {}, other))
        .paymentCenter.appointments,
    ).toEqual([]);
  });

  it('states each house its own fees, totals as Money', async () => {
    const mine = dataOf<{ billingStatement: { year: number; total: string; lines: { amount: string }[] } }>(
      await gql(stack.gatewayUrl, BILLING, { y: year }, staff),
    ).billingStatement;
    expect(mine.year).toBe(year);
    const sum = mine.lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(mine.total) * 100)).toBe(sum);
    expect(firstError(await gql(stack.gatewayUrl, BILLING, { y: 1900 }, staff)).code).toBe('BAD_USER_INPUT');
  });
});
