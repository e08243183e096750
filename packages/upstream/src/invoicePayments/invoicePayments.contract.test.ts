import { addDaysIso } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { formatIsoDate } from '../invoices/usDate.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';
import { TEST_CARDS } from './testCards.js';

/**
 * The invoice payment calls (invoicing §7: processCards, invoicePreview, invoiceSend, autoCharge,
 * setAutoCharge, paymentInfo, plus the audit trail, outbox and auto-charge trigger) on the real
 * upstream (in-memory PGlite, demo seed). Every response is checked against openapi/house.yaml and
 * every declared status of the `invoicePayments` operations is provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['invoicePayments'],
});

interface ListRow {
  invoiceID: number;
  batchEligible: 0 | 1;
  batchFailReason: string | null;
  paidStatus: string;
  balanceString: string;
}

describe('invoice payments: charge, preview, send, auto-charge, audit, outbox', () => {
  let upstream: StartedUpstream;
  let url: string;
  const as = { staff: '', super: '', clerk: '', other: '' };
  const demo = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
  const post = async (path: string, body: unknown, cookie = as.staff, key?: string) => {
    const req = request(url).post(path).set('Cookie', cookie);
    if (key) req.set('Idempotency-Key', key);
    return contract.check('post', await req.send(body as object));
  };
  const get = async (path: string, cookie = as.staff) =>
    contract.check('get', await request(url).get(path).set('Cookie', cookie));

  /** Eligible invoices (batchEligible 1) across the demo house's groups, with their approvals. */
  const eligible: { invoiceId: number; groupId: number; approvalId: number; balanceCents: number }[] = [];
  let houseId = 0;
  let timeZone = 'America/New_York';

  const rowsOf = async (groupId: number): Promise<ListRow[]> =>
    (
      await request(url)
        .get(demo(`/invoiceGroup/${groupId}/groupInfo/processCards`))
        .set('Cookie', as.staff)
    ).body.data.invoiceGroupInfo.invoices as ListRow[];
  const rowOf = async (groupId: number, invoiceId: number) =>
    (await rowsOf(groupId)).find((r) => r.invoiceID === invoiceId);
  const takeEligible = (n = 1, over = 0) => {
    const taken = eligible.filter((e) => e.balanceCents > over).slice(0, n);
    if (taken.length < n) throw new Error('the seed has too few eligible invoices for this test');
    for (const t of taken) eligible.splice(eligible.indexOf(t), 1);
    return taken;
  };
  const giveCard = (approvalId: number, token: string) =>
    upstream.db.updateTable('approvals').set({ payment_token: token }).where('id', '=', approvalId).execute();
  /** The charges these tests made (the seed's card payments of paid invoices come before them). */
  let seededChargeMaxId = 0;
  const chargesOf = async (invoiceId: number) =>
    (
      await upstream.db
        .selectFrom('card_charges')
        .select('outcome')
        .where('invoice_id', '=', invoiceId)
        .where('id', '>', seededChargeMaxId)
        .execute()
    ).map((r) => r.outcome);
  /**
   * The seed's audit entries end here: the unpaid-items seed writes some (reminders, a pause) on
   * invoices that depend on the day it runs. The tests read only their own.
   */
  let seededAuditMaxId = 0;
  const ownEntries = <Entry extends { id: number }>(res: request.Response): Entry[] =>
    (res.body.data.entries as Entry[]).filter((e) => e.id > seededAuditMaxId);

  beforeAll(async () => {
    upstream = await startUpstream();
    url = upstream.url;
    for (const [who, login] of [
      ['staff', DEMO_LOGINS.staff],
      ['super', DEMO_LOGINS.super],
      ['clerk', DEMO_LOGINS.clerk],
      ['other', DEMO_LOGINS.otherStaff],
    ] as const)
      as[who] =
        String((await request(url).post('/app/login').send(login)).headers['set-cookie']).split(';')[0] ?? '';
    const house = await upstream.db
      .selectFrom('houses')
      .select(['id', 'time_zone'])
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    houseId = house.id;
    timeZone = house.time_zone;
    seededAuditMaxId = Number(
      (
        await upstream.db
          .selectFrom('invoice_audit')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0,
    );
    seededChargeMaxId = Number(
      (
        await upstream.db
          .selectFrom('card_charges')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0,
    );
    const groups = await upstream.db
      .selectFrom('invoice_groups')
      .select('id')
      .where('house_id', '=', houseId)
      .execute();
    for (const { id } of groups)
      for (const row of await rowsOf(id))
        if (row.batchEligible === 1) {
          const inv = await upstream.db
            .selectFrom('invoices')
            .select('approval_id')
            .where('id', '=', row.invoiceID)
            .executeTakeFirstOrThrow();
          eligible.push({
            invoiceId: row.invoiceID,
            groupId: id,
            approvalId: inv.approval_id,
            balanceCents: Math.round(Number(row.balanceString) * 100),
          });
        }
  });
  afterAll(() => upstream?.close());

  it('charges an approved card: paid with a zero balance, recorded and audited', async () => {
    const [target] = takeEligible();
    if (!target) throw new Error('no target');
    await giveCard(target.approvalId, TEST_CARDS.approvedMasterCard.token);
    const res = await post(demo('/processCards'), [String(target.invoiceId)], as.staff, 'charge-approved-1');
    expect(res.status).toBe(200);
    expect(res.headers['idempotency-replayed']).toBeUndefined();
    const [confirmation] = res.body.data.invoiceConfirmations;
    expect(confirmation).toMatchObject({
      invoiceID: target.invoiceId,
      charged: true,
      outcome: 'APPROVED',
      cardBrand: 'MasterCard',
      cardLast4: '4444',
    });
    expect(Number(confirmation.amountCharged)).toBeGreaterThan(0);
    expect(await rowOf(target.groupId, target.invoiceId)).toMatchObject({
      paidStatus: 'Paid',
      balanceString: '0.00',
    });
    const audit = await post(demo('/invoiceAuditTrail'), { invoiceIDs: [target.invoiceId] });
    expect(audit.status).toBe(200);
    const [entry] = ownEntries<{ id: number; changes: unknown[] }>(audit);
    expect(entry).toMatchObject({ action: 'CARD_CHARGED', actorUserName: 'staff' });
    if (!entry) throw new Error('no audit entry for the charge');
    expect(entry.changes).toContainEqual({
      field: 'outstandingBalance',
      before: confirmation.amountCharged,
      after: '0.00',
    });
    expect(entry.changes).toContainEqual(expect.objectContaining({ field: 'status', after: 'Paid' }));
  });

  it.each([
    ['declined', TEST_CARDS.declined.token, 'DECLINED', 'd'],
    ['insufficient funds', TEST_CARDS.insufficientFunds.token, 'INSUFFICIENT_FUNDS', 'd'],
    ['over the card limit', TEST_CARDS.overLimit.token, 'OVER_CARD_LIMIT', 'd'],
    ['ACH only', TEST_CARDS.achOnly.token, 'ACH_ONLY', 'f'],
  ] as const)('answers a %s card: not charged, Payment Failed', async (_name, token, outcome, stat) => {
    // The limit card approves up to 100.00: these invoices owe more.
    const [target] = takeEligible(1, 10_000);
    if (!target) throw new Error('no target');
    await giveCard(target.approvalId, token);
    const res = await post(demo('/processCards'), [target.invoiceId], as.staff, `charge-${outcome}`);
    expect(res.body.data.invoiceConfirmations[0]).toMatchObject({
      charged: false,
      amountCharged: '0.00',
      outcome,
    });
    const stored = await upstream.db
      .selectFrom('invoices')
      .select('online_payment_stat')
      .where('id', '=', target.invoiceId)
      .executeTakeFirstOrThrow();
    expect(stored.online_payment_stat).toBe(stat);
    expect(await rowOf(target.groupId, target.invoiceId)).toMatchObject({ paidStatus: 'Payment Failed' });
    expect(await chargesOf(target.invoiceId)).toEqual([outcome]);
  });

  it('skips an ineligible invoice with its reason and charges nothing', async () => {
    const paid = await upstream.db
      .selectFrom('invoices')
      .select('id')
      .where('house_id', '=', houseId)
      .where('is_paid', '=', true)
      .where('online_payment_stat', 'is', null)
      .executeTakeFirstOrThrow();
    const res = await post(demo('/processCards'), [paid.id], as.staff);
    expect(res.body.data.invoiceConfirmations[0]).toMatchObject({
      charged: false,
      outcome: 'NOT_ELIGIBLE',
      ineligibilityReason: expect.stringMatching(/PAID/),
    });
    expect(await chargesOf(paid.id)).toEqual([]);
  });

  it('replays a repeated key, refuses a reused key (409), and charges 20 concurrent duplicates once', async () => {
    const [a, b] = takeEligible(2);
    if (!a || !b) throw new Error('no targets');
    await giveCard(a.approvalId, TEST_CARDS.approvedVisa.token);
    const first = await post(demo('/processCards'), [a.invoiceId], as.staff, 'replay-key');
    const again = await post(demo('/processCards'), [a.invoiceId], as.staff, 'replay-key');
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await chargesOf(a.invoiceId)).toEqual(['APPROVED']);
    const reused = await post(demo('/processCards'), [b.invoiceId], as.staff, 'replay-key');
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    await giveCard(b.approvalId, TEST_CARDS.approvedVisa.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(url)
          .post(demo('/processCards'))
          .set('Cookie', as.staff)
          .set('Idempotency-Key', 'concurrent-20')
          .send([b.invoiceId]),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(19);
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await chargesOf(b.invoiceId)).toEqual(['APPROVED']);
  });

  it('refuses bad bodies (400), no session (401), a caller without the payments flag or another house (403), unknown ids (404)', async () => {
    expect((await post(demo('/processCards'), { invoiceIDs: [1] })).status).toBe(400);
    expect((await post(demo('/processCards'), [1], as.staff, 'bad key!')).status).toBe(400);
    expect((await post(demo('/processCards'), [1], '')).status).toBe(401);
    expect((await post(demo('/processCards'), [1], as.clerk)).status).toBe(403);
    expect((await post(demo('/processCards'), [1], as.other)).status).toBe(403);
    expect((await post(demo('/processCards'), [999_999])).status).toBe(404);
  });

  it('previews invoices in the order asked for with lines, taxes, payments and payment options', async () => {
    const group = await upstream.db
      .selectFrom('invoice_groups')
      .select(['id', 'title'])
      .where('house_id', '=', houseId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ids = (
      await upstream.db
        .selectFrom('invoices')
        .select('id')
        .where('invoice_group_id', '=', group.id)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const wanted = [...ids].reverse().slice(0, 3);
    const res = await post(demo(`/invoiceGroup/${group.id}/invoicePreview`), wanted);
    expect(res.status).toBe(200);
    const preview = res.body.data.invoiceGroups;
    expect(preview).toMatchObject({
      invoiceGroupID: group.id,
      invoiceGroupTitle: group.title,
      house: { currencyCode: 'USD' },
    });
    expect(preview.invoiceMessages.map((m: { headerLC: string }) => m.headerLC)).toEqual(
      expect.arrayContaining(['Payment Option(s)', 'Shipping Notes']),
    );
    expect(preview.invoices.invoiceList.map((i: { invoiceID: number }) => i.invoiceID)).toEqual(wanted);
    for (const invoice of preview.invoices.invoiceList) {
      const cents = (m: string) => Math.round(Number(m) * 100);
      expect(cents(invoice.totalDue)).toBe(cents(invoice.invoiceTotal) - cents(invoice.paymentsMade));
      const paid = invoice.payments.reduce((sum: number, p: { amount: string }) => sum + cents(p.amount), 0);
      expect(paid).toBe(cents(invoice.paymentsMade));
      expect(invoice.acceptedCards).toEqual(['Visa', 'MasterCard', 'Discover', 'American Express']);
    }
    expect((await post(demo(`/invoiceGroup/${group.id}/invoicePreview`), [])).status).toBe(400);
    expect((await post(demo(`/invoiceGroup/${group.id}/invoicePreview`), wanted, '')).status).toBe(401);
    expect((await post(demo(`/invoiceGroup/${group.id}/invoicePreview`), wanted, as.other)).status).toBe(403);
    expect((await post(demo(`/invoiceGroup/${group.id}/invoicePreview`), [999_999])).status).toBe(404);
  });

  it('sends invoices: e-mails in the outbox, sent dates, confirmations; replays without sending again', async () => {
    const [target] = takeEligible();
    if (!target) throw new Error('no target');
    const path = demo(`/invoiceGroup/${target.groupId}/invoiceSend`);
    const res = await post(path, [target.invoiceId], as.staff, 'send-1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      success: true,
      invoiceGroupID: target.groupId,
      totals: { invoiceCount: 1 },
    });
    const [confirmation] = res.body.data.confirmations;
    const today = formatIsoDate(new Date(), timeZone);
    expect(confirmation).toMatchObject({
      invoiceID: target.invoiceId,
      currencyCode: 'USD',
      invoiceSentDate: `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`,
    });
    expect(['Sent', 'Partial Paid']).toContain(confirmation.invoiceStatus);
    const outbox = await get(demo(`/invoiceEmails?invoiceID=${target.invoiceId}`), as.super);
    expect(outbox.status).toBe(200);
    expect(outbox.body.data.totalRecords).toBe(1);
    expect(outbox.body.data.emails[0]).toMatchObject({
      invoiceID: target.invoiceId,
      delivery: 'outbox',
      to: confirmation.email,
    });
    expect(outbox.body.data.emails[0].text).toContain(`Invoice #${target.invoiceId}`);

    const replay = await post(path, [target.invoiceId], as.staff, 'send-1');
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(
      (await get(demo(`/invoiceEmails?invoiceID=${target.invoiceId}`), as.super)).body.data.totalRecords,
    ).toBe(1);
    expect((await post(path, [target.invoiceId, 1], as.staff, 'send-1')).status).toBe(409);
    expect((await post(path, 'nope')).status).toBe(400);
    expect((await post(path, [target.invoiceId], '')).status).toBe(401);
    expect((await post(path, [target.invoiceId], as.other)).status).toBe(403);
    expect((await post(path, [999_999])).status).toBe(404);
    const audit = await post(demo('/invoiceAuditTrail'), { invoiceIDs: [target.invoiceId] });
    expect(ownEntries<{ id: number; action: string }>(audit).map((e) => e.action)).toEqual(['SENT']);
  });

  it('lists auto-charge invoices, sets and removes dates within the window, and runs a charge on its date', async () => {
    const [target] = takeEligible();
    if (!target) throw new Error('no target');
    await giveCard(target.approvalId, TEST_CARDS.approvedDiscover.token);
    const today = formatIsoDate(new Date(), timeZone);
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    const list = await post(demo(`/invoiceGroup/${target.groupId}/autoCharge`), [target.invoiceId, 999_999]);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      autoChargeAvailable: true,
      minDate: us(addDaysIso(today, 2)),
      maxDate: us(addDaysIso(today, 7)),
    });
    expect(list.body.data.eligibleInvoiceList).toEqual([
      expect.objectContaining({
        invoiceID: target.invoiceId,
        autoChargeDate: null,
        autoChargeDateValid: true,
      }),
    ]);

    const set = (date: string | null, ids: unknown[] = [target.invoiceId], key?: string) =>
      post('/app/invoice/setAutoCharge', { autoChargeDate: date, invoiceIDs: ids }, as.staff, key);
    const tooSoon = await set(us(addDaysIso(today, 1)));
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.error).toMatchObject({ code: 'INVALID_AUTO_CHARGE_DATE', field: 'autoChargeDate' });
    expect((await set(us(addDaysIso(today, 8)))).status).toBe(400);
    const date = addDaysIso(today, 3);
    const saved = await set(us(date), [target.invoiceId], 'auto-set-1');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      success: true,
      redirect: 'preview',
      invoiceGroupID: target.groupId,
      changed: [target.invoiceId],
    });
    expect((await set(us(addDaysIso(today, 4)), [target.invoiceId], 'auto-set-1')).status).toBe(409);
    expect((await set(us(date), [999_999])).status).toBe(404);
    expect(
      (
        await request(url)
          .post('/app/invoice/setAutoCharge')
          .send({ autoChargeDate: null, invoiceIDs: [1] })
      ).status,
    ).toBe(401);
    contract.check(
      'post',
      await request(url)
        .post('/app/invoice/setAutoCharge')
        .send({ autoChargeDate: null, invoiceIDs: [1] }),
    );
    const paid = await upstream.db
      .selectFrom('invoices')
      .select('id')
      .where('house_id', '=', houseId)
      .where('is_paid', '=', true)
      .executeTakeFirstOrThrow();
    expect((await set(us(date), [paid.id])).status).toBe(409);

    // The job: nothing before the date, the charge on it; a second run does nothing more.
    const run = (asOf: string, cookie = as.super) => post(demo('/autoCharge/run'), { asOf }, cookie);
    const mine = (res: request.Response) =>
      (res.body.data.confirmations as { invoiceID: number }[]).filter(
        (c) => c.invoiceID === target.invoiceId,
      );
    expect(mine(await run(addDaysIso(today, 2)))).toEqual([]);
    const onDate = await run(date);
    expect(onDate.status).toBe(200);
    expect(mine(onDate)).toEqual([
      expect.objectContaining({ charged: true, outcome: 'APPROVED', cardBrand: 'Discover' }),
    ]);
    expect((await run(date)).body.data.confirmations).toEqual([]);
    expect(await rowOf(target.groupId, target.invoiceId)).toMatchObject({
      paidStatus: 'Paid',
      balanceString: '0.00',
    });
    const audit = await post(demo('/invoiceAuditTrail'), { invoiceIDs: [target.invoiceId] });
    expect(
      ownEntries<{ id: number; action: string; actor: string }>(audit).map((e) => [e.action, e.actor]),
    ).toEqual([
      ['AUTO_CHARGE_SET', 'Sam Staffer'],
      ['CARD_CHARGED', 'Auto-charge'],
    ]);
    expect((await run('2026-13-45')).status).toBe(400);
    expect((await run(date, as.staff)).status).toBe(403);
    expect((await run(date, '')).status).toBe(401);

    // Removing answers the group details redirect.
    const [other] = takeEligible();
    if (!other) throw new Error('no target');
    await set(us(date), [other.invoiceId]);
    const removed = await set(null, [other.invoiceId]);
    expect(removed.body.data).toMatchObject({ redirect: 'groupDetails', changed: [other.invoiceId] });
    expect((await post(demo(`/invoiceGroup/${target.groupId}/autoCharge`), [])).status).toBe(400);
    expect((await post(demo(`/invoiceGroup/${target.groupId}/autoCharge`), [1], '')).status).toBe(401);
    expect((await post(demo(`/invoiceGroup/${target.groupId}/autoCharge`), [1], as.other)).status).toBe(403);
    expect((await post(demo('/invoiceGroup/999999/autoCharge'), [1])).status).toBe(404);
  });

  it('answers the payment options, and guards the audit trail and the outbox', async () => {
    const info = await get(`/house/${DEMO_HOUSE_REF}/paymentInfo`);
    expect(info.body.data).toEqual({
      currencyCode: 'USD',
      acceptedCards: ['Visa', 'MasterCard', 'Discover', 'American Express'],
      allowACHPayment: true,
      paymentProcessingEnabled: true,
      autoChargeEnabled: true,
      processorType: 'p',
    });
    expect((await get(`/house/${DEMO_HOUSE_REF}/paymentInfo`, '')).status).toBe(401);
    expect((await get(`/house/${OTHER_HOUSE_REF}/paymentInfo`)).status).toBe(403);
    expect((await post(demo('/invoiceAuditTrail'), { invoiceIDs: [] })).status).toBe(400);
    expect((await post(demo('/invoiceAuditTrail'), { invoiceIDs: [1] }, '')).status).toBe(401);
    expect((await post(demo('/invoiceAuditTrail'), { invoiceIDs: [1] }, as.other)).status).toBe(403);
    expect((await get(demo('/invoiceEmails'), as.staff)).status).toBe(403);
    expect((await get(demo('/invoiceEmails?size=500'), as.super)).status).toBe(400);
    expect((await get(demo('/invoiceEmails'), '')).status).toBe(401);
  });

  it('exercised every operation and declared status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
