import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ContactTypeId } from './tables.js';
import { addDays, zonedTime } from '../seed/zonedTime.js';

/**
 * The demo house's extra sales for the sale wizard's demo data (saleWizardSeed.ts): the sales at
 * the session limit, with another fee step, with a session without lots, and the Buy Now sale.
 */

type Trx = Kysely<DB>;

/** Tiers: the session's rate up to $5,000, 5 points less up to $25,000, 12% above. */
export async function insertTiers(db: Trx, groupId: number, rate: number): Promise<void> {
  await db
    .insertInto('buyer_premium_steps')
    .values([
      { sale_group_id: groupId, from_amount: 0, to_amount: 500_000, rate },
      { sale_group_id: groupId, from_amount: 500_000, to_amount: 2_500_000, rate: Math.max(rate - 5_000, 0) },
      { sale_group_id: groupId, from_amount: 2_500_000, to_amount: null, rate: 12_000 },
    ])
    .execute();
}

export interface DemoContext {
  primaryId: number;
  standard: number | null;
  shippingTermsId: number | null;
  contactIds: Record<ContactTypeId, number[]>;
  categoryIds: number[];
  channels: Array<{ id: number; default_state: 0 | 1 | 2 }>;
  today: Date;
}

/**
 * The demo's extra sales, after every seeded upcoming session (from day 33): a live sale at the
 * session limit (3 sessions), a timed sale whose fee step differs from the house's, a timed sale
 * with a session without lots in Chicago time (deletable), and the Buy Now sale.
 */
export async function seedDemoSales(
  db: Trx,
  house: { id: number; time_zone: string; name: string; user_name: string },
  ctx: DemoContext,
): Promise<number> {
  const makeGroup = async (name: string, timed: boolean, feeStep: boolean, bin = false) => {
    const g = await db
      .insertInto('sale_groups')
      .values({
        house_id: house.id,
        name,
        is_timed: timed,
        is_bin: bin,
        group_settings_id: ctx.standard,
        shipping_terms_id: bin ? null : ctx.shippingTermsId,
        house_fee_step_enabled: feeStep,
        created_at: addDays(ctx.today, -20),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!bin) await insertTiers(db, g.id, 25_000);
    return g.id;
  };
  let serial = 0;
  const makeCatalog = async (
    groupId: number,
    title: string,
    day: number,
    hour: number,
    timeZone: string,
    saleType: 'live' | 'timed',
    lots: number,
    kind: 'session' | 'bin' = 'session',
  ) => {
    serial += 1;
    const starts = zonedTime(addDays(ctx.today, day), hour, 0, timeZone);
    const c = await db
      .insertInto('catalogs')
      .values({
        house_id: house.id,
        sale_group_id: groupId,
        ref: `DEMO5SALE${String(serial).padStart(2, '0')}`,
        title,
        identifier: `DS${String(groupId).padStart(3, '0')}${serial}`,
        starts_at: starts,
        time_zone: timeZone,
        address_id: ctx.primaryId,
        sale_type: saleType,
        buyer_premium_rate: 25_000,
        kind,
        wizard_step: kind === 'bin' ? 2 : lots > 0 ? 6 : 2,
        description: `${title} from the ${house.name}.`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (kind === 'session') {
      await db
        .insertInto('catalog_channels')
        .values(ctx.channels.map((ch) => ({ catalog_id: c.id, channel_id: ch.id, state: ch.default_state })))
        .execute();
      await db
        .insertInto('catalog_categories')
        .values(ctx.categoryIds.slice(0, 2).map((category) => ({ catalog_id: c.id, category_id: category })))
        .execute();
    }
    for (let n = 1; n <= lots; n++)
      await db
        .insertInto('lots')
        .values({
          house_id: house.id,
          catalog_id: c.id,
          ref: `DEMO5LOT${String(serial).padStart(2, '0')}${String(n).padStart(3, '0')}`,
          lot_number: n,
          title: `${title} lot ${n}`,
          image_count: n % 4 === 0 ? 0 : 2,
          unpublished: n % 3 === 0,
          low_estimate: 20_000 * n,
          high_estimate: 30_000 * n,
        })
        .execute();
    return c.id;
  };

  const full = await makeGroup('Three-Day Coin & Currency Sale', false, false);
  for (const day of [0, 1, 2])
    await makeCatalog(full, `Coins & Currency - Day ${day + 1}`, 33 + day, 10, house.time_zone, 'live', 4);
  const feeStep = await makeGroup('Modern Design Online', true, true);
  await makeCatalog(feeStep, 'Modern Design Online', 40, 19, house.time_zone, 'timed', 5);
  const chicago = await makeGroup('Midwest Estates Online', true, false);
  await makeCatalog(chicago, 'Midwest Estates Online', 45, 18, 'America/Chicago', 'timed', 0);

  // The Buy Now sale: its own group and terms, started long ago; some lots sold.
  const settings = await db
    .insertInto('invoice_settings')
    .values({
      house_id: house.id,
      name: 'Buy Now Invoices',
      payrix_template: true,
      subject: `Your Buy Now purchase from ${house.name}`,
      from_name: house.name,
      from_email: `buynow@${house.user_name}.example.com`,
      house_address_id: ctx.primaryId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_setting_charges')
    .values({
      settings_id: settings.id,
      kind: 'tax',
      name: 'NY Sales Tax',
      rate: 8_875,
      country: 'US',
      state: 'NY',
      applies_hammer: true,
      applies_premium: true,
    })
    .execute();
  const binGroup = await makeGroup('Buy Now Storefront', false, false, true);
  await db
    .updateTable('sale_groups')
    .set({ group_settings_id: settings.id })
    .where('id', '=', binGroup)
    .execute();
  const binCatalog = await makeCatalog(
    binGroup,
    'Buy Now Storefront',
    -200,
    9,
    house.time_zone,
    'timed',
    9,
    'bin',
  );
  const approval = await db
    .selectFrom('approvals')
    .select('id')
    .where('house_id', '=', house.id)
    .where('channel', '=', 'INV')
    .orderBy('id')
    .executeTakeFirst();
  const binLots = await db
    .selectFrom('lots')
    .select('id')
    .where('catalog_id', '=', binCatalog)
    .orderBy('id')
    .limit(3)
    .execute();
  if (approval)
    for (const lot of binLots)
      await db
        .insertInto('sale_results')
        .values({ house_id: house.id, lot_id: lot.id, approval_id: approval.id, hammer: 45_000 })
        .execute();
  await db
    .insertInto('bin_payment_methods')
    .values([3, 4].map((m) => ({ sale_group_id: binGroup, payment_method_id: m })))
    .execute();
  await db
    .insertInto('bin_ship_to_exclusions')
    .values(['RU', 'BY', 'KP', 'IR'].map((code) => ({ sale_group_id: binGroup, country_code: code })))
    .execute();
  await db
    .insertInto('bin_terms')
    .values([
      {
        sale_group_id: binGroup,
        slot: 1,
        active: true,
        title: 'Conditions of Sale',
        text: 'All Buy Now sales are final. Items are sold as is.',
      },
      {
        sale_group_id: binGroup,
        slot: 2,
        active: true,
        title: 'Shipping',
        text: 'Items ship within five business days of payment.',
      },
      {
        sale_group_id: binGroup,
        slot: 4,
        active: true,
        title: 'Payment',
        text: 'Payment is due within three days of purchase.',
      },
    ])
    .execute();
  await db
    .insertInto('catalog_contacts')
    .values([
      ...(ctx.contactIds[1][0]
        ? [{ catalog_id: binCatalog, contact_type: 1 as const, contact_id: ctx.contactIds[1][0] }]
        : []),
      ...(ctx.contactIds[3][0]
        ? [{ catalog_id: binCatalog, contact_type: 3 as const, contact_id: ctx.contactIds[3][0] }]
        : []),
    ])
    .execute();
  return 3;
}
