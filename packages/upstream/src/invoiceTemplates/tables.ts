import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the invoice templates (invoice settings and their charges, 0003) and their messages (0008). */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface InvoiceSettingsTable {
  id: Generated<number>;
  house_id: number;
  name: string;
  payrix_template: Defaulted<boolean>;
  subject: Defaulted<string>;
  from_name: Defaulted<string>;
  from_email: Defaulted<string>;
  bcc_email: Defaulted<string>;
  house_address_id: number | null;
  paypal_email: Defaulted<string>;
  additional_charges_per_invoice: Defaulted<boolean>;
  additional_charges_per_lot: Defaulted<boolean>;
  created_at: Timestamp;
  // 0005: the template doubles as the sale's terms (group settings).
  house_fee_step_eligible: Defaulted<boolean>;
  active: Defaulted<boolean>;
  // 0008: the template accepts PayPal (at paypal_email).
  paypal: Defaulted<boolean>;
}

export interface InvoiceSettingChargesTable {
  id: Generated<number>;
  settings_id: number;
  kind: 'tax' | 'fee';
  name: string;
  rate: number;
  country: Defaulted<string>;
  state: Defaulted<string>;
  applies_hammer: Defaulted<boolean>;
  applies_premium: Defaulted<boolean>;
  applies_live_fee: Defaulted<boolean>;
  sequence: Defaulted<number>;
}

export interface InvoiceSettingMessagesTable {
  id: Generated<number>;
  settings_id: number;
  header: string;
  detail: Defaulted<string>;
  sequence: number;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    invoice_settings: InvoiceSettingsTable;
    invoice_setting_charges: InvoiceSettingChargesTable;
    invoice_setting_messages: InvoiceSettingMessagesTable;
  }
}
