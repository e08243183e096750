import { INVOICE_PAYMENT_MESSAGES, moneyToCents } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, firstError, type Caller } from './graphql.js';
import { CARDS, PaymentsFixture, type Row } from './invoicePaymentsFixtures.js';

const CHARGE = `mutation Charge($input: ChargeCardsInput!) {
  chargeCards(input: $input) {
    results { invoiceId charged amountCharged outcome ineligibilityReason message cardBrand cardLast4 }
    attemptedCount processedCount failedCount skippedCount failedInvoiceIds processedMessage failedMessage failedDetail
    replayed invoices { id invoiceStatus outstandingBalance isPaid batchChargeIneligibilityReason }
    groupDetails { id batchChargeEligibleCount }
  }
}`;
const INVOICE = `query Invoice($group: ID!, $ids: [ID!]!) {
  invoiceGroupDetails(invoiceGroupId: $group) {
    invoicesByIds(invoiceIds: $ids, page: 1, pageSize: 50) {
      pageInfo { totalCount }
      items {
        id invoiceStatus outstandingBalance batchChargeEligible batchChargeIneligibilityReason autoChargeDate sentDate
        auditTrail { id at action actor actorUserName summary changes { field before after } }
      }
    }
  }
}`;

interface ChargeResult {
  invoiceId: string;
  charged: boolean;
  amountCharged: string;
  outcome: string;
  ineligibilityReason: string | null;
  cardBrand: string | null;
}
interface ChargePayload {
  results: ChargeResult[];
  attemptedCount: number;
  processedCount: number;
  failedCount: number;
  skippedCount: number;
  failedInvoiceIds: string[];
  processedMessage: string | null;
  failedMessage: string | null;
  failedDetail: string | null;
  replayed: boolean;
  invoices: { id: string; invoiceStatus: string; outstandingBalance: string; isPaid: boolean }[];
  groupDetails: { id: string; batchChargeEligibleCount: number } | null;
}
export interface InvoiceNow {
  id: string;
  invoiceStatus: string;
  outstandingBalance: string;
  batchChargeEligible: boolean;
  batchChargeIneligibilityReason: string | null;
  autoChargeDate: string | null;
  sentDate: string | null;
  auditTrail: {
    id: string;
    action: string;
    actor: string;
    actorUserName: string | null;
    summary: string;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

/** The payment suites' shared helpers over one fixture. */
export function paymentsHelpers(f: PaymentsFixture) {
  const charge = (groupId: string, ids: string[] | null, key: string, who: Caller = f.callers.staff) =>
    f.gql(
      CHARGE,
      { input: { invoiceGroupId: groupId, ...(ids ? { invoiceIds: ids } : {}), idempotencyKey: key } },
      who,
    );
  const charged = async (groupId: string, ids: string[] | null, key: string) =>
    dataOf<{ chargeCards: ChargePayload }>(await charge(groupId, ids, key)).chargeCards;
  const invoiceNow = async (row: Row): Promise<InvoiceNow> => {
    const page = dataOf<{ invoiceGroupDetails: { invoicesByIds: { items: InvoiceNow[] } } }>(
      await f.gql(INVOICE, { group: row.groupId, ids: [row.id] }),
    ).invoiceGroupDetails.invoicesByIds;
    const [invoice] = page.items;
    if (!invoice) throw new Error(`invoice ${row.id} not found`);
    // The trail of the tests' own steps, not the seed's.
    return { ...invoice, auditTrail: invoice.auditTrail.filter((e) => Number(e.id) > f.seededAuditMaxId) };
  };
  return { charge, charged, invoiceNow };
}

/**
 * Charge cards through the gateway over HTTP against the real upstream (invoicing §2.3, §4, §8):
 * each outcome of the simulated processor, each batch-charge ineligibility reason
 * decided by the upstream, the banners' counts and texts, the failed filter, the audit trail, replayed
 * and conflicting idempotency keys, and 20 concurrent identical charges charging once.
 */
export function defineChargeCardsSuite(backend: { name: string; postgres: boolean }): void {
  describe(`charge cards through the gateway (${backend.name})`, () => {
    const f = new PaymentsFixture(backend.postgres);
    const { charge, charged, invoiceNow } = paymentsHelpers(f);

    beforeAll(() => f.start());
    afterAll(() => f.stop());

    it('charges a mix of test cards: banners, counts, Payment Failed, the failed filter and the audit trail', async () => {
      const approved = f.take();
      const rest = [CARDS.declined, CARDS.insufficientFunds, CARDS.overLimit, CARDS.achOnly].map(() =>
        f.take((r) => r.batchChargeEligible && moneyToCents(r.outstandingBalance) > 10_000),
      );
      const skipped = f.take((r) => r.batchChargeIneligibilityReason === 'INVOICE_PAID');
      await f.giveCard(approved, CARDS.approvedMasterCard);
      const cards = [CARDS.declined, CARDS.insufficientFunds, CARDS.overLimit, CARDS.achOnly];
      for (const [i, row] of rest.entries()) await f.giveCard(row, cards[i] ?? null);

      // Invoices of several groups charge one group at a time, as the screen does.
      const byGroup = new Map<string, Row[]>();
      for (const row of [approved, ...rest, skipped])
        byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
      const results: ChargeResult[] = [];
      for (const [groupId, rows] of byGroup) {
        const payload = await charged(
          groupId,
          rows.map((r) => r.id),
          `mix-${groupId}`,
        );
        expect(payload.replayed).toBe(false);
        expect(payload.groupDetails?.id).toBe(groupId);
        results.push(...payload.results);
      }
      const outcome = (row: Row) => results.find((r) => r.invoiceId === row.id);
      expect(outcome(approved)).toMatchObject({
        charged: true,
        outcome: 'APPROVED',
        cardBrand: 'MasterCard',
      });
      expect(rest.map((r) => outcome(r)?.outcome)).toEqual([
        'DECLINED',
        'INSUFFICIENT_FUNDS',
        'OVER_CARD_LIMIT',
        'ACH_ONLY',
      ]);
      expect(outcome(skipped)).toMatchObject({
        charged: false,
        outcome: 'NOT_ELIGIBLE',
        ineligibilityReason: 'INVOICE_PAID',
      });

      const paid = await invoiceNow(approved);
      expect(paid).toMatchObject({
        invoiceStatus: 'PAID',
        outstandingBalance: '0.00',
        batchChargeIneligibilityReason: 'INVOICE_PAID',
      });
      const [entry] = paid.auditTrail;
      expect(entry).toMatchObject({ action: 'CARD_CHARGED', actorUserName: 'staff' });
      expect(entry?.changes).toContainEqual({
        field: 'outstandingBalance',
        before: approved.outstandingBalance,
        after: '0.00',
      });
      for (const row of rest) {
        const now = await invoiceNow(row);
        expect(now.invoiceStatus).toBe('PAYMENT_FAILED');
        expect(now.outstandingBalance).toBe(row.outstandingBalance);
        expect(now.auditTrail.map((e) => e.action)).toEqual(['CARD_DECLINED']);
      }
    });

    it('answers the banners of one group: n/total processed, n/total failed with the detail, skipped left out', async () => {
      const [ok, bad] = f.takeTogether(2) as [Row, Row];
      const paid = f.take(
        (r) => r.groupId === ok.groupId && r.batchChargeIneligibilityReason === 'INVOICE_PAID',
      );
      await f.giveCard(ok, CARDS.approved);
      await f.giveCard(bad, CARDS.declined);
      const payload = await charged(ok.groupId, [ok.id, bad.id, paid.id], `banners-${ok.id}`);
      expect(payload).toMatchObject({
        attemptedCount: 2,
        processedCount: 1,
        failedCount: 1,
        skippedCount: 1,
        failedInvoiceIds: [bad.id],
        processedMessage: '1/2 of your payments have been processed!.',
        failedMessage: '1/2 of your payments failed.',
        failedDetail: INVOICE_PAYMENT_MESSAGES.chargeFailedDetail,
      });
      // The failed filter lists exactly the failed invoices.
      const filtered = dataOf<{
        invoiceGroupDetails: { invoicesByIds: { pageInfo: { totalCount: number }; items: { id: string }[] } };
      }>(await f.gql(INVOICE, { group: ok.groupId, ids: payload.failedInvoiceIds })).invoiceGroupDetails
        .invoicesByIds;
      expect(filtered.items.map((i) => i.id)).toEqual([bad.id]);
    });

    it('never charges a declined invoice again in a batch; an edit clears Payment Failed', async () => {
      const [bad, ok] = f.takeTogether(2) as [Row, Row];
      await f.giveCard(bad, CARDS.declined);
      await f.giveCard(ok, CARDS.approved);
      const first = await charged(bad.groupId, [bad.id], `failed-once-${bad.id}`);
      expect(first.failedInvoiceIds).toEqual([bad.id]);
      expect(await invoiceNow(bad)).toMatchObject({
        invoiceStatus: 'PAYMENT_FAILED',
        batchChargeEligible: false,
        batchChargeIneligibilityReason: 'PAYMENT_FAILED',
      });
      // A second batch with it (another key, another action) skips it: the card is not declined twice.
      const second = await charged(bad.groupId, [bad.id, ok.id], `failed-twice-${bad.id}`);
      expect(second.results.find((r) => r.invoiceId === bad.id)).toMatchObject({
        charged: false,
        outcome: 'NOT_ELIGIBLE',
        ineligibilityReason: 'PAYMENT_FAILED',
      });
      expect(second).toMatchObject({ attemptedCount: 1, processedCount: 1, failedCount: 0 });
      expect(await f.cardCharges(bad)).toBe(1);
      // Something changes (an edit): the failure is settled; the edited invoice waits to be resent.
      const [{ chargeMode }] = dataOf<{
        invoiceGroupDetails: { invoicesByIds: { items: [{ chargeMode: string }] } };
      }>(
        await f.gql(
          `query M($group: ID!, $ids: [ID!]!) { invoiceGroupDetails(invoiceGroupId: $group) {
            invoicesByIds(invoiceIds: $ids, page: 1, pageSize: 50) { items { chargeMode } } } }`,
          { group: bad.groupId, ids: [bad.id] },
        ),
      ).invoiceGroupDetails.invoicesByIds.items;
      const edited = await f.gql(
        `mutation E($input: SaveInvoiceChargesInput!) { saveInvoiceCharges(input: $input) { invoices { id } } }`,
        {
          input: {
            invoiceGroupId: bad.groupId,
            invoiceId: bad.id,
            mode: chargeMode,
            invoiceCharges: { shipping: '5.00' },
          },
        },
      );
      dataOf(edited);
      const settled = await invoiceNow(bad);
      expect(settled.invoiceStatus).not.toBe('PAYMENT_FAILED');
      expect(settled.batchChargeIneligibilityReason).not.toBe('PAYMENT_FAILED');
      // A regular edit must also be sent again before the next charge (§9: 48 hours after sending).
      if (chargeMode === 'REGULAR')
        expect(settled.batchChargeIneligibilityReason).toBe('INVOICE_EDIT_NOT_SENT');
    });

    it('replays a repeated key without charging again and refuses the key for another request', async () => {
      const [row, other] = f.takeTogether(2) as [Row, Row];
      await f.giveCard(row, CARDS.approved);
      const first = await charged(row.groupId, [row.id], `replay-${row.id}`);
      const again = await charged(row.groupId, [row.id], `replay-${row.id}`);
      expect(again.replayed).toBe(true);
      expect(again.results).toEqual(first.results);
      expect(await f.cardCharges(row)).toBe(1);
      const reused = await charge(row.groupId, [other.id], `replay-${row.id}`);
      expect(firstError(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await f.cardCharges(other)).toBe(0);
      expect(firstError(await charge(row.groupId, [row.id], 'not a key!'))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'idempotencyKey',
      });
    });

    it('charges once for 20 concurrent identical requests', async () => {
      const row = f.take();
      await f.giveCard(row, CARDS.approved);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => charge(row.groupId, [row.id], `concurrent-${row.id}`)),
      );
      const payloads = answers.map((a) => dataOf<{ chargeCards: ChargePayload }>(a).chargeCards);
      expect(payloads.filter((p) => !p.replayed)).toHaveLength(1);
      expect(new Set(payloads.map((p) => JSON.stringify(p.results))).size).toBe(1);
      expect(payloads[0]?.results[0]).toMatchObject({ charged: true, outcome: 'APPROVED' });
      expect(await f.cardCharges(row)).toBe(1);
      expect((await invoiceNow(row)).auditTrail.filter((e) => e.action === 'CARD_CHARGED')).toHaveLength(1);
    });

    if (backend.postgres)
      it('charges once when duplicates reach two upstream processes on one database', async () => {
        const row = f.take();
        await f.giveCard(row, CARDS.approved);
        const second = await f.secondUpstream();
        try {
          const login = async (base: string) => {
            const res = await fetch(`${base}/app/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ houseUserName: 'demo', userName: 'staff', password: 'demo-password' }),
            });
            return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
          };
          const targets = [
            { base: f.stack.upstreamUrl, cookie: await login(f.stack.upstreamUrl) },
            { base: second.url, cookie: await login(second.url) },
          ];
          const answers = await Promise.all(
            Array.from({ length: 20 }, (_, i) => {
              const t = targets[i % 2] as (typeof targets)[number];
              return fetch(`${t.base}/app/house/HDEMO4AUCT/processCards`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  cookie: t.cookie,
                  'idempotency-key': `two-processes-${row.id}`,
                },
                body: JSON.stringify([row.id]),
              });
            }),
          );
          expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
          expect(answers.filter((a) => a.headers.get('idempotency-replayed') === 'true')).toHaveLength(19);
          expect(await f.cardCharges(row)).toBe(1);
        } finally {
          await second.close();
        }
      });

    it('refuses callers without the payments flag and invoices of another group or house', async () => {
      const row = f.take();
      expect(firstError(await charge(row.groupId, [row.id], `clerk-${row.id}`, f.callers.clerk)).code).toBe(
        'FORBIDDEN',
      );
      expect(firstError(await charge(row.groupId, [row.id], `other-${row.id}`, f.callers.other)).code).toBe(
        'NOT_FOUND',
      );
      const elsewhere = f.groupIds.find((g) => g !== row.groupId) as string;
      expect(firstError(await charge(elsewhere, [row.id], `elsewhere-${row.id}`)).code).toBe('NOT_FOUND');
      expect(await f.cardCharges(row)).toBe(0);
    });
  });
}
