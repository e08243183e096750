import { formatTemplateRate } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { thousandthsToDecimal } from '../saleWizard/rates.js';
import { loadTemplateMessages, type TemplateMessage } from './templateMessages.js';

export interface TaxSettingJson {
  taxType: string;
  taxRate: string;
  taxCountryID: string;
  taxStateID: string | null;
  taxHammer: boolean;
  taxLiveFee: boolean;
  taxPremium: boolean;
  formattedTaxRate: string;
}

export interface FeeSettingJson {
  feeType: string;
  feeRate: string;
  feeCountryID: string;
  feeStateID: string | null;
  feeHammer: boolean;
  feeLiveFee: boolean;
  feePremium: boolean;
  formattedFeeRate: string;
}

/** GET /invoiceGroupSettings's `groupSettings` (invoicing §3 "Group settings"; sales §3 reads a subset). */
export interface GroupSettingsJson {
  groupSettingsID: number;
  groupName: string;
  subject: string;
  fromName: string;
  fromEmail: string;
  bccEmail: string;
  houseAddressID: number | null;
  invoiceGroupID: number | null;
  taxSettings: TaxSettingJson[];
  feeSettings: FeeSettingJson[];
  messages: TemplateMessage[];
  payPal: boolean;
  payPalEmail: string;
  payrixTemplate: boolean;
  additionalChargesPerInvoice: boolean;
  additionalChargesPerLot: boolean;
}

/** The house's template with this id, or undefined (another house's template is not found either). */
export async function findOwnTemplate(
  db: Kysely<DB>,
  houseId: number,
  settingsId: number,
): Promise<{ id: number; payrix_template: boolean } | undefined> {
  return db
    .selectFrom('invoice_settings')
    .select(['id', 'payrix_template'])
    .where('id', '=', settingsId)
    .where('house_id', '=', houseId)
    .executeTakeFirst();
}

/** One template with its taxes, fees and messages, as GET /invoiceGroupSettings answers it. */
export async function loadGroupSettings(db: Kysely<DB>, settingsId: number): Promise<GroupSettingsJson> {
  const [s, charges, invoiceGroup, messages] = await Promise.all([
    db.selectFrom('invoice_settings').selectAll().where('id', '=', settingsId).executeTakeFirstOrThrow(),
    db
      .selectFrom('invoice_setting_charges')
      .selectAll()
      .where('settings_id', '=', settingsId)
      .orderBy('sequence')
      .orderBy('id')
      .execute(),
    // The group it was last used for (the fixed-price step saves it back).
    db
      .selectFrom('invoice_groups')
      .select('id')
      .where('settings_id', '=', settingsId)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    loadTemplateMessages(db, settingsId),
  ]);
  const state = (code: string) => (code === 'ALL' ? null : code);
  return {
    groupSettingsID: s.id,
    groupName: s.name,
    subject: s.subject,
    fromName: s.from_name,
    fromEmail: s.from_email,
    bccEmail: s.bcc_email,
    houseAddressID: s.house_address_id,
    invoiceGroupID: invoiceGroup?.id ?? null,
    taxSettings: charges
      .filter((c) => c.kind === 'tax')
      .map((c) => ({
        taxType: c.name,
        taxRate: thousandthsToDecimal(c.rate),
        taxCountryID: c.country,
        taxStateID: state(c.state),
        taxHammer: c.applies_hammer,
        taxLiveFee: c.applies_live_fee,
        taxPremium: c.applies_premium,
        formattedTaxRate: `${formatTemplateRate(c.rate)}%`,
      })),
    feeSettings: charges
      .filter((c) => c.kind === 'fee')
      .map((c) => ({
        feeType: c.name,
        feeRate: thousandthsToDecimal(c.rate),
        feeCountryID: c.country,
        feeStateID: state(c.state),
        feeHammer: c.applies_hammer,
        feeLiveFee: c.applies_live_fee,
        feePremium: c.applies_premium,
        formattedFeeRate: `${formatTemplateRate(c.rate)}%`,
      })),
    messages,
    payPal: s.paypal,
    payPalEmail: s.paypal_email,
    payrixTemplate: s.payrix_template,
    additionalChargesPerInvoice: s.additional_charges_per_invoice,
    additionalChargesPerLot: s.additional_charges_per_lot,
  };
}
