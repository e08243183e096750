import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { CatalogChannelsTable, ContactTypeId } from './tables.js';
import { chunk } from '../invoiceGroups/buildInvoiceGroup.js';
import { DEMO_HOUSE_REF } from '../seed/demoLogins.js';
import { Random } from '../seed/random.js';
import { utcDay } from '../seed/zonedTime.js';
import { seededImageKey } from '../lotImages/imageKeys.js';
import { FILE_PATH } from '../lotImages/imageService.js';
import { insertTiers, seedDemoSales } from './demoSaleSeed.js';

/**
 * The sale wizard's demo data (the sales setup), added after the core seed: contacts, categories, channels,
 * location details and defaults, terms (some greyed out for the demo house), buyer's premium tiers,
 * the shipping policy with terms and origins, upcoming sales (live and timed, one at the session
 * limit, one with a fee-step mismatch, one session without lots in another time zone), and a Buy Now
 * sale with its fixed-price details. Deterministic for a given day.
 */

const CONTACTS: ReadonlyArray<readonly [string, string, readonly ContactTypeId[]]> = [
  ['Morgan', 'Ellis', [1, 3]],
  ['Priya', 'Raman', [4]],
  ['Theo', 'Laurent', [1, 4]],
  ['Dana', 'Whitfield', [3]],
  ['Kenji', 'Mori', [4]],
];

const CATEGORIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Fine Art', ['Paintings', 'Prints & Multiples', 'Sculpture', 'Photographs']],
  ['Jewelry', ['Rings', 'Necklaces', 'Watches']],
  ['Furniture', ['Antique Furniture', 'Mid-Century Modern']],
  ['Asian Art', ['Chinese Ceramics', 'Japanese Prints']],
  ['Coins & Currency', []],
  ['Decorative Arts', ['Silver', 'Glass', 'Ceramics']],
  ['Books & Manuscripts', []],
  ['Collectibles', ['Toys', 'Sports Memorabilia']],
  ['Militaria', []],
  ['Wine & Spirits', []],
];

const ADDRESS_TIME_ZONES: Readonly<Record<string, string>> = {
  ON: 'America/Toronto',
  CA: 'America/Los_Angeles',
};

export interface SaleWizardSeedSummary {
  contacts: number;
  categories: number;
  upcomingSales: number;
}

export async function seedSaleWizard(db: Kysely<DB>, now: Date): Promise<SaleWizardSeedSummary> {
  const today = utcDay(now);
  const houses = await db.selectFrom('houses').selectAll().orderBy('id').execute();
  const summary: SaleWizardSeedSummary = { contacts: 0, categories: 0, upcomingSales: 0 };
  await db.transaction().execute(async (trx) => {
    for (const house of houses) {
      const demo = house.ref === DEMO_HOUSE_REF;
      const random = new Random(`sales-setup:${house.ref}`);

      await trx
        .updateTable('houses')
        .set({
          bin_enabled: demo,
          payment_processing_required: demo,
          live_to_timed_eligible: demo,
          featured_lots_enabled: demo,
          max_sessions_per_sale: demo ? 3 : 10,
          buyer_premium_application: demo ? 'slice' : 'whole',
        })
        .where('id', '=', house.id)
        .execute();

      // Locations: the first is primary; zones, phones and emails filled in.
      const addresses = await trx
        .selectFrom('house_addresses')
        .selectAll()
        .where('house_id', '=', house.id)
        .orderBy('id')
        .execute();
      for (const [i, a] of addresses.entries())
        await trx
          .updateTable('house_addresses')
          .set({
            is_primary: i === 0,
            time_zone: ADDRESS_TIME_ZONES[a.state] ?? house.time_zone,
            phone: `(212) 555-01${String(10 + i)}`,
            email: i === 0 ? `gallery@${house.user_name}.example.com` : '',
          })
          .where('id', '=', a.id)
          .execute();
      const primary = addresses[0];
      if (!primary) continue;

      // Contacts by type.
      const contactIds: Record<ContactTypeId, number[]> = { 1: [], 3: [], 4: [] };
      for (const [first, last, types] of demo ? CONTACTS : CONTACTS.slice(0, 2)) {
        const contact = await trx
          .insertInto('house_contacts')
          .values({
            house_id: house.id,
            first_name: first,
            last_name: last,
            email: `${first}.${last}@${house.user_name}.example.com`.toLowerCase(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('house_contact_types')
          .values(types.map((t) => ({ contact_id: contact.id, contact_type: t })))
          .execute();
        for (const t of types) contactIds[t].push(contact.id);
        summary.contacts += 1;
      }
      await trx
        .insertInto('address_defaults')
        .values({
          address_id: primary.id,
          consign_contact_id: contactIds[1][0] ?? null,
          sale_admin_id: contactIds[3][0] ?? null,
          expert_contact_id: contactIds[4][0] ?? null,
          view_notes: 'Preview Thursday and Friday 10 AM - 5 PM; by appointment otherwise.',
        })
        .execute();

      // Categories (two levels).
      const categoryIds: number[] = [];
      for (const [sequence, [name, subs]] of CATEGORIES.entries()) {
        const parent = await trx
          .insertInto('categories')
          .values({ house_id: house.id, name, sequence })
          .returning('id')
          .executeTakeFirstOrThrow();
        categoryIds.push(parent.id);
        for (const [s, sub] of subs.entries()) {
          const child = await trx
            .insertInto('categories')
            .values({ house_id: house.id, parent_id: parent.id, name: sub, sequence: s })
            .returning('id')
            .executeTakeFirstOrThrow();
          categoryIds.push(child.id);
        }
        summary.categories += 1 + subs.length;
      }

      // Terms: the templates are the sale terms; the demo adds one that needs the fee step (greyed).
      const templates = await trx
        .selectFrom('invoice_settings')
        .select(['id', 'payrix_template'])
        .where('house_id', '=', house.id)
        .orderBy('id')
        .execute();
      const standard = templates[0]?.id ?? null;
      if (demo)
        await trx
          .insertInto('invoice_settings')
          .values({
            house_id: house.id,
            name: 'Fee Step Terms',
            payrix_template: true,
            house_fee_step_eligible: true,
            subject: `Your invoice from ${house.name}`,
            from_name: house.name,
            from_email: `invoices@${house.user_name}.example.com`,
            house_address_id: primary.id,
          })
          .execute();

      // Shipping: the demo house has a policy with terms and two origins; the other house has none.
      let shippingTermsId: number | null = null;
      if (demo) {
        await trx
          .insertInto('shipping_policies')
          .values({ house_id: house.id, name: `${house.name} Shipping` })
          .execute();
        const terms = await trx
          .insertInto('shipping_terms')
          .values([
            { house_id: house.id, name: 'Buyer pays shipping' },
            { house_id: house.id, name: 'Free domestic shipping' },
            { house_id: house.id, name: 'Local pickup only' },
          ])
          .returning('id')
          .execute();
        shippingTermsId = terms[0]?.id ?? null;
        const origins = [
          {
            name: 'Hudson Warehouse',
            line1: '45 Port Imperial Blvd',
            city: 'Weehawken',
            state: 'NJ',
            postal: '07086',
            flag: 'default',
          },
          {
            name: 'Madison Avenue Loading Dock',
            line1: '120 Madison Avenue',
            city: 'New York',
            state: 'NY',
            postal: '10016',
            flag: null,
          },
        ];
        for (const o of origins) {
          const origin = await trx
            .insertInto('shipping_origins')
            .values({
              house_id: house.id,
              name: o.name,
              access_instructions: 'Ring the bell at the loading bay.',
              address_line1: o.line1,
              city: o.city,
              state: o.state,
              postal_code: o.postal,
              country: 'US',
              flag: o.flag,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('shipping_origin_contacts')
            .values({
              origin_id: origin.id,
              full_name: 'Dana Whitfield',
              email: `shipping@${house.user_name}.example.com`,
              phone_number: '+12125550142',
            })
            .execute();
        }
      }

      // Existing sales: type, terms, tiers; one orphan term and pending approvals for the demo.
      const groups = await trx
        .selectFrom('sale_groups')
        .leftJoin('catalogs', 'catalogs.sale_group_id', 'sale_groups.id')
        .select(['sale_groups.id', 'catalogs.sale_type', 'catalogs.buyer_premium_rate'])
        .where('sale_groups.house_id', '=', house.id)
        .orderBy('sale_groups.id')
        .execute();
      const seen = new Set<number>();
      for (const g of groups) {
        if (seen.has(g.id)) continue;
        seen.add(g.id);
        const invoiced = await trx
          .selectFrom('invoice_groups')
          .innerJoin('invoice_group_catalogs', 'invoice_group_catalogs.invoice_group_id', 'invoice_groups.id')
          .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
          .select('invoice_groups.settings_id')
          .where('catalogs.sale_group_id', '=', g.id)
          .executeTakeFirst();
        const orphan = demo && seen.size === 2;
        await trx
          .updateTable('sale_groups')
          .set({
            is_timed: g.sale_type === 'timed',
            group_settings_id: orphan ? null : (invoiced?.settings_id ?? standard),
            shipping_terms_id: shippingTermsId,
            pending_approvals_count: random.chance(0.2) ? random.int(1, 6) : 0,
          })
          .where('id', '=', g.id)
          .execute();
        await insertTiers(trx, g.id, g.buyer_premium_rate ?? 25_000);
      }

      // Sessions: channels, categories, contacts, images, zones and the wizard's progress.
      const catalogs = await trx
        .selectFrom('catalogs')
        .select(['id', 'starts_at', 'sale_type', 'address_id'])
        .where('house_id', '=', house.id)
        .orderBy('id')
        .execute();
      const channels = await trx.selectFrom('sale_channels').select(['id', 'default_state']).execute();
      const channelRows: Insertable<CatalogChannelsTable>[] = [];
      for (const c of catalogs) {
        const upcoming = c.starts_at.getTime() > now.getTime();
        for (const ch of channels)
          channelRows.push({ catalog_id: c.id, channel_id: ch.id, state: ch.default_state });
        const cats = new Set([random.pick(categoryIds), random.pick(categoryIds)]);
        await trx
          .insertInto('catalog_categories')
          .values([...cats].map((category) => ({ catalog_id: c.id, category_id: category })))
          .execute();
        const contacts = (
          [
            [1, contactIds[1][0]],
            [3, contactIds[3][0]],
            [4, random.pick(contactIds[4].length > 0 ? contactIds[4] : [0])],
          ] as const
        ).flatMap(([type, contactId]) =>
          contactId ? [{ catalog_id: c.id, contact_type: type, contact_id: contactId }] : [],
        );
        if (contacts.length > 0) await trx.insertInto('catalog_contacts').values(contacts).execute();
        const address = addresses.find((a) => a.id === c.address_id);
        await trx
          .updateTable('catalogs')
          .set({
            time_zone: address ? (ADDRESS_TIME_ZONES[address.state] ?? house.time_zone) : house.time_zone,
            wizard_step: upcoming ? random.pick([5, 6, 7]) : 7,
            description: 'Fine and decorative works from private collections.',
            view_notes: upcoming ? 'Preview by appointment the week before the sale.' : '',
            live_server_id: c.sale_type === 'live' ? 100 + (c.id % 7) : null,
            webrtc_enabled: c.sale_type === 'live' && c.id % 3 === 0,
            audio_video: c.sale_type === 'live' && c.id % 2 === 0 ? 4 : 0,
            // A generated picture the image routes serve (no file is stored for seeded covers).
            image_url: `${FILE_PATH}/${seededImageKey(house.ref, c.id, c.id, true)}`,
          })
          .where('id', '=', c.id)
          .execute();
      }
      for (const rows of chunk(channelRows, 1_000))
        await trx.insertInto('catalog_channels').values(rows).execute();
      // Images on every lot of past sessions; upcoming ones still miss some images and publication.
      await sql`
        update lots set
          image_count = case when c.starts_at > ${now} and lots.lot_number % 4 = 0 then 0 else 1 + lots.id % 3 end,
          unpublished = (c.starts_at > ${now} and lots.lot_number % 5 = 0)
        from catalogs c
        where c.id = lots.catalog_id and c.house_id = ${house.id}`.execute(trx);

      if (demo)
        summary.upcomingSales += await seedDemoSales(trx, house, {
          primaryId: primary.id,
          standard,
          shippingTermsId,
          contactIds,
          categoryIds,
          channels,
          today,
        });
    }
  });
  return summary;
}
