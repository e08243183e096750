import type { Insertable } from 'kysely';
import type { InvoiceGroupCatalogsTable, InvoiceGroupsTable } from '../invoiceGroups/tables.js';
import type {
  ApprovalsTable,
  BiddersTable,
  InvoiceLinesTable,
  InvoicesTable,
  SaleResultsTable,
} from '../invoices/tables.js';
import type { InvoiceSettingChargesTable, InvoiceSettingsTable } from '../invoiceTemplates/tables.js';
import type { HouseAddressesTable } from '../locations/tables.js';
import type { LotsTable } from '../lots/tables.js';
import type { CatalogsTable, SaleGroupsTable } from '../saleWizard/tables.js';
import type { HousesTable, UsersTable } from '../viewer/tables.js';

/** Rows with their ids fixed by the generator, so rows can point at each other before insert. */
type WithId<T> = Insertable<T> & { id: number };

/** A user before hashing: the seed hashes `password` with the given salt when inserting. */
export type SeedUser = Omit<WithId<UsersTable>, 'password_hash'> & { password: string; salt: string };

/** Everything the seed inserts, in insert (foreign-key) order. */
export interface SeedData {
  houses: WithId<HousesTable>[];
  house_addresses: WithId<HouseAddressesTable>[];
  users: SeedUser[];
  invoice_settings: WithId<InvoiceSettingsTable>[];
  invoice_setting_charges: WithId<InvoiceSettingChargesTable>[];
  sale_groups: WithId<SaleGroupsTable>[];
  catalogs: WithId<CatalogsTable>[];
  lots: WithId<LotsTable>[];
  bidders: WithId<BiddersTable>[];
  approvals: WithId<ApprovalsTable>[];
  sale_results: WithId<SaleResultsTable>[];
  invoice_groups: WithId<InvoiceGroupsTable>[];
  invoice_group_catalogs: Insertable<InvoiceGroupCatalogsTable>[];
  invoices: WithId<InvoicesTable>[];
  invoice_lines: WithId<InvoiceLinesTable>[];
}

export function emptySeedData(): SeedData {
  return {
    houses: [],
    house_addresses: [],
    users: [],
    invoice_settings: [],
    invoice_setting_charges: [],
    sale_groups: [],
    catalogs: [],
    lots: [],
    bidders: [],
    approvals: [],
    sale_results: [],
    invoice_groups: [],
    invoice_group_catalogs: [],
    invoices: [],
    invoice_lines: [],
  };
}

/** Tables whose ids the generator assigns (their identity sequences are moved past them). */
export const TABLES_WITH_IDS = [
  'houses',
  'house_addresses',
  'users',
  'invoice_settings',
  'invoice_setting_charges',
  'sale_groups',
  'catalogs',
  'lots',
  'bidders',
  'approvals',
  'sale_results',
  'invoice_groups',
  'invoices',
  'invoice_lines',
] as const;
