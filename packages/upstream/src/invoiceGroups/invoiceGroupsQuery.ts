import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { CATALOG_VIEW_COLUMNS, catalogView, type CatalogView } from './catalogView.js';

export interface InvoiceGroupView {
  invoiceGroupID: number;
  invoiceGroupTitle: string;
  invoiceGroupSettingsID: number;
  invoiceCreated: boolean;
  catalogs: CatalogView[];
}

export interface InvoiceGroupsPage {
  invoices: InvoiceGroupView[];
  totalRecords: number;
}

export interface InvoiceGroupsFilter {
  houseId: number;
  timeZone: string;
  size: number;
  /** 1-based. */
  page: number;
  /** Inclusive YYYY-MM-DD bounds on the sessions' dates in the house's time zone. */
  range: { start: string; end: string | null } | null;
}

/** Existing invoice groups, newest first; with a range, only groups with a session dated in it. */
export async function listInvoiceGroups(
  db: Kysely<DB>,
  filter: InvoiceGroupsFilter,
): Promise<InvoiceGroupsPage> {
  const { houseId, timeZone, size, page, range } = filter;
  let groups = db.selectFrom('invoice_groups').where('invoice_groups.house_id', '=', houseId);
  if (range) {
    const localDate = sql<string>`(catalogs.starts_at at time zone ${timeZone})::date`;
    groups = groups.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('invoice_group_catalogs')
          .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
          .select(sql`1`.as('one'))
          .whereRef('invoice_group_catalogs.invoice_group_id', '=', 'invoice_groups.id')
          .where(localDate, '>=', sql<string>`${range.start}::date`)
          .$if(range.end !== null, (q) => q.where(localDate, '<=', sql<string>`${range.end}::date`)),
      ),
    );
  }
  const [{ count }, rows] = await Promise.all([
    groups.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    groups
      .select([
        'invoice_groups.id',
        'invoice_groups.title',
        'invoice_groups.settings_id',
        'invoice_groups.invoice_created',
      ])
      .orderBy('invoice_groups.created_at', 'desc')
      .orderBy('invoice_groups.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);

  const catalogsByGroup = new Map<number, CatalogView[]>();
  if (rows.length > 0) {
    const catalogRows = await db
      .selectFrom('invoice_group_catalogs')
      .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
      .select(['invoice_group_catalogs.invoice_group_id', ...CATALOG_VIEW_COLUMNS])
      .where(
        'invoice_group_catalogs.invoice_group_id',
        'in',
        rows.map((r) => r.id),
      )
      .where('catalogs.house_id', '=', houseId)
      .orderBy('catalogs.starts_at')
      .orderBy('catalogs.id')
      .execute();
    for (const row of catalogRows) {
      const list = catalogsByGroup.get(row.invoice_group_id) ?? [];
      list.push(catalogView(row, timeZone));
      catalogsByGroup.set(row.invoice_group_id, list);
    }
  }

  return {
    totalRecords: Number(count),
    invoices: rows.map((row) => ({
      invoiceGroupID: row.id,
      invoiceGroupTitle: row.title,
      invoiceGroupSettingsID: row.settings_id,
      invoiceCreated: row.invoice_created,
      catalogs: catalogsByGroup.get(row.id) ?? [],
    })),
  };
}
