import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { id, text } from '../http/bodyFields.js';
import { isValidServicePostalCode } from './postalFormat.js';
import { isValidTimeZone } from '../saleWizard/sessionTime.js';

/** House location limits (sales §9: 75/50/50/50/32/40/60). */
export const LOCATION_LIMITS = {
  facilityName: 75,
  street: 50,
  city: 50,
  province: 50,
  postalCode: 32,
  phone: 40,
  email: 60,
} as const;

/** Countries whose locations take a subdivision code (the others a free-text province). */
export const COUNTRIES_WITH_STATES = ['US', 'CA', 'AU', 'UK'] as const;

/** The azhouseAdminError code for a postal code the service cannot accept for the country. */
export const POSTAL_CODE_ERROR = {
  errorCode: 302,
  errorMessage: 'Please verify that your country and postal code are in the correct format.',
} as const;

export interface HouseAddressJson {
  addressID: number;
  facilityName: string;
  addressStreet1: string;
  addressStreet2: string;
  addressCity: string;
  countryCode: string;
  countryName: string;
  stateCode: string;
  province: string;
  postalCode: string;
  addressPhone: string;
  addressFax: string;
  email: string;
  primary: boolean;
  location: string;
  timeZoneID: string | null;
}

/** The house's locations (not deleted), the primary first. */
export async function loadHouseAddresses(db: Kysely<DB>, houseId: number): Promise<HouseAddressJson[]> {
  const rows = await db
    .selectFrom('house_addresses')
    .leftJoin('countries', 'countries.code', 'house_addresses.country')
    .selectAll('house_addresses')
    .select('countries.name as country_name')
    .where('house_addresses.house_id', '=', houseId)
    .where('house_addresses.deleted_at', 'is', null)
    .orderBy('house_addresses.is_primary', 'desc')
    .orderBy('house_addresses.id')
    .execute();
  return rows.map((r) => ({
    addressID: r.id,
    facilityName: r.name,
    addressStreet1: r.line1,
    addressStreet2: r.line2,
    addressCity: r.city,
    countryCode: r.country,
    countryName: r.country_name ?? r.country,
    stateCode: r.state,
    province: r.province,
    postalCode: r.postal_code,
    addressPhone: r.phone,
    addressFax: r.fax,
    email: r.email,
    primary: r.is_primary,
    location: [r.city, r.state || r.province, r.country].filter(Boolean).join(', '),
    timeZoneID: r.time_zone,
  }));
}

const LOCATION_KEYS = [
  'addressID',
  'facilityName',
  'addressStreet1',
  'addressStreet2',
  'addressCity',
  'countryCode',
  'stateCode',
  'province',
  'postalCode',
  'addressPhone',
  'addressFax',
  'email',
  'timeZoneID',
  'primary',
] as const;

/**
 * Non-house paths of the house app service: the caller's locations (GET /app/house/address and the
 * GET-style delete), the country list and a country's states (sales §7).
 */
export function locationRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/app/house/address', auth, async (req, res) => {
    res.json({ houseAddresses: await loadHouseAddresses(db, callerOf(req).houseId) });
  });

  router.get('/app/house/address/address-delete/:addressID', auth, async (req, res) => {
    const houseId = callerOf(req).houseId;
    const addressId = parsePositiveInteger(req.params['addressID']);
    const row =
      addressId === null
        ? undefined
        : await db
            .selectFrom('house_addresses')
            .select(['id', 'is_primary'])
            .where('id', '=', addressId)
            .where('house_id', '=', houseId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
    if (!row) throw notFound('ADDRESS_NOT_FOUND', 'No location with this id.');
    if (row.is_primary)
      throw new HttpError(409, 'PRIMARY_LOCATION', 'The primary location cannot be deleted.', 'addressID');
    await db
      .updateTable('house_addresses')
      .set({ deleted_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    res.json({ success: true });
  });

  router.get('/app/country', auth, async (_req, res) => {
    const rows = await db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute();
    res.json({ countries: rows.map((r) => ({ countryCode: r.code, countryName: r.name })) });
  });

  router.get('/app/states', auth, async (req, res) => {
    const country = req.query['country'];
    if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country))
      throw badRequest('INVALID_PARAMETER', 'country must be a two-letter country code.', 'country');
    const code = country.toUpperCase();
    const known = await db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst();
    if (!known) throw badRequest('INVALID_PARAMETER', 'No country with this code.', 'country');
    const rows = await db
      .selectFrom('subdivisions')
      .select(['code', 'name'])
      .where('country_code', '=', code)
      .orderBy('name')
      .execute();
    res.json({ states: rows.map((r) => ({ stateCode: r.code, stateName: r.name })) });
  });

  return router;
}

/** POST /app/house/{houseRef}/location: adds (no addressID) or edits a house location. */
export function houseLocationRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.post('/location', async (req, res) => {
    const houseId = callerOf(req).houseId;
    const b = jsonObjectBody(req.body, LOCATION_KEYS);
    const L = LOCATION_LIMITS;
    const addressId = id(b, 'addressID');
    const countryCode = (text(b, 'countryCode', { required: true }) as string).toUpperCase();
    const country = await db
      .selectFrom('countries')
      .select('code')
      .where('code', '=', countryCode)
      .executeTakeFirst();
    if (!country) throw badRequest('INVALID_COUNTRY', 'No country with this code.', 'countryCode');
    const hasStates = COUNTRIES_WITH_STATES.includes(countryCode as (typeof COUNTRIES_WITH_STATES)[number]);
    const stateCode = text(b, 'stateCode') ?? '';
    const province = text(b, 'province', { max: L.province }) ?? '';
    if (hasStates) {
      const state = await db
        .selectFrom('subdivisions')
        .select('code')
        .where('country_code', '=', countryCode)
        .where('code', '=', stateCode)
        .executeTakeFirst();
      if (!state) throw badRequest('INVALID_STATE', 'State is required', 'stateCode');
    } else if (province === '') throw badRequest('FIELD_REQUIRED', 'Province is required', 'province');
    const timeZone = text(b, 'timeZoneID');
    if (timeZone && !isValidTimeZone(timeZone))
      throw badRequest('INVALID_TIME_ZONE', 'timeZoneID must be an IANA time zone.', 'timeZoneID');
    const email = text(b, 'email', { max: L.email }) ?? '';
    if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw badRequest('INVALID_EMAIL', 'Please enter a valid email address', 'email');
    const postalCode = text(b, 'postalCode', { required: true, max: L.postalCode }) as string;
    const values = {
      name: text(b, 'facilityName', { max: L.facilityName }) ?? '',
      line1: text(b, 'addressStreet1', { required: true, max: L.street }) as string,
      line2: text(b, 'addressStreet2', { max: L.street }) ?? '',
      city: text(b, 'addressCity', { required: true, max: L.city }) as string,
      country: countryCode,
      state: hasStates ? stateCode : '',
      province: hasStates ? '' : province,
      postal_code: postalCode.toUpperCase(),
      phone: text(b, 'addressPhone', { max: L.phone }) ?? '',
      fax: text(b, 'addressFax', { max: L.phone }) ?? '',
      email,
      time_zone: timeZone || null,
    };
    // The legacy answer for a postal code in the wrong format: a 200 carrying azhouseAdminError 302.
    if (!isValidServicePostalCode(countryCode, postalCode)) {
      res.json({ azhouseAdminError: POSTAL_CODE_ERROR });
      return;
    }
    const saved = await db.transaction().execute(async (trx) => {
      if (addressId) {
        const updated = await trx
          .updateTable('house_addresses')
          .set(values)
          .where('id', '=', addressId)
          .where('house_id', '=', houseId)
          .where('deleted_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!updated) throw notFound('ADDRESS_NOT_FOUND', 'No location with this id.');
        return updated.id;
      }
      // A house's first location is its primary one.
      const existing = await trx
        .selectFrom('house_addresses')
        .select('id')
        .where('house_id', '=', houseId)
        .where('is_primary', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const inserted = await trx
        .insertInto('house_addresses')
        .values({ ...values, house_id: houseId, is_primary: !existing })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    res.json({ data: { status: 'success', addressID: saved } });
  });

  return router;
}
