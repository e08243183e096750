import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { chunk } from '../invoiceGroups/buildInvoiceGroup.js';
import { TEST_CARDS } from './testCards.js';
import { Random } from '../seed/random.js';

/**
 * The payment side of the demo: a test card (or an ACH-only profile) on every registration
 * with a card on file, in a mix so that charging a group's cards shows approvals and each kind of
 * failure; street addresses, postal codes and phones for the invoices' bill-to block; the card
 * payments of the paid invoices. Runs after the
 * rest of the seed on its rows with its own random stream.
 */

/** Mostly approved cards; about a third fail, one way or another. */
const CARD_MIX: ReadonlyArray<readonly [string, number]> = [
  [TEST_CARDS.approvedVisa.token, 30],
  [TEST_CARDS.approvedMasterCard.token, 15],
  [TEST_CARDS.approvedDiscover.token, 6],
  [TEST_CARDS.approvedAmex.token, 6],
  [TEST_CARDS.declined.token, 12],
  [TEST_CARDS.insufficientFunds.token, 10],
  [TEST_CARDS.overLimit.token, 10],
  [TEST_CARDS.achOnly.token, 11],
];

const STREETS = ['Main St', 'Oak Ave', 'Park Rd', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Hill Rd', 'Lake Ave'];

export async function seedInvoicePayments(db: Kysely<DB>): Promise<{ paymentProfiles: number }> {
  const random = new Random('invoice-payments');
  const approvals = await db
    .selectFrom('approvals')
    .select(['id', 'house_id'])
    .where('has_card_on_file', '=', true)
    .orderBy('id')
    .execute();
  const bidders = await db
    .selectFrom('bidders')
    .select(['id', 'house_id', 'country'])
    .orderBy('id')
    .execute();
  // The first two houses draw first, then the rest: a house added to the plans never changes the
  // cards and addresses of the houses before it.
  const houses = await db.selectFrom('houses').select('id').orderBy('id').limit(2).execute();
  const firstTwo = new Set(houses.map((h) => h.id));
  const tokens: (readonly [number, string])[] = [];
  const addresses: (readonly [number, string, string, string])[] = [];
  for (const early of [true, false]) {
    for (const a of approvals)
      if (firstTwo.has(a.house_id) === early) tokens.push([a.id, random.weighted(CARD_MIX)] as const);
    for (const b of bidders) {
      if (firstTwo.has(b.house_id) !== early) continue;
      const postal =
        b.country === 'US'
          ? String(random.int(10_000, 99_899))
          : `${String.fromCharCode(65 + random.int(0, 25))}${random.int(1, 9)} ${random.int(1, 9)}AB`;
      const phone = `(${random.int(201, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
      addresses.push([b.id, `${random.int(1, 9999)} ${random.pick(STREETS)}`, postal, phone] as const);
    }
  }
  for (const part of chunk(tokens, 1000))
    await sql`update approvals set payment_token = v.token
      from (values ${sql.join(part.map(([id, token]) => sql`(${id}::integer, ${token}::text)`))}) as v(id, token)
      where approvals.id = v.id`.execute(db);

  for (const part of chunk(addresses, 1000))
    await sql`update bidders set address_line1 = v.line1, postal_code = v.postal, phone = v.phone
      from (values ${sql.join(
        part.map(
          ([id, line1, postal, phone]) =>
            sql`(${id}::integer, ${line1}::text, ${postal}::text, ${phone}::text)`,
        ),
      )}) as v(id, line1, postal, phone)
      where bidders.id = v.id`.execute(db);
  await seedApprovedCharges(db);
  return { paymentProfiles: tokens.length };
}

/**
 * The card payments behind the seeded paid invoices: two of every three fully paid invoices were
 * paid by card on their last paid day (the others by cash or cheque), so Billing's card-fee lines
 * (sales §2 Billing) have a history. One statement; ids decide, so the seed stays deterministic.
 */
async function seedApprovedCharges(db: Kysely<DB>): Promise<void> {
  await sql`insert into card_charges (house_id, invoice_id, amount, outcome, card_brand, card_last4, source, created_at)
    select i.house_id, i.id, sum(l.hammer + l.premium + l.live_fee + l.tax), 'APPROVED', 'Visa', '4242', 'batch',
      (max(l.paid_date) + time '12:00') at time zone 'UTC'
    from invoices i join invoice_lines l on l.invoice_id = i.id
    where i.id % 3 <> 0
    group by i.id, i.house_id
    having bool_and(l.paid) and max(l.paid_date) is not null`.execute(db);
}
