import { INVOICE_PAYMENT_MESSAGES, moneyToCents } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError } from './graphql.js';
import { CARDS, PaymentsFixture, type Row } from './invoicePaymentsFixtures.js';
import { paymentsHelpers } from './invoicePaymentsSuite.js';

const PREVIEW = `query Preview($group: ID!, $ids: [ID!]!) {
  invoicePreview(invoiceGroupId: $group, invoiceIds: $ids) {
    id invoiceGroupId title currencyCode
    house { name address { name line1 city state postalCode country } }
    messages { header detail sequence }
    invoices {
      id emailTo channel deliveryMode showCostsPerItem invoiceStatus hasRestrictedItems
      billing { firstName lastName address { name line1 city country postalCode } }
      sessions { id identifier date }
      lines { id lotNumber title restricted total }
      taxesAndFees { kind name rate amount }
      amounts { hammer premium liveFee tax shipHandle insurance misc total }
      invoiceTotal paymentsMade payments { date method amount } totalDue restrictedTotal onlineTotal
      acceptedCards paypalUrl allowAchPayment currencyCode
    }
  }
}`;
const SENT = `id invoiceGroupId title
  confirmations { invoiceId memberName email companyId channel location currencyCode outstandingBalance invoiceStatus invoiceStatusLabel sentDate }
  totals { invoiceCount itemCount invoiceTotal outstandingBalance }`;
const SEND = `mutation Send($input: SendInvoicesInput!) {
  sendInvoices(input: $input) { success replayed sent { ${SENT} } invoices { id sentDate } }
}`;
const SENT_PAGE = `query Sent($group: ID!, $ids: [ID!]!) { sentInvoices(invoiceGroupId: $group, invoiceIds: $ids) { ${SENT} } }`;
const OUTBOX = `query Outbox($invoice: ID) {
  invoiceEmailOutbox(invoiceId: $invoice) { pageInfo { totalCount } items { invoiceId to subject text delivery } }
}`;
const AUTO = `query Auto($group: ID!, $ids: [ID!]!, $pageSize: Int) {
  autoChargeSetup(invoiceGroupId: $group, invoiceIds: $ids) {
    id title available minDate maxDate eligibleInvoiceIds hasScheduledDates
    eligibleInvoices(page: 1, pageSize: $pageSize) {
      pageInfo { totalCount pageSize }
      items { id firstName channel invoiceTotal eligibleAmount currencySymbol autoChargeDate firstEligibleAutoChargeDate autoChargeDateValid }
    }
  }
}`;
const AUTO_CONNECTION = `query AutoConnection($group: ID!, $ids: [ID!]!, $after: String) {
  autoChargeSetup(invoiceGroupId: $group, invoiceIds: $ids) {
    eligibleInvoicePage(first: 1, after: $after) { totalCount nodes { id } pageInfo { hasNextPage endCursor } }
  }
}`;
const SET_AUTO = `mutation SetAuto($input: SetAutoChargeDateInput!) {
  setAutoChargeDate(input: $input) { next replayed invoices { id autoChargeDate autoChargeDateValid } }
}`;

interface Sent {
  id: string;
  confirmations: {
    invoiceId: string;
    email: string;
    sentDate: string | null;
    invoiceStatusLabel: string;
    outstandingBalance: string;
  }[];
  totals: { invoiceCount: number; itemCount: number; invoiceTotal: string; outstandingBalance: string };
}

/**
 * Preview, send, the outbox, the Sent Invoices page, auto-charge setup and the scheduled charge through
 * the gateway over HTTP against the real upstream (invoicing §2.4–§2.6, §5, §7).
 */
export function definePaymentFlowsSuite(backend: { name: string; postgres: boolean }): void {
  describe(`preview, send and auto-charge through the gateway (${backend.name})`, () => {
    const f = new PaymentsFixture(backend.postgres);
    const { invoiceNow } = paymentsHelpers(f);
    const send = (row: Row, ids: string[], key: string) =>
      f.gql(SEND, { input: { invoiceGroupId: row.groupId, invoiceIds: ids, idempotencyKey: key } });
    const setAuto = (row: Row, ids: string[], date: string | null, key: string) =>
      f.gql(SET_AUTO, {
        input: { invoiceGroupId: row.groupId, invoiceIds: ids, autoChargeDate: date, idempotencyKey: key },
      });

    beforeAll(() => f.start());
    afterAll(() => f.stop());

    it('previews invoices in the order asked for with everything the layout needs', async () => {
      const [first, second] = f.takeTogether(2, () => true) as [Row, Row];
      // A restricted, unpaid line: marked, and left out of what can be paid online.
      await f.db
        .updateTable('invoice_lines')
        .set({ restricted: true, paid: false })
        .where('invoice_id', '=', Number(second.id))
        .execute();
      const preview = dataOf<{
        invoicePreview: Record<string, unknown> & { invoices: Record<string, never>[] };
      }>(await f.gql(PREVIEW, { group: first.groupId, ids: [second.id, first.id] })).invoicePreview;
      expect(preview).toMatchObject({
        id: `${first.groupId}:${second.id},${first.id}`,
        currencyCode: 'USD',
        house: { name: 'Demo Auction House', address: { country: 'US' } },
      });
      const messages = preview['messages'] as { header: string; sequence: number }[];
      expect(messages.map((m) => m.sequence)).toEqual(
        [...messages.map((m) => m.sequence)].sort((a, b) => a - b),
      );
      expect(messages.map((m) => m.header)).toEqual(
        expect.arrayContaining(['Payment Option(s)', 'Shipping Notes']),
      );
      const invoices = preview.invoices as unknown as {
        id: string;
        hasRestrictedItems: boolean;
        lines: { restricted: boolean; total: string }[];
        amounts: Record<string, string>;
        invoiceTotal: string;
        paymentsMade: string;
        payments: { amount: string }[];
        totalDue: string;
        restrictedTotal: string;
        onlineTotal: string;
        acceptedCards: string[];
        allowAchPayment: boolean;
        paypalUrl: string | null;
        billing: { address: { line1: string } };
      }[];
      expect(invoices.map((i) => i.id)).toEqual([second.id, first.id]);
      const [restricted, plain] = invoices as [(typeof invoices)[number], (typeof invoices)[number]];
      expect(restricted.hasRestrictedItems).toBe(true);
      expect(restricted.lines.every((l) => l.restricted)).toBe(true);
      expect(moneyToCents(restricted.restrictedTotal)).toBeGreaterThan(0);
      for (const invoice of invoices) {
        const a = invoice.amounts as Record<string, string>;
        const parts = ['hammer', 'premium', 'liveFee', 'tax', 'shipHandle', 'insurance', 'misc'].map((k) =>
          moneyToCents(a[k] ?? '0'),
        );
        expect(parts.reduce((x, y) => x + y, 0)).toBe(moneyToCents(invoice.invoiceTotal));
        expect(moneyToCents(invoice.totalDue)).toBe(
          moneyToCents(invoice.invoiceTotal) - moneyToCents(invoice.paymentsMade),
        );
        expect(invoice.payments.reduce((x, p) => x + moneyToCents(p.amount), 0)).toBe(
          moneyToCents(invoice.paymentsMade),
        );
        expect(moneyToCents(invoice.onlineTotal)).toBe(
          Math.max(0, moneyToCents(invoice.totalDue) - moneyToCents(invoice.restrictedTotal)),
        );
        expect(invoice.acceptedCards).toEqual(['Visa', 'MasterCard', 'Discover', 'American Express']);
        expect(invoice.allowAchPayment).toBe(true);
        expect(invoice.billing.address.line1).not.toBe('');
      }
      expect(plain.restrictedTotal).toBe('0.00');

      // PayPal appears when the template has an account.
      const group = await f.db
        .selectFrom('invoice_groups')
        .select('settings_id')
        .where('id', '=', Number(first.groupId))
        .executeTakeFirstOrThrow();
      await f.db
        .updateTable('invoice_settings')
        .set({ paypal: true, paypal_email: 'pay@demo.example.com' })
        .where('id', '=', group.settings_id)
        .execute();
      const withPaypal = dataOf<{
        invoicePreview: { invoices: { paypalUrl: string | null; onlineTotal: string }[] };
      }>(await f.gql(PREVIEW, { group: first.groupId, ids: [first.id] })).invoicePreview.invoices[0];
      expect(withPaypal?.paypalUrl).toContain('business=pay%40demo.example.com');
      expect(withPaypal?.paypalUrl).toContain(`amount=${withPaypal?.onlineTotal}`);

      expect(firstError(await f.gql(PREVIEW, { group: first.groupId, ids: ['999999'] })).code).toBe(
        'NOT_FOUND',
      );
      expect(dataOf(await f.gql(PREVIEW, { group: '999999', ids: [first.id] }))).toEqual({
        invoicePreview: null,
      });
      expect(
        dataOf(await f.gql(PREVIEW, { group: first.groupId, ids: [first.id] }, f.callers.other)),
      ).toEqual({ invoicePreview: null });
    });

    it('sends: e-mails in the outbox, sent dates, the Sent Invoices page, a replay sends nothing, a reused key is refused', async () => {
      const [a, b] = f.takeTogether(2, () => true) as [Row, Row];
      const payload = dataOf<{
        sendInvoices: {
          success: boolean;
          replayed: boolean;
          sent: Sent;
          invoices: { id: string; sentDate: string }[];
        };
      }>(await send(a, [a.id, b.id], `send-${a.id}`)).sendInvoices;
      expect(payload).toMatchObject({ success: true, replayed: false });
      expect(payload.sent.id).toBe(`${a.groupId}:${a.id},${b.id}`);
      expect(payload.sent.confirmations.map((c) => [c.invoiceId, c.sentDate])).toEqual([
        [a.id, f.day()],
        [b.id, f.day()],
      ]);
      expect(payload.invoices.every((i) => i.sentDate === f.day())).toBe(true);
      expect(payload.sent.totals.invoiceCount).toBe(2);
      expect(moneyToCents(payload.sent.totals.outstandingBalance)).toBe(
        payload.sent.confirmations.reduce((x, c) => x + moneyToCents(c.outstandingBalance), 0),
      );
      // The page survives a reload: the same data from the query.
      const page = dataOf<{ sentInvoices: Sent }>(
        await f.gql(SENT_PAGE, { group: a.groupId, ids: [a.id, b.id] }),
      ).sentInvoices;
      expect(page).toEqual(payload.sent);

      const outbox = async (row: Row) =>
        dataOf<{
          invoiceEmailOutbox: {
            pageInfo: { totalCount: number };
            items: { to: string; text: string; delivery: string }[];
          };
        }>(await f.gql(OUTBOX, { invoice: row.id }, f.callers.super)).invoiceEmailOutbox;
      const mail = await outbox(a);
      expect(mail.pageInfo.totalCount).toBe(1);
      expect(mail.items[0]).toMatchObject({ to: payload.sent.confirmations[0]?.email, delivery: 'OUTBOX' });
      expect(mail.items[0]?.text).toContain(`Invoice #${a.id}`);
      expect(firstError(await f.gql(OUTBOX, { invoice: a.id })).code).toBe('FORBIDDEN');

      const replay = dataOf<{ sendInvoices: { replayed: boolean; sent: Sent } }>(
        await send(a, [a.id, b.id], `send-${a.id}`),
      ).sendInvoices;
      expect(replay.replayed).toBe(true);
      expect(replay.sent.confirmations).toEqual(payload.sent.confirmations);
      expect((await outbox(a)).pageInfo.totalCount).toBe(1);
      expect(firstError(await send(a, [a.id], `send-${a.id}`)).code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await invoiceNow(a)).auditTrail.map((e) => e.action)).toEqual(['SENT']);
    });

    it('records mark paid and mark not paid in the audit trail with the values before and after', async () => {
      const row = f.take((r) => r.invoiceStatus === 'SENT');
      const input = {
        invoiceGroupId: row.groupId,
        invoiceIds: [row.id],
        paymentMethodId: '2',
        paidDate: f.day(),
        idempotencyKey: `paid-${row.id}`,
      };
      const mark = `mutation M($input: MarkInvoicesPaidInput!) { markInvoicesPaid(input: $input) { invoices { id } } }`;
      dataOf(await f.gql(mark, { input }));
      dataOf(await f.gql(mark, { input }));
      dataOf(
        await f.gql(
          `mutation N($input: MarkInvoicesNotPaidInput!) { markInvoicesNotPaid(input: $input) { invoices { id } } }`,
          {
            input: { invoiceGroupId: row.groupId, invoiceIds: [row.id] },
          },
        ),
      );
      const trail = (await invoiceNow(row)).auditTrail;
      expect(trail.map((e) => e.action)).toEqual(['MARKED_PAID', 'MARKED_NOT_PAID']);
      expect(trail[0]?.changes).toContainEqual({ field: 'status', before: 'Sent', after: 'Paid' });
      expect(trail[0]?.changes).toContainEqual({
        field: 'outstandingBalance',
        before: row.outstandingBalance,
        after: '0.00',
      });
      expect(trail[1]?.changes).toContainEqual({ field: 'status', before: 'Paid', after: 'Sent' });
    });

    it('lists auto-charge invoices in the window, refuses dates outside it or before the first eligible date', async () => {
      const [row, flagged] = f.takeTogether(2) as [Row, Row];
      // An invoice scheduled for a day before 48 hours after its last edit is flagged.
      await f.setInvoice(flagged, {
        auto_charge_date: f.day(2),
        edited_at: new Date(Date.now() + 2 * 86_400_000),
      });
      const setup = dataOf<{
        autoChargeSetup: {
          available: boolean;
          minDate: string;
          maxDate: string;
          eligibleInvoiceIds: string[];
          hasScheduledDates: boolean;
          eligibleInvoices: {
            pageInfo: { totalCount: number };
            items: {
              id: string;
              autoChargeDateValid: boolean;
              eligibleAmount: string;
              firstEligibleAutoChargeDate: string;
            }[];
          };
        };
      }>(await f.gql(AUTO, { group: row.groupId, ids: [row.id, flagged.id], pageSize: 50 })).autoChargeSetup;
      expect(setup).toMatchObject({
        available: true,
        minDate: f.day(2),
        maxDate: f.day(7),
        eligibleInvoiceIds: [row.id, flagged.id],
        hasScheduledDates: true,
      });
      const [plain, late] = setup.eligibleInvoices.items;
      expect(plain).toMatchObject({
        id: row.id,
        autoChargeDateValid: true,
        eligibleAmount: row.outstandingBalance,
      });
      expect(late).toMatchObject({
        id: flagged.id,
        autoChargeDateValid: false,
        firstEligibleAutoChargeDate: f.day(4),
      });
      expect(
        firstError(await f.gql(AUTO, { group: row.groupId, ids: [row.id], pageSize: 25 })),
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
      // The same list as a connection, walked one invoice at a time with first/after.
      type AutoPage = {
        totalCount: number;
        nodes: { id: string }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
      const autoPage = async (after: string | null) =>
        dataOf<{ autoChargeSetup: { eligibleInvoicePage: AutoPage } }>(
          await f.gql(AUTO_CONNECTION, { group: row.groupId, ids: [row.id, flagged.id], after }),
        ).autoChargeSetup.eligibleInvoicePage;
      const first = await autoPage(null);
      const second = await autoPage(first.pageInfo.endCursor);
      expect([first.totalCount, first.pageInfo.hasNextPage, second.pageInfo.hasNextPage]).toEqual([
        2,
        true,
        false,
      ]);
      expect([...first.nodes, ...second.nodes].map((n) => n.id)).toEqual([row.id, flagged.id]);

      expect(firstError(await setAuto(row, [row.id], f.day(1), `early-${row.id}`))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'autoChargeDate',
        message: INVOICE_PAYMENT_MESSAGES.autoChargeDateOutOfWindow,
      });
      expect(firstError(await setAuto(row, [row.id], f.day(8), `late-${row.id}`)).code).toBe(
        'BAD_USER_INPUT',
      );
      expect(
        firstError(await setAuto(flagged, [flagged.id], f.day(3), `flagged-${flagged.id}`)),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: INVOICE_PAYMENT_MESSAGES.autoChargeDateInvalid,
      });
    });

    it('sets and removes dates (preview / group details next), idempotently, and charges on the date through the job', async () => {
      const [row, other] = f.takeTogether(2) as [Row, Row];
      await f.giveCard(row, CARDS.approved);
      const date = f.day(3);
      const set = dataOf<{
        setAutoChargeDate: {
          next: string;
          replayed: boolean;
          invoices: { id: string; autoChargeDate: string | null }[];
        };
      }>(await setAuto(row, [row.id, other.id], date, `set-${row.id}`)).setAutoChargeDate;
      expect(set).toMatchObject({ next: 'PREVIEW', replayed: false });
      expect(set.invoices.map((i) => [i.id, i.autoChargeDate])).toEqual([
        [row.id, date],
        [other.id, date],
      ]);
      const again = dataOf<{ setAutoChargeDate: { replayed: boolean } }>(
        await setAuto(row, [row.id, other.id], date, `set-${row.id}`),
      );
      expect(again.setAutoChargeDate.replayed).toBe(true);
      expect(firstError(await setAuto(row, [row.id], f.day(4), `set-${row.id}`)).code).toBe(
        'IDEMPOTENCY_KEY_REUSED',
      );
      const removed = dataOf<{
        setAutoChargeDate: { next: string; invoices: { autoChargeDate: string | null }[] };
      }>(await setAuto(other, [other.id], null, `remove-${other.id}`)).setAutoChargeDate;
      expect(removed).toMatchObject({ next: 'GROUP_DETAILS', invoices: [{ autoChargeDate: null }] });
      expect((await invoiceNow(other)).auditTrail.map((e) => e.action)).toEqual([
        'AUTO_CHARGE_SET',
        'AUTO_CHARGE_REMOVED',
      ]);
      expect((await invoiceNow(row)).batchChargeIneligibilityReason).toBe('AUTOCHARGE_SCHEDULED');

      // The job: not before the date; on it, charged once through the idempotent path.
      const before = await f.stack.upstream.runAutoCharges({ asOf: f.day(2) });
      expect(before.confirmations.map((c) => c.invoiceID)).not.toContain(Number(row.id));
      expect(await f.cardCharges(row)).toBe(0);
      const runs = [f.stack.upstream.runAutoCharges({ asOf: date })];
      const second = backend.postgres ? await f.secondUpstream() : null;
      // On PostgreSQL a second upstream process runs the same job at the same time.
      if (second) runs.push(second.runAutoCharges({ asOf: date }));
      try {
        const summaries = await Promise.all(runs);
        const mine = summaries.flatMap((s) => s.confirmations).filter((c) => c.invoiceID === Number(row.id));
        expect(mine.length).toBeGreaterThanOrEqual(1);
        expect(mine.every((c) => c.charged && c.outcome === 'APPROVED')).toBe(true);
      } finally {
        await second?.close();
      }
      expect(await f.cardCharges(row)).toBe(1);
      const paid = await invoiceNow(row);
      expect(paid).toMatchObject({ invoiceStatus: 'PAID', outstandingBalance: '0.00', autoChargeDate: null });
      expect(paid.auditTrail.map((e) => [e.action, e.actor])).toEqual([
        ['AUTO_CHARGE_SET', 'Sam Staffer'],
        ['CARD_CHARGED', 'Auto-charge'],
      ]);
      expect(
        (await f.stack.upstream.runAutoCharges({ asOf: date })).confirmations.map((c) => c.invoiceID),
      ).not.toContain(Number(row.id));
    });
  });
}
