import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import { groupLineCharges } from '../invoiceGroups/buildInvoiceGroup.js';
import { buildInvoices } from '../invoices/invoiceBuilder.js';
import { centsToDecimal } from '../invoices/money.js';
import type { Mailer } from '../mail/mailer.js';
import { groupSender } from './groupSender.js';
import { DAY_MS } from './pipelineRules.js';
import { StepSkipped } from './stepSkipped.js';

/**
 * Second-chance offers (issue 36): once the winner's dispute is closed, the lot is offered to its
 * underbidder at their highest bid, by e-mail; the offer is SENT until staff mark it ACCEPTED or
 * DECLINED, or its days pass (EXPIRED). Accepted, the lot moves to an invoice for that bidder.
 */

/** Records and e-mails the offer; its id. One offer per lot (0035 second_chance_offers_one_per_lot). */
export async function offerSecondChance(
  trx: Transaction<DB>,
  mailer: Mailer,
  input: {
    houseId: number;
    invoiceId: number;
    lotId: number;
    underbidder: { bidderId: number; amount: number };
    offerDays: number;
    now: Date;
  },
): Promise<number> {
  const expiresAt = new Date(input.now.getTime() + input.offerDays * DAY_MS);
  const offer = await trx
    .insertInto('second_chance_offers')
    .values({
      house_id: input.houseId,
      lot_id: input.lotId,
      invoice_id: input.invoiceId,
      bidder_id: input.underbidder.bidderId,
      amount: input.underbidder.amount,
      sent_at: input.now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const facts = await trx
    .selectFrom('lots')
    .innerJoin('bidders', (join) => join.on('bidders.id', '=', input.underbidder.bidderId))
    .innerJoin('invoices', (join) => join.on('invoices.id', '=', input.invoiceId))
    .select([
      'lots.title',
      'lots.lot_number',
      'bidders.email',
      'bidders.first_name',
      'invoices.invoice_group_id',
    ])
    .where('lots.id', '=', input.lotId)
    .executeTakeFirstOrThrow();
  // From the group's invoice template sender, as the reminders: the address the buyers know.
  const sender = await groupSender(trx, input.houseId, facts.invoice_group_id);
  await mailer.send({
    to: facts.email,
    from: sender.from,
    bcc: sender.bcc,
    subject: `A second chance at lot ${facts.lot_number ?? ''}: ${facts.title}`,
    text: [
      `Dear ${facts.first_name},`,
      '',
      `The winner of lot ${facts.lot_number ?? ''} (${facts.title}) did not pay. ${sender.houseName} offers it to you`,
      `at your highest bid, ${centsToDecimal(input.underbidder.amount)}.`,
      `This offer is open until ${expiresAt.toISOString().slice(0, 10)}; reply to accept it.`,
    ].join('\n'),
  });
  return offer.id;
}

/** A sent offer past its date expires; one decided meanwhile is left alone (the step is skipped). */
export async function expireOffer(trx: Transaction<DB>, offerId: number, now: Date): Promise<void> {
  const expired = await trx
    .updateTable('second_chance_offers')
    .set({ state: 'EXPIRED', decided_at: now })
    .where('id', '=', offerId)
    .where('state', '=', 'SENT')
    .where('expires_at', '<=', now)
    .returning('id')
    .executeTakeFirst();
  if (!expired) throw new StepSkipped('The offer was decided before it expired');
}

/**
 * Staff's decision on a sent offer (POST /unpaidItems/offers/{offerId}/decision). Only from SENT
 * (checked again under the row lock, so two decisions race safely); ACCEPTED moves the lot.
 */
export async function decideOffer(
  db: Kysely<DB>,
  input: { houseId: number; offerId: number; decision: 'ACCEPTED' | 'DECLINED'; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom('second_chance_offers')
      .selectAll()
      .where('id', '=', input.offerId)
      .where('house_id', '=', input.houseId)
      .forUpdate()
      .executeTakeFirst();
    if (!offer) throw new HttpError(404, 'OFFER_NOT_FOUND', 'No such second-chance offer in your house.');
    if (offer.state !== 'SENT')
      throw new HttpError(
        400,
        'OFFER_NOT_OPEN',
        `This offer is ${offer.state.toLowerCase()}: only a sent offer can be decided.`,
        'decision',
      );
    const newInvoiceId = input.decision === 'ACCEPTED' ? await moveLot(trx, offer, input.now) : null;
    await trx
      .updateTable('second_chance_offers')
      .set({ state: input.decision, decided_at: input.now, new_invoice_id: newInvoiceId })
      .where('id', '=', offer.id)
      .execute();
  });
}

interface OfferRow {
  house_id: number;
  lot_id: number;
  invoice_id: number;
  bidder_id: number;
  amount: number;
}

/**
 * Moves the lot from the unpaid invoice to one for the offer's bidder: an unsent invoice of theirs
 * in the same invoice group, else a new one. The line is priced as the group's invoice build prices
 * a won lot (invoices domain's buildInvoices with the group's taxes, fees and sale location) at the
 * offer's amount.
 */
async function moveLot(trx: Transaction<DB>, offer: OfferRow, now: Date): Promise<number> {
  const from = await trx
    .selectFrom('invoices')
    .innerJoin('invoice_groups', 'invoice_groups.id', 'invoices.invoice_group_id')
    .select(['invoices.invoice_group_id', 'invoice_groups.settings_id'])
    .where('invoices.id', '=', offer.invoice_id)
    .executeTakeFirstOrThrow();
  const approval = await trx
    .selectFrom('approvals')
    .select(['id', 'channel'])
    .where('house_id', '=', offer.house_id)
    .where('bidder_id', '=', offer.bidder_id)
    .orderBy('id')
    .executeTakeFirst();
  if (!approval)
    throw new HttpError(400, 'NO_REGISTRATION', 'The bidder has no registration with the house.', 'decision');
  const lot = await trx
    .selectFrom('lots')
    .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
    .select(['lots.restricted', 'catalogs.sale_type', 'catalogs.buyer_premium_rate'])
    .where('lots.id', '=', offer.lot_id)
    .executeTakeFirstOrThrow();
  // One invoice per registration in a group (0003): the bidder's invoice there takes the lot whether
  // sent or not (a sent one is marked edited so staff send it again); a paid one is left to staff.
  const existing = await trx
    .selectFrom('invoices')
    .select(['id', 'sent_at', 'is_paid'])
    .where('house_id', '=', offer.house_id)
    .where('invoice_group_id', '=', from.invoice_group_id)
    .where((eb) =>
      eb.or([
        eb('approval_id', '=', approval.id),
        eb.and([eb('bidder_id', '=', offer.bidder_id), eb('sent_at', 'is', null)]),
      ]),
    )
    .orderBy('sent_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (existing?.is_paid)
    throw new HttpError(
      400,
      'INVOICE_ALREADY_PAID',
      "The bidder's invoice in this group is already paid; add the lot to a new invoice by hand.",
      'decision',
    );
  if (existing?.sent_at)
    await trx.updateTable('invoices').set({ edited_at: now }).where('id', '=', existing.id).execute();
  const target =
    existing ??
    (await trx
      .insertInto('invoices')
      .values({
        house_id: offer.house_id,
        invoice_group_id: from.invoice_group_id,
        approval_id: approval.id,
        bidder_id: offer.bidder_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  // Priced as the group's build prices its lines: premium and live fee, then the group's taxes and
  // fees at its sale location.
  const { rules, location } = await groupLineCharges(trx, {
    invoiceGroupId: from.invoice_group_id,
    houseId: offer.house_id,
    settingsId: from.settings_id,
  });
  const [built] = buildInvoices(
    [
      {
        lotId: offer.lot_id,
        approvalId: approval.id,
        bidderId: offer.bidder_id,
        channel: approval.channel,
        saleType: lot.sale_type,
        hammer: offer.amount,
        buyerPremiumRate: lot.buyer_premium_rate,
        restricted: lot.restricted,
      },
    ],
    rules,
    location,
  );
  const line = built?.lines[0];
  if (!line) throw new Error(`no line was built for lot ${offer.lot_id}`);
  // A lot has one invoice line (0003 invoice_lines_lot_id_key): the line itself moves, priced anew.
  await trx
    .updateTable('invoice_lines')
    .set({
      invoice_id: target.id,
      hammer: line.hammer,
      premium: line.premium,
      live_fee: line.liveFee,
      tax: line.tax,
      other: line.other,
      shipping: 0,
      insurance: 0,
      restricted: line.restricted,
      suppress: false,
      paid: false,
      paid_date: null,
      amount_paid: 0,
      dispute_ref: null,
    })
    .where('invoice_id', '=', offer.invoice_id)
    .where('lot_id', '=', offer.lot_id)
    .execute();
  return target.id;
}
