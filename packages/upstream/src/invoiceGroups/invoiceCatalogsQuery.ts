import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { CATALOG_VIEW_COLUMNS, catalogView, type CatalogView } from './catalogView.js';

export interface SaleGroupView {
  groupID: number;
  groupName: string;
  catalogs: CatalogView[];
}

/**
 * Sale groups with their sessions that have results and are in no invoice group yet; the newest
 * group (by its latest such session) first, sessions in date order.
 */
export async function listUninvoicedSaleGroups(
  db: Kysely<DB>,
  houseId: number,
  timeZone: string,
): Promise<SaleGroupView[]> {
  const rows = await db
    .selectFrom('catalogs')
    .innerJoin('sale_groups', 'sale_groups.id', 'catalogs.sale_group_id')
    .select(['sale_groups.name as group_name', ...CATALOG_VIEW_COLUMNS])
    .where('catalogs.house_id', '=', houseId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sale_results')
          .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
          .select('sale_results.id')
          .whereRef('lots.catalog_id', '=', 'catalogs.id'),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_group_catalogs')
            .select('invoice_group_catalogs.catalog_id')
            .whereRef('invoice_group_catalogs.catalog_id', '=', 'catalogs.id'),
        ),
      ),
    )
    .orderBy('catalogs.starts_at')
    .orderBy('catalogs.id')
    .execute();

  const groups = new Map<number, SaleGroupView & { latest: number }>();
  for (const row of rows) {
    let group = groups.get(row.sale_group_id);
    if (!group) {
      group = { groupID: row.sale_group_id, groupName: row.group_name, catalogs: [], latest: 0 };
      groups.set(row.sale_group_id, group);
    }
    group.catalogs.push(catalogView(row, timeZone));
    group.latest = Math.max(group.latest, row.starts_at.getTime());
  }
  return [...groups.values()]
    .sort((a, b) => b.latest - a.latest || b.groupID - a.groupID)
    .map(({ groupID, groupName, catalogs }) => ({ groupID, groupName, catalogs }));
}
