import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the table migration 0008_invoice_templates.sql creates (its new column is in schema.ts). */

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface InvoiceSettingMessagesTable {
  id: Generated<number>;
  settings_id: number;
  header: string;
  detail: Defaulted<string>;
  sequence: number;
}

export interface InvoiceTemplateTables {
  invoice_setting_messages: InvoiceSettingMessagesTable;
}
