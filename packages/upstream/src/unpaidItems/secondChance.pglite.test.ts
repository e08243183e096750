import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInvoices } from '../invoices/invoiceFactsQuery.js';
import { invoiceSums } from '../invoices/invoiceState.js';
import type { Mailer, OutgoingEmail } from '../mail/mailer.js';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';
import { DEFAULT_PIPELINE_SETTINGS } from './pipelineRules.js';
import { sendReminder } from './reminders.js';
import { decideOffer, offerSecondChance } from './secondChance.js';

/**
 * Second-chance offers on the real upstream (in-memory PGlite, demo seed): the offer e-mail comes
 * from the group's invoice template sender like the reminders, and an accepted offer's line on the
 * underbidder's invoice carries the group's premium, taxes and fees as the group's build prices it.
 */
describe('unpaidItems: second-chance offers', () => {
  let upstream: StartedUpstream;
  const now = new Date(Date.UTC(2026, 2, 20));
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    delivery: 'outbox',
    send: async (email) => void sent.push(email),
    close: () => {},
  };
  const ids = { house: 0, group: 0, settings: 0, invoice: 0, lot: 0, underbidder: 0 };
  /** The template's sender, set by the test so it differs from any fallback. */
  const TEMPLATE = {
    from_name: 'Hartley Billing',
    from_email: 'billing@hartley.example',
    bcc_email: 'copies@hartley.example',
  };
  /** Buyer's premium 25%, tax 8.875% on hammer and premium, fee 2% on hammer (rates in 1/1000 %). */
  const RATES = { premium: 25_000, tax: 8_875, fee: 2_000 };

  /** The spec's charge on an amount: the rate's share of it, to the nearest cent (half up). */
  const charge = (cents: number, rate: number) => Math.floor((cents * rate) / 100_000 + 0.5);

  const invoiceTotals = async (invoiceId: number) => {
    const [invoice] = await loadInvoices(upstream.db, { houseId: ids.house, invoiceIds: [invoiceId] });
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    return invoiceSums(invoice);
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    ids.house = (
      await upstream.db
        .selectFrom('houses')
        .select('id')
        .where('ref', '=', DEMO_HOUSE_REF)
        .executeTakeFirstOrThrow()
    ).id;
    // An unpaid invoice of the house with a lot nobody was offered yet.
    const from = await upstream.db
      .selectFrom('invoices as i')
      .innerJoin('invoice_groups as g', 'g.id', 'i.invoice_group_id')
      .innerJoin('invoice_lines as il', 'il.invoice_id', 'i.id')
      .innerJoin('lots as l', 'l.id', 'il.lot_id')
      .select(['i.id', 'i.bidder_id', 'g.id as group_id', 'g.settings_id', 'il.lot_id', 'l.catalog_id'])
      .where('i.house_id', '=', ids.house)
      .where('i.is_paid', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('second_chance_offers as o').select('o.id').whereRef('o.lot_id', '=', 'il.lot_id'),
          ),
        ),
      )
      .orderBy('il.id')
      .executeTakeFirstOrThrow();
    Object.assign(ids, {
      group: from.group_id,
      settings: from.settings_id,
      invoice: from.id,
      lot: from.lot_id,
    });
    // The underbidder: another registered bidder of the house with no invoice in the group yet.
    ids.underbidder = (
      await upstream.db
        .selectFrom('approvals as a')
        .select('a.bidder_id')
        .where('a.house_id', '=', ids.house)
        .where('a.bidder_id', '!=', from.bidder_id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('invoices as x')
                .select('x.id')
                .whereRef('x.bidder_id', '=', 'a.bidder_id')
                .where('x.invoice_group_id', '=', from.group_id),
            ),
          ),
        )
        .orderBy('a.id')
        .executeTakeFirstOrThrow()
    ).bidder_id;
    await upstream.db.updateTable('invoices').set({ sent_at: now }).where('id', '=', ids.invoice).execute();
    await upstream.db.updateTable('invoice_settings').set(TEMPLATE).where('id', '=', ids.settings).execute();
    await upstream.db
      .updateTable('catalogs')
      .set({ buyer_premium_rate: RATES.premium })
      .where('id', '=', from.catalog_id)
      .execute();
    // The group's taxes and fees: two that apply everywhere, one of another country that does not.
    const location = await upstream.db
      .selectFrom('catalogs')
      .innerJoin('house_addresses', 'house_addresses.id', 'catalogs.address_id')
      .select('house_addresses.country')
      .where('catalogs.id', '=', from.catalog_id)
      .executeTakeFirstOrThrow();
    const elsewhere = location.country === 'CA' ? 'GB' : 'CA';
    await upstream.db.deleteFrom('invoice_setting_charges').where('settings_id', '=', ids.settings).execute();
    const rule = { settings_id: ids.settings, applies_hammer: true, state: 'ALL' };
    await upstream.db
      .insertInto('invoice_setting_charges')
      .values([
        { ...rule, kind: 'tax', name: 'Sales tax', rate: RATES.tax, country: 'ALL', applies_premium: true },
        {
          ...rule,
          kind: 'tax',
          name: 'Elsewhere tax',
          rate: 13_000,
          country: elsewhere,
          applies_premium: true,
        },
        { ...rule, kind: 'fee', name: 'Handling', rate: RATES.fee, country: 'ALL' },
      ])
      .execute();
  });
  afterAll(() => upstream?.close());

  it("e-mails the offer from the group's invoice template sender, as the reminders", async () => {
    await upstream.db.transaction().execute(async (trx) => {
      await sendReminder(trx, mailer, {
        houseId: ids.house,
        invoiceId: ids.invoice,
        settings: { ...DEFAULT_PIPELINE_SETTINGS, enabled: true, secondChance: true },
      });
      await offerSecondChance(trx, mailer, {
        houseId: ids.house,
        invoiceId: ids.invoice,
        lotId: ids.lot,
        underbidder: { bidderId: ids.underbidder, amount: 12_345 },
        offerDays: 3,
        now,
      });
    });
    const [reminder, offer] = sent;
    expect(reminder?.subject).toMatch(/^Reminder:/);
    expect(offer?.subject).toMatch(/^A second chance at lot/);
    expect(offer?.from).toBe('"Hartley Billing" <billing@hartley.example>');
    expect(offer?.bcc).toBe('copies@hartley.example');
    expect([offer?.from, offer?.bcc]).toEqual([reminder?.from, reminder?.bcc]);
  });

  it("accepted, the line on the underbidder's invoice has the group's premium, taxes and fees", async () => {
    const offer = await upstream.db
      .selectFrom('second_chance_offers')
      .select('id')
      .where('lot_id', '=', ids.lot)
      .executeTakeFirstOrThrow();
    await decideOffer(upstream.db, { houseId: ids.house, offerId: offer.id, decision: 'ACCEPTED', now });
    const { new_invoice_id: invoiceId } = await upstream.db
      .selectFrom('second_chance_offers')
      .select('new_invoice_id')
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    if (invoiceId === null) throw new Error('the accepted offer has no invoice');
    const hammer = 12_345;
    const premium = charge(hammer, RATES.premium); // 3_086.25 → 3_086
    const tax = charge(hammer + premium, RATES.tax); // 15_431 × 8.875% = 1_369.50… → 1_370
    const fee = charge(hammer, RATES.fee); // 246.9 → 247
    expect([premium, tax, fee]).toEqual([3_086, 1_370, 247]);
    const totals = await invoiceTotals(invoiceId);
    expect({ hammer: totals.hammer, premium: totals.premium, tax: totals.tax, other: totals.other }).toEqual({
      hammer,
      premium,
      tax,
      other: fee,
    });
    expect(totals.invoiceTotal).toBe(hammer + premium + totals.liveFee + tax + fee);
  });

  it("accepted onto the underbidder's existing invoice in the group, its totals grow by the priced line", async () => {
    // Another unpaid lot of the group, offered to a bidder who already has an unpaid invoice there.
    const pair = await upstream.db
      .selectFrom('invoices as a')
      .innerJoin('invoices as b', (join) =>
        join.onRef('b.invoice_group_id', '=', 'a.invoice_group_id').onRef('b.bidder_id', '!=', 'a.bidder_id'),
      )
      .innerJoin('invoice_lines as il', 'il.invoice_id', 'a.id')
      .innerJoin('lots as l', 'l.id', 'il.lot_id')
      .select(['a.id as from', 'b.id as to', 'b.bidder_id as bidder', 'il.lot_id as lot', 'l.catalog_id'])
      .where('a.invoice_group_id', '=', ids.group)
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
    await upstream.db
      .updateTable('catalogs')
      .set({ buyer_premium_rate: RATES.premium })
      .where('id', '=', pair.catalog_id)
      .execute();
    const before = await invoiceTotals(pair.to);
    const { id } = await upstream.db
      .insertInto('second_chance_offers')
      .values({
        house_id: ids.house,
        lot_id: pair.lot,
        invoice_id: pair.from,
        bidder_id: pair.bidder,
        amount: 20_000,
        sent_at: now,
        expires_at: new Date(now.getTime() + 3 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await decideOffer(upstream.db, { houseId: ids.house, offerId: id, decision: 'ACCEPTED', now });
    const after = await invoiceTotals(pair.to);
    const premium = charge(20_000, RATES.premium); // 5_000
    expect({
      premium: after.premium - before.premium,
      tax: after.tax - before.tax,
      other: after.other - before.other,
    }).toEqual({
      premium,
      tax: charge(20_000 + premium, RATES.tax), // 25_000 × 8.875% = 2_218.75 → 2_219
      other: charge(20_000, RATES.fee), // 400
    });
  });
});
