import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, PaymentsFixture, type Row } from './invoicePaymentsFixtures.js';
import { paymentsHelpers } from './invoicePaymentsSuite.js';

type Setup = { take: (row: Row) => boolean; arrange?: (row: Row) => Promise<void>; house?: boolean };

/**
 * Every batch-charge ineligibility reason of invoicing §8, decided by the upstream: each is arranged on
 * an otherwise eligible invoice (or found in the demo seed), then Charge Cards skips it with that reason
 * (nothing charged), and the invoice's eligibility through GraphQL says the same.
 */
export function defineIneligibilitySuite(backend: { name: string; postgres: boolean }): void {
  describe(`batch-charge ineligibility reasons (${backend.name})`, () => {
    const f = new PaymentsFixture(backend.postgres);
    const { charged, invoiceNow } = paymentsHelpers(f);
    const eligible = (r: Row) => r.batchChargeEligible;
    // No line paid yet: states that need every line unpaid.
    const unpaid = (r: Row) => r.batchChargeEligible && r.invoiceStatus === 'SENT';
    const seeded = (reason: string) => (r: Row) => r.batchChargeIneligibilityReason === reason;
    const lines = (row: Row) => f.db.updateTable('invoice_lines').where('invoice_id', '=', Number(row.id));

    beforeAll(() => f.start());
    afterAll(() => f.stop());

    const cases: [string, Setup][] = [
      ['HOUSE_PAYMENT_PROCESSING_DISABLED', { take: eligible, house: true }],
      ['CANNOT_PROCESS_INVOICE', { take: eligible, house: true }],
      ['FLOOR_BIDDER_INVOICE', { take: seeded('FLOOR_BIDDER_INVOICE') }],
      ['PAYMENT_PENDING', { take: eligible, arrange: (r) => f.setInvoice(r, { online_payment_stat: 'p' }) }],
      [
        'INVOICE_PENDING_ACH',
        {
          take: eligible,
          arrange: (r) => f.setInvoice(r, { online_payment_stat: 'h', pending_payment_method_id: 11 }),
        },
      ],
      ['INVOICE_PAID', { take: seeded('INVOICE_PAID') }],
      ['ADDITIONAL_CHARGES_PAID', { take: seeded('ADDITIONAL_CHARGES_PAID') }],
      ['INVOICE_NOT_SENT', { take: eligible, arrange: (r) => f.setInvoice(r, { sent_at: null }) }],
      [
        'INVOICE_EDIT_NOT_SENT',
        { take: eligible, arrange: (r) => f.setInvoice(r, { edited_at: new Date() }) },
      ],
      [
        'INVOICE_SENT_LESS_THAN_2_DAYS',
        {
          take: eligible,
          arrange: (r) => f.setInvoice(r, { sent_at: new Date(Date.now() - 3_600_000), edited_at: null }),
        },
      ],
      [
        'AUTOCHARGE_SCHEDULED',
        { take: eligible, arrange: (r) => f.setInvoice(r, { auto_charge_date: f.day(3) }) },
      ],
      [
        'INVOICE_ITEMS_SUPPRESSED',
        { take: eligible, arrange: async (r) => void (await lines(r).set({ suppress: true }).execute()) },
      ],
      ['INVOICE_ALREADY_PAID', { take: unpaid, arrange: (r) => f.settleWithoutMarking(r) }],
      [
        'INVOICE_ITEMS_RESTRICTED',
        { take: unpaid, arrange: async (r) => void (await lines(r).set({ restricted: true }).execute()) },
      ],
      [
        'NO_CREDIT_CARD_FOR_APPROVAL',
        { take: eligible, arrange: async (r) => void (await f.giveCard(r, null)) },
      ],
      [
        'AVA_TAX_CALC_ERROR',
        {
          take: eligible,
          arrange: async (r) =>
            void (await f.db
              .updateTable('bidders')
              .set({ address_valid: false })
              .where('id', '=', Number(r.memberId))
              .execute()),
        },
      ],
      [
        'CREDIT_CARD_LIMIT_EXCEEDED',
        {
          take: eligible,
          arrange: async (r) =>
            void (await f.db
              .updateTable('approvals')
              .set({ credit_card_limit: 1 })
              .where('id', '=', Number(r.approvalId))
              .execute()),
        },
      ],
    ];

    it.each(cases)('skips %s without charging, and the invoice says why', async (reason, setup) => {
      const row = f.take(setup.take);
      if (setup.take === eligible || setup.take === unpaid) await f.giveCard(row, CARDS.approved);
      await setup.arrange?.(row);
      if (reason === 'HOUSE_PAYMENT_PROCESSING_DISABLED')
        await f.houseSettings({ payment_processing_enabled: false });
      if (reason === 'CANNOT_PROCESS_INVOICE') await f.houseSettings({ processor_type: 'w' });
      try {
        const payload = await charged(row.groupId, [row.id], `reason-${reason}`);
        expect(payload.results).toEqual([
          expect.objectContaining({
            invoiceId: row.id,
            charged: false,
            outcome: 'NOT_ELIGIBLE',
            ineligibilityReason: reason,
          }),
        ]);
        expect(payload).toMatchObject({
          attemptedCount: 0,
          skippedCount: 1,
          processedMessage: null,
          failedMessage: null,
        });
        expect(await f.cardCharges(row)).toBe(0);
        // House-wide settings reach the gateway's cached viewer later; the invoice-level reasons at once.
        if (!setup.house)
          expect(await invoiceNow(row)).toMatchObject({
            batchChargeEligible: false,
            batchChargeIneligibilityReason: reason,
          });
      } finally {
        if (setup.house) await f.houseSettings({ payment_processing_enabled: true, processor_type: 'p' });
      }
    });

    it("labels an eligible invoice 'Ready to charge'", async () => {
      const row = f.take();
      const res = await f.gql(
        `query L($group: ID!, $ids: [ID!]!) { invoiceGroupDetails(invoiceGroupId: $group) {
          invoicesByIds(invoiceIds: $ids) { items { batchChargeEligible batchChargeStatusLabel } } } }`,
        { group: row.groupId, ids: [row.id] },
      );
      expect(res.body.data).toEqual({
        invoiceGroupDetails: {
          invoicesByIds: {
            items: [
              { batchChargeEligible: true, batchChargeStatusLabel: INVOICE_PAYMENT_MESSAGES.readyToCharge },
            ],
          },
        },
      });
    });
  });
}
