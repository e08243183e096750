import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { id, oneOf, text } from '../http/bodyFields.js';
import { ownGroup, ownHouseId } from './ownership.js';
import { centsToDecimal, thousandthsToDecimal } from './rates.js';
import { wallClockOf } from './sessionTime.js';
import { addSaleRefusal, termsAreEligible } from './saleEligibility.js';

export const CONTACT_TYPES = [
  { contactTypeID: 1, contactTypeName: 'Consignment' },
  { contactTypeID: 3, contactTypeName: 'Sale Administrator' },
  { contactTypeID: 4, contactTypeName: 'Expert' },
] as const;

/** When a new sale has no tiers to copy: 25% on the whole price. */
const DEFAULT_TIERS = [{ from_amount: 0, to_amount: null, rate: 25_000 }];

/**
 * The catalog service's house and group routes (sales §7: house info, group info, terms, new sale,
 * step 2's contacts, location defaults, categories, buyer's premium steps; time zones).
 */
export function catalogHouseRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/cps/app/house/:houseID/info', auth, async (req, res) => {
    const { houseId } = ownHouseId(req);
    const h = await db
      .selectFrom('houses')
      .leftJoin('currencies', 'currencies.code', 'houses.currency_code')
      .selectAll('houses')
      .select('currencies.name as currency_name')
      .where('houses.id', '=', houseId)
      .executeTakeFirstOrThrow();
    res.json({
      houseInfo: {
        houseID: h.id,
        houseName: h.name,
        timeZone: h.time_zone,
        liveToTimedEligible: h.live_to_timed_eligible,
        isHouseFeeStepActive: h.house_fee_step_active,
        liveOrTimedEnabled: h.live_or_timed_enabled,
        binEnabled: h.bin_enabled,
        isFeaturedLotsEnabled: h.featured_lots_enabled,
        buyerPremiumApplication: h.buyer_premium_application,
        maxSessionsPerSale: h.max_sessions_per_sale,
        currency: { code: h.currency_code, name: h.currency_name ?? h.currency_code },
      },
    });
  });

  router.get('/cps/app/house/:houseID/terms', auth, async (req, res) => {
    const { houseId } = ownHouseId(req);
    const rows = await db
      .selectFrom('invoice_settings')
      .select(['id', 'name', 'house_fee_step_eligible', 'payrix_template'])
      .where('house_id', '=', houseId)
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    res.json({
      groupSettings: rows.map((r) => ({
        id: r.id,
        name: r.name,
        houseFeeStepEligible: r.house_fee_step_eligible,
        // A processor (payrix) template is the one usable with payment processing.
        paymentProcessingEligible: r.payrix_template,
      })),
    });
  });

  router.post('/cps/app/house/:houseID/auction', auth, async (req, res) => {
    const { houseId } = ownHouseId(req);
    const b = jsonObjectBody(req.body, ['isTimed', 'title', 'termsID', 'defaultShippingTermsID']);
    const isTimed = oneOf(b, 'isTimed', ['0', '1']);
    if (isTimed === undefined) throw badRequest('FIELD_REQUIRED', '"isTimed" is required.', 'isTimed');
    const title = text(b, 'title', { required: true, max: 120 }) as string;
    const termsId = id(b, 'termsID', { required: true }) as number;
    const shippingTermsId = id(b, 'defaultShippingTermsID');

    const house = await db
      .selectFrom('houses')
      .selectAll()
      .where('id', '=', houseId)
      .executeTakeFirstOrThrow();
    const refusal = addSaleRefusal(house);
    if (refusal) throw new HttpError(409, refusal.code, refusal.message);
    const terms = await db
      .selectFrom('invoice_settings')
      .select(['id', 'payrix_template', 'house_fee_step_eligible'])
      .where('id', '=', termsId)
      .where('house_id', '=', houseId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!terms) throw badRequest('TERMS_NOT_FOUND', 'Please select your terms', 'termsID');
    if (!termsAreEligible(terms, house))
      throw badRequest('TERMS_NOT_ELIGIBLE', 'These terms cannot be used for a new sale', 'termsID');
    const policy = await db
      .selectFrom('shipping_policies')
      .select('eligible')
      .where('house_id', '=', houseId)
      .executeTakeFirst();
    if (shippingTermsId) {
      const known = await db
        .selectFrom('shipping_terms')
        .select('id')
        .where('id', '=', shippingTermsId)
        .where('house_id', '=', houseId)
        .executeTakeFirst();
      if (!known)
        throw badRequest(
          'SHIPPING_TERMS_NOT_FOUND',
          'No shipping terms with this id.',
          'defaultShippingTermsID',
        );
    } else if (policy?.eligible)
      throw badRequest('FIELD_REQUIRED', 'Please select your shipping terms', 'defaultShippingTermsID');

    const groupId = await db.transaction().execute(async (trx) => {
      const group = await trx
        .insertInto('sale_groups')
        .values({
          house_id: houseId,
          name: title,
          is_timed: isTimed === '1',
          group_settings_id: termsId,
          shipping_terms_id: shippingTermsId ?? null,
          house_fee_step_enabled: house.house_fee_step_active,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The new sale starts with the tiers of the house's latest sale (its current schedule).
      const latest = await trx
        .selectFrom('buyer_premium_steps')
        .innerJoin('sale_groups', 'sale_groups.id', 'buyer_premium_steps.sale_group_id')
        .select('sale_groups.id')
        .where('sale_groups.house_id', '=', houseId)
        .where('sale_groups.is_bin', '=', false)
        .orderBy('sale_groups.id', 'desc')
        .executeTakeFirst();
      const tiers = latest
        ? await trx
            .selectFrom('buyer_premium_steps')
            .select(['from_amount', 'to_amount', 'rate'])
            .where('sale_group_id', '=', latest.id)
            .execute()
        : DEFAULT_TIERS;
      await trx
        .insertInto('buyer_premium_steps')
        .values(tiers.map((t) => ({ ...t, sale_group_id: group.id })))
        .execute();
      return group.id;
    });
    res.json({ groupID: groupId });
  });

  router.get('/cps/app/house/:houseID/contacts', auth, async (req, res) => {
    const { houseId } = ownHouseId(req);
    const rows = await db
      .selectFrom('house_contacts')
      .innerJoin('house_contact_types', 'house_contact_types.contact_id', 'house_contacts.id')
      .select(['house_contacts.id', 'first_name', 'last_name', 'house_contact_types.contact_type'])
      .where('house_contacts.house_id', '=', houseId)
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('house_contacts.id')
      .execute();
    res.json({
      contactTypes: CONTACT_TYPES.map((type) => ({
        ...type,
        contacts: rows
          .filter((r) => r.contact_type === type.contactTypeID)
          .map((r) => ({ id: r.id, firstname: r.first_name, lastname: r.last_name })),
      })),
    });
  });

  router.get('/cps/app/house/:houseID/address/:addressID/defaults', auth, async (req, res) => {
    const { houseId } = ownHouseId(req);
    const addressId = parsePositiveInteger(req.params['addressID']);
    const address =
      addressId === null
        ? undefined
        : await db
            .selectFrom('house_addresses')
            .leftJoin('address_defaults', 'address_defaults.address_id', 'house_addresses.id')
            .select([
              'house_addresses.id',
              'address_defaults.consign_contact_id',
              'address_defaults.expert_contact_id',
              'address_defaults.sale_admin_id',
              'address_defaults.view_notes',
            ])
            .where('house_addresses.id', '=', addressId)
            .where('house_addresses.house_id', '=', houseId)
            .executeTakeFirst();
    if (!address) throw notFound('ADDRESS_NOT_FOUND', 'No location with this id.');
    res.json({
      defaults: {
        consignContactID: address.consign_contact_id ?? null,
        expertContactID: address.expert_contact_id ?? null,
        saleAdminID: address.sale_admin_id ?? null,
        viewNotes: address.view_notes ?? '',
      },
    });
  });

  router.get('/cps/app/house/:houseID/categories', auth, async (req, res) => {
    const { houseId } = ownHouseId(req);
    const rows = await db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name'])
      .where('house_id', '=', houseId)
      .orderBy('sequence')
      .orderBy('id')
      .execute();
    const node = (row: { id: number; name: string }): CategoryJson => ({
      id: row.id,
      name: row.name,
      subcategories: rows.filter((r) => r.parent_id === row.id).map(node),
    });
    res.json({ categories: rows.filter((r) => r.parent_id === null).map(node) });
  });

  router.get('/cps/app/group/:groupID/info', auth, async (req, res) => {
    const group = await ownGroup(db, req);
    const [count, house] = await Promise.all([
      db
        .selectFrom('catalogs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sale_group_id', '=', group.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('houses')
        .innerJoin('sale_groups', 'sale_groups.house_id', 'houses.id')
        .select(['houses.max_sessions_per_sale', 'sale_groups.house_fee_step_enabled'])
        .where('sale_groups.id', '=', group.id)
        .executeTakeFirstOrThrow(),
    ]);
    const catalogCount = Number(count.n);
    res.json({
      groupInfo: {
        groupID: group.id,
        groupName: group.name,
        isTimed: group.is_timed,
        isBin: group.is_bin,
        houseFeeStepEnabled: house.house_fee_step_enabled,
        catalogCount,
        maxCatalogs: house.max_sessions_per_sale,
        canAddCatalogs: !group.is_bin && catalogCount < house.max_sessions_per_sale,
      },
    });
  });

  router.get('/cps/app/group/:groupID/buypremsteps', auth, async (req, res) => {
    const group = await ownGroup(db, req);
    const [steps, house] = await Promise.all([
      db
        .selectFrom('buyer_premium_steps')
        .select(['from_amount', 'to_amount', 'rate'])
        .where('sale_group_id', '=', group.id)
        .orderBy('from_amount')
        .execute(),
      db
        .selectFrom('houses')
        .innerJoin('sale_groups', 'sale_groups.house_id', 'houses.id')
        .select('houses.buyer_premium_application')
        .where('sale_groups.id', '=', group.id)
        .executeTakeFirstOrThrow(),
    ]);
    res.json({
      application: house.buyer_premium_application,
      buyPremSteps: steps.map((s) => ({
        from: centsToDecimal(s.from_amount),
        to: s.to_amount === null ? null : centsToDecimal(s.to_amount),
        stepPct: thousandthsToDecimal(s.rate),
      })),
    });
  });

  router.get('/cps/app/timezones', auth, async (_req, res) => {
    const rows = await db.selectFrom('time_zones').select(['id', 'name']).orderBy('sequence').execute();
    const now = new Date();
    res.json({
      timeZones: rows.map((r) => ({
        timeZoneID: r.id,
        displayName: r.name,
        abbreviation: wallClockOf(now, r.id).abbreviation,
      })),
    });
  });

  return router;
}

interface CategoryJson {
  id: number;
  name: string;
  subcategories: CategoryJson[];
}
