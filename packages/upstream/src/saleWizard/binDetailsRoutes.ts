import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { bool, id, idList, integer, text } from '../http/bodyFields.js';
import { COUNTRIES_WITH_STATES } from '../locations/locationRoutes.js';
import { ownGroup } from './ownership.js';
import { decimalToThousandths } from './rates.js';

/** Fixed-price step 1's limits and the card methods a bin sale may accept (sales §3, §9). */
export const BIN_LIMITS = { invoiceField: 150, taxType: 150, termTitle: 255, termText: 20_000 } as const;
export const BIN_PAYMENT_METHOD_IDS = [3, 4, 5, 6] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function ownBinGroup(db: Kysely<DB>, req: Request): Promise<{ id: number }> {
  const group = await ownGroup(db, req);
  if (!group.is_bin) throw badRequest('NOT_BIN_GROUP', 'This sale is not a Buy Now sale.', 'groupID');
  return group;
}

async function ownSettingsId(db: Kysely<DB>, req: Request): Promise<number> {
  const settingsId = parsePositiveInteger(req.query['groupSettingsID']);
  if (settingsId === null)
    throw badRequest(
      'INVALID_PARAMETER',
      'groupSettingsID must be a positive whole number.',
      'groupSettingsID',
    );
  const row = await db
    .selectFrom('invoice_settings')
    .select('id')
    .where('id', '=', settingsId)
    .where('house_id', '=', callerOf(req).houseId)
    .executeTakeFirst();
  if (!row) throw notFound('GROUP_SETTINGS_NOT_FOUND', 'No group settings with this id.');
  return row.id;
}

interface TaxSetting {
  name: string;
  rate: number;
  country: string;
  state: string;
}

async function parseTaxSettings(db: Kysely<DB>, value: unknown): Promise<TaxSetting[]> {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 100)
    throw badRequest('INVALID_BODY', '"taxSettings" must be a list.', 'taxSettings');
  const result: TaxSetting[] = [];
  for (const [i, item] of value.entries()) {
    const t = jsonObjectBody(item, ['taxType', 'taxRate', 'taxCountryID', 'taxStateID']);
    const field = (k: string) => `taxSettings.${i}.${k}`;
    const name = text(t, 'taxType');
    if (!name) throw badRequest('FIELD_REQUIRED', 'Tax Type is required', field('taxType'));
    if (name.length > BIN_LIMITS.taxType)
      throw badRequest('FIELD_TOO_LONG', 'Tax Type must be 150 characters or less', field('taxType'));
    const rateText = typeof t['taxRate'] === 'number' ? String(t['taxRate']) : (text(t, 'taxRate') ?? '');
    const rate = decimalToThousandths(rateText);
    if (rate === null || rate <= 0 || rate > 100_000)
      throw badRequest('INVALID_RATE', 'Rate % must be a number between 0-100%', field('taxRate'));
    const country = (text(t, 'taxCountryID') ?? '').toUpperCase();
    if (country !== 'ALL') {
      const known = await db
        .selectFrom('countries')
        .select('code')
        .where('code', '=', country)
        .executeTakeFirst();
      if (!known) throw badRequest('FIELD_REQUIRED', 'Country is required', field('taxCountryID'));
    }
    let state = (text(t, 'taxStateID') ?? '').toUpperCase() || 'ALL';
    if (COUNTRIES_WITH_STATES.includes(country as (typeof COUNTRIES_WITH_STATES)[number])) {
      state = text(t, 'taxStateID') ?? '';
      const known = await db
        .selectFrom('subdivisions')
        .select('code')
        .where('country_code', '=', country)
        .where('code', '=', state)
        .executeTakeFirst();
      if (!known) throw badRequest('FIELD_REQUIRED', 'State is required', field('taxStateID'));
    } else state = 'ALL';
    result.push({ name, rate, country, state });
  }
  return result;
}

/**
 * Fixed-price step 1's house calls (sales §7): the partial save of invoice group settings (the GET,
 * shared with the template editor, is answered by invoiceTemplates/), and the bin group's payments,
 * ship-to exclusions and six terms slots. Mounted under /app/house/{houseRef}.
 */
export function binDetailsRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.post('/invoiceGroupSettings', async (req, res, next) => {
    // Only the partial save names the template in the query; the editor's whole-template save
    // (invoiceTemplates/) owns the others, so the two routes never depend on their order.
    if (req.query['groupSettingsID'] === undefined) {
      next();
      return;
    }
    const houseId = callerOf(req).houseId;
    const settingsId = await ownSettingsId(db, req);
    const b = jsonObjectBody(req.body, [
      'bccEmail',
      'fromEmail',
      'fromName',
      'groupName',
      'houseAddressID',
      'invoiceGroupID',
      'subject',
      'taxSettings',
    ]);
    const max = BIN_LIMITS.invoiceField;
    const subject = text(b, 'subject', { required: true, max }) as string;
    const fromName = text(b, 'fromName', { required: true, max }) as string;
    const fromEmail = text(b, 'fromEmail', { required: true, max }) as string;
    const bccEmail = text(b, 'bccEmail', { max }) ?? '';
    for (const [key, value] of [
      ['fromEmail', fromEmail],
      ['bccEmail', bccEmail],
    ] as const)
      if (value !== '' && !EMAIL.test(value))
        throw badRequest('INVALID_EMAIL', 'Please enter a valid email address', key);
    const groupName = text(b, 'groupName', { max });
    const addressId = id(b, 'houseAddressID');
    if (addressId) {
      const known = await db
        .selectFrom('house_addresses')
        .select('id')
        .where('id', '=', addressId)
        .where('house_id', '=', houseId)
        .executeTakeFirst();
      if (!known) throw badRequest('ADDRESS_NOT_FOUND', 'No location with this id.', 'houseAddressID');
    }
    id(b, 'invoiceGroupID');
    const taxes = await parseTaxSettings(db, b['taxSettings']);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('invoice_settings')
        .set({
          subject,
          from_name: fromName,
          from_email: fromEmail,
          bcc_email: bccEmail,
          ...(groupName ? { name: groupName } : {}),
          ...(addressId !== undefined ? { house_address_id: addressId } : {}),
        })
        .where('id', '=', settingsId)
        .execute();
      await trx
        .deleteFrom('invoice_setting_charges')
        .where('settings_id', '=', settingsId)
        .where('kind', '=', 'tax')
        .execute();
      if (taxes.length > 0)
        await trx
          .insertInto('invoice_setting_charges')
          .values(
            taxes.map((t, sequence) => ({
              settings_id: settingsId,
              kind: 'tax' as const,
              name: t.name,
              rate: t.rate,
              country: t.country,
              state: t.state,
              applies_hammer: true,
              applies_premium: true,
              sequence,
            })),
          )
          .execute();
    });
    res.json({ success: true });
  });

  router.get('/bin/group/:groupID/payments', async (req, res) => {
    const group = await ownBinGroup(db, req);
    const [methods, chosen] = await Promise.all([
      db
        .selectFrom('payment_methods')
        .select(['id', 'name'])
        .where('id', 'in', [...BIN_PAYMENT_METHOD_IDS])
        .orderBy('id')
        .execute(),
      db
        .selectFrom('bin_payment_methods')
        .select('payment_method_id')
        .where('sale_group_id', '=', group.id)
        .execute(),
    ]);
    const selected = new Set(chosen.map((c) => c.payment_method_id));
    res.json({
      payments: methods.map((m) => ({
        paymentMethodID: m.id,
        paymentMethodName: m.name,
        selected: selected.has(m.id),
      })),
    });
  });

  router.post('/bin/group/:groupID/payments', async (req, res) => {
    const group = await ownBinGroup(db, req);
    const ids = [...new Set(idList(req.body, 'payments', 10))];
    if (ids.some((m) => !BIN_PAYMENT_METHOD_IDS.includes(m as (typeof BIN_PAYMENT_METHOD_IDS)[number])))
      throw badRequest('INVALID_PAYMENT_METHOD', 'Payment methods are 3, 4, 5 and 6.', 'payments');
    if (ids.length === 0)
      throw badRequest('FIELD_REQUIRED', 'Please select at least one payment method', 'payments');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('bin_payment_methods').where('sale_group_id', '=', group.id).execute();
      await trx
        .insertInto('bin_payment_methods')
        .values(ids.map((m) => ({ sale_group_id: group.id, payment_method_id: m })))
        .execute();
    });
    res.json({ success: true });
  });

  router.get('/bin/group/:groupID/shipTo', async (req, res) => {
    const group = await ownBinGroup(db, req);
    const include = includeOf(req);
    const [countries, excluded] = await Promise.all([
      db.selectFrom('countries').select(['code', 'name']).orderBy('name').execute(),
      db
        .selectFrom('bin_ship_to_exclusions')
        .select('country_code')
        .where('sale_group_id', '=', group.id)
        .execute(),
    ]);
    const out = new Set(excluded.map((e) => e.country_code));
    res.json({
      shipTo: countries.map((c) => ({
        countryCode: c.code,
        countryName: c.name,
        selected: include ? !out.has(c.code) : out.has(c.code),
      })),
    });
  });

  router.post('/bin/group/:groupID/shipTo', async (req, res) => {
    const group = await ownBinGroup(db, req);
    const include = includeOf(req);
    if (!Array.isArray(req.body) || req.body.length > 400 || !req.body.every((c) => typeof c === 'string'))
      throw badRequest('INVALID_BODY', 'The body must be a list of country codes.');
    const codes = new Set((req.body as string[]).map((c) => c.toUpperCase()));
    const countries = await db.selectFrom('countries').select('code').execute();
    const all = new Set(countries.map((c) => c.code));
    for (const code of codes)
      if (!all.has(code)) throw badRequest('INVALID_COUNTRY', `No country with code ${code}.`);
    const excluded = include ? [...all].filter((c) => !codes.has(c)) : [...codes];
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('bin_ship_to_exclusions').where('sale_group_id', '=', group.id).execute();
      if (excluded.length > 0)
        await trx
          .insertInto('bin_ship_to_exclusions')
          .values(excluded.map((code) => ({ sale_group_id: group.id, country_code: code })))
          .execute();
    });
    res.json({ success: true });
  });

  router.get('/bin/group/:groupID/terms', async (req, res) => {
    const group = await ownBinGroup(db, req);
    const rows = await db.selectFrom('bin_terms').selectAll().where('sale_group_id', '=', group.id).execute();
    res.json({
      terms: [1, 2, 3, 4, 5, 6].map((slot) => {
        const row = rows.find((r) => r.slot === slot);
        const required = slot <= 2;
        return {
          id: row?.id ?? null,
          slot,
          active: required || (row?.active ?? false),
          termTitle: row?.title ?? '',
          termText: row?.text ?? '',
          isOpen: required || (row?.active ?? false),
        };
      }),
    });
  });

  router.post('/bin/group/:groupID/terms', async (req, res) => {
    const group = await ownBinGroup(db, req);
    const list = Array.isArray(req.body) ? req.body : jsonObjectBody(req.body, ['terms'])['terms'];
    if (!Array.isArray(list) || list.length > 6)
      throw badRequest('INVALID_BODY', '"terms" must be a list of up to 6.', 'terms');
    const terms = list.map((item: unknown, i: number) => {
      const t = jsonObjectBody(item, ['id', 'slot', 'active', 'termTitle', 'termText', 'isOpen']);
      const slot = integer(t, 'slot', 1, 6) ?? i + 1;
      const title = text(t, 'termTitle', { max: BIN_LIMITS.termTitle }) ?? '';
      const body = text(t, 'termText', { max: BIN_LIMITS.termText }) ?? '';
      const active = slot <= 2 || (bool(t, 'active') ?? false);
      if (slot <= 2 && (title === '' || body === ''))
        throw badRequest('FIELD_REQUIRED', 'The first two terms need a title and a text.', `terms.${slot}`);
      return { slot, title, text: body, active };
    });
    for (const slot of [1, 2])
      if (!terms.some((t) => t.slot === slot))
        throw badRequest('FIELD_REQUIRED', 'The first two terms need a title and a text.', `terms.${slot}`);
    await db.transaction().execute(async (trx) => {
      for (const t of terms)
        await trx
          .insertInto('bin_terms')
          .values({ sale_group_id: group.id, ...t })
          .onConflict((oc) =>
            oc
              .columns(['sale_group_id', 'slot'])
              .doUpdateSet({ title: t.title, text: t.text, active: t.active }),
          )
          .execute();
    });
    res.json({ success: true });
  });

  return router;
}

function includeOf(req: Request): boolean {
  const include = req.query['include'];
  if (include === undefined || include === 'false') return false;
  if (include === 'true') return true;
  throw badRequest('INVALID_PARAMETER', 'include must be true or false.', 'include');
}
