import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { centsToDecimal } from '../invoices/money.js';
import type { ResultCatalog } from './saleResultsQuery.js';
import { currencySymbolOf } from './sessionResultsView.js';

/**
 * The house's past sale groups to pick sessions from (sales §3 Sales results group): every group
 * with a session that has started and has no lot still open (a timed sale in progress has no results
 * yet), newest first, its sessions in date order. One statement.
 */
export async function loadPastGroups(db: Kysely<DB>, houseId: number, now: Date) {
  const rows = await db
    .selectFrom('catalogs as c')
    .innerJoin('sale_groups as g', 'g.id', 'c.sale_group_id')
    .select(['g.id as groupId', 'g.name', 'c.ref', 'c.title', 'c.starts_at', 'c.currency_code'])
    .where('c.house_id', '=', houseId)
    .where('c.kind', '=', 'session')
    .where('c.starts_at', '<', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lots as open')
            .select('open.id')
            .whereRef('open.catalog_id', '=', 'c.id')
            .where('open.ends_at', '>', now),
        ),
      ),
    )
    .orderBy('c.starts_at', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
  const groups = new Map<number, { groupName: string; latest: number; catalogs: object[] }>();
  for (const r of rows) {
    const startsAt = new Date(r.starts_at);
    const group = groups.get(r.groupId) ?? { groupName: r.name, latest: 0, catalogs: [] };
    group.latest = Math.max(group.latest, startsAt.getTime());
    group.catalogs.push({
      catalogRef: r.ref,
      catalogTitle: r.title,
      catalogDateFull: startsAt.toISOString(),
      catalogCurrencyCode: r.currency_code,
    });
    groups.set(r.groupId, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.latest - a.latest)
    .map(({ groupName, catalogs }) => ({ groupName, catalogs }));
}

/** The marketplace's credits to the house on the sessions (sales §3 Credit), oldest first. */
export async function loadCredits(db: Kysely<DB>, houseId: number, catalogs: readonly ResultCatalog[]) {
  if (catalogs.length === 0) return [];
  const refOf = new Map(catalogs.map((c) => [c.id, c]));
  const rows = await db
    .selectFrom('house_credits')
    .select(['catalog_id', 'issued_at', 'amount', 'notes'])
    .where('house_id', '=', houseId)
    .where(
      'catalog_id',
      'in',
      catalogs.map((c) => c.id),
    )
    .orderBy('issued_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => {
    const catalog = refOf.get(r.catalog_id)!;
    return {
      catalogRef: catalog.ref,
      issueDate: new Date(r.issued_at).toISOString(),
      currencySymbol: currencySymbolOf(catalog.currencyCode),
      creditAmount: centsToDecimal(Number(r.amount)),
      notes: r.notes,
    };
  });
}
