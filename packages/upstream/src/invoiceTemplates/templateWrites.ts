import { INVOICE_TEMPLATE_MESSAGES as M, isTemplateActive } from '@ah/schema';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { chargeKeys, type TemplateChargeInput, type TemplateSaveInput } from './templateBody.js';

/** Countries whose tax and fee rows may name a state (US must, invoicing §5) or a province (CA may). */
const COUNTRIES_WITH_STATE_CODES = ['US', 'CA'] as const;

/**
 * The database checks of a template save: every country and state exists, the address and the
 * invoice group are the caller's house's. Refusals name the body's field.
 */
async function checkReferences(
  trx: Transaction<DB>,
  houseId: number,
  input: TemplateSaveInput,
): Promise<void> {
  if (input.houseAddressId !== null) {
    const address = await trx
      .selectFrom('house_addresses')
      .select('id')
      .where('id', '=', input.houseAddressId)
      .where('house_id', '=', houseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!address) throw badRequest('ADDRESS_NOT_FOUND', 'No location with this id.', 'houseAddressID');
  }
  if (input.invoiceGroupId !== null) {
    const group = await trx
      .selectFrom('invoice_groups')
      .select('id')
      .where('id', '=', input.invoiceGroupId)
      .where('house_id', '=', houseId)
      .executeTakeFirst();
    if (!group)
      throw badRequest('INVOICE_GROUP_NOT_FOUND', 'No invoice group with this id.', 'invoiceGroupID');
  }
  const rows: [TemplateChargeInput, 'tax' | 'fee', number][] = [
    ...input.taxes.map((c, i) => [c, 'tax', i] as [TemplateChargeInput, 'tax', number]),
    ...input.fees.map((c, i) => [c, 'fee', i] as [TemplateChargeInput, 'fee', number]),
  ];
  const countries = new Set(
    (await trx.selectFrom('countries').select('code').execute()).map((c) => c.code).concat('ALL'),
  );
  const states = new Set(
    (
      await trx
        .selectFrom('subdivisions')
        .select(['country_code', 'code'])
        .where('country_code', 'in', [...COUNTRIES_WITH_STATE_CODES])
        .execute()
    ).map((s) => `${s.country_code}/${s.code}`),
  );
  for (const [charge, kind, index] of rows) {
    const k = chargeKeys(kind);
    if (!countries.has(charge.country))
      throw badRequest(
        'INVALID_COUNTRY',
        'No country with this code.',
        `${k.section}.${index}.${k.countryCode}`,
      );
    if (charge.state === null) continue;
    const hasStates = (COUNTRIES_WITH_STATE_CODES as readonly string[]).includes(charge.country);
    if (!hasStates || !states.has(`${charge.country}/${charge.state}`))
      throw badRequest(
        'INVALID_STATE',
        'No state with this code for the country.',
        `${k.section}.${index}.${k.stateCode}`,
      );
  }
}

function chargeRows(settingsId: number, kind: 'tax' | 'fee', charges: readonly TemplateChargeInput[]) {
  return charges.map((c, sequence) => ({
    settings_id: settingsId,
    kind,
    name: c.name,
    rate: c.rate,
    country: c.country,
    state: c.state ?? 'ALL',
    applies_hammer: c.hammer,
    applies_premium: c.premium,
    applies_live_fee: c.liveFee,
    sequence,
  }));
}

/**
 * Creates a template (no groupSettingsID) or replaces one's settings, taxes, fees and messages, in
 * one transaction. A template created under processor type p is a processor template; an existing
 * one that is no longer active (invoicing §2.7) is refused. Returns the template's id.
 */
export async function saveTemplate(
  db: Kysely<DB>,
  houseId: number,
  input: TemplateSaveInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const house = await trx
      .selectFrom('houses')
      .select('processor_type')
      .where('id', '=', houseId)
      .executeTakeFirstOrThrow();
    if (input.perLot && house.processor_type === 'p')
      throw badRequest('PER_LOT_NOT_AVAILABLE', M.perLotNotAvailable, 'additionalChargesPerLot');
    if (input.groupSettingsId !== null) {
      // Locks the template: two saves of one template run one after the other.
      const existing = await trx
        .selectFrom('invoice_settings')
        .select(['id', 'payrix_template'])
        .where('id', '=', input.groupSettingsId)
        .where('house_id', '=', houseId)
        .forUpdate()
        .executeTakeFirst();
      if (!existing) throw notFound('GROUP_SETTINGS_NOT_FOUND', M.notFound);
      if (!isTemplateActive(house.processor_type, existing.payrix_template))
        throw badRequest('TEMPLATE_NOT_ACTIVE', M.notActive, 'groupSettingsID');
    }
    await checkReferences(trx, houseId, input);

    const values = {
      name: input.name,
      subject: input.subject,
      from_name: input.fromName,
      from_email: input.fromEmail,
      bcc_email: input.bccEmail,
      house_address_id: input.houseAddressId,
      paypal: input.payPal,
      paypal_email: input.payPalEmail,
      additional_charges_per_invoice: !input.perLot,
      additional_charges_per_lot: input.perLot,
    };
    let settingsId: number;
    if (input.groupSettingsId === null) {
      const created = await trx
        .insertInto('invoice_settings')
        .values({ ...values, house_id: houseId, payrix_template: house.processor_type === 'p' })
        .returning('id')
        .executeTakeFirstOrThrow();
      settingsId = created.id;
    } else {
      settingsId = input.groupSettingsId;
      await trx.updateTable('invoice_settings').set(values).where('id', '=', settingsId).execute();
      await trx.deleteFrom('invoice_setting_charges').where('settings_id', '=', settingsId).execute();
      await trx.deleteFrom('invoice_setting_messages').where('settings_id', '=', settingsId).execute();
    }
    const charges = [
      ...chargeRows(settingsId, 'tax', input.taxes),
      ...chargeRows(settingsId, 'fee', input.fees),
    ];
    if (charges.length > 0) await trx.insertInto('invoice_setting_charges').values(charges).execute();
    if (input.messages.length > 0)
      await trx
        .insertInto('invoice_setting_messages')
        .values(input.messages.map((m) => ({ settings_id: settingsId, ...m })))
        .execute();
    return settingsId;
  });
}
