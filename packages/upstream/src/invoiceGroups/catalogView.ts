import type { Selectable } from 'kysely';
import type { CatalogsTable } from '../saleWizard/tables.js';
import { formatDateFull, formatUsDate } from '../invoices/usDate.js';

/** A session as the contract's Catalog. */
export interface CatalogView {
  catalogID: number;
  catalogRef: string;
  groupID: number;
  date: string;
  title: string;
  identifier: string;
  catalogTitle: string;
  catalogDateFull: string;
  addressID: number;
}

export type CatalogRow = Pick<
  Selectable<CatalogsTable>,
  'id' | 'ref' | 'sale_group_id' | 'title' | 'identifier' | 'starts_at' | 'address_id'
>;

export const CATALOG_VIEW_COLUMNS = [
  'catalogs.id',
  'catalogs.ref',
  'catalogs.sale_group_id',
  'catalogs.title',
  'catalogs.identifier',
  'catalogs.starts_at',
  'catalogs.address_id',
] as const;

/** Dates are shown in the house's time zone (invoicing §9). */
export function catalogView(row: CatalogRow, timeZone: string): CatalogView {
  return {
    catalogID: row.id,
    catalogRef: row.ref,
    groupID: row.sale_group_id,
    date: formatUsDate(row.starts_at, timeZone),
    // The legacy payload carries the session title twice; both stay for the clients that read either.
    title: row.title,
    identifier: row.identifier,
    catalogTitle: row.title,
    catalogDateFull: formatDateFull(row.starts_at, timeZone),
    addressID: row.address_id,
  };
}
