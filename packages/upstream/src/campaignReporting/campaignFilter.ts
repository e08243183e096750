import type { Request } from 'express';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';

/** At most this many sales in the sale filter (the report's one call carries them in its query). */
export const MAX_FILTER_SALES = 100;

/** A campaign report's filter: sale days (house time zone, inclusive) and the chosen sales. */
export interface CampaignFilter {
  from: string | null;
  to: string | null;
  catalogRefs: string[];
}

/** The filter with the chosen sales resolved to the house's catalog ids and its time zone. */
export interface CampaignScope extends CampaignFilter {
  houseId: number;
  timeZone: string;
  catalogIds: number[] | null;
}

function dayParam(req: Request, name: 'from' | 'to'): string | null {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return null;
  const ok = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw);
  // A real calendar day: 2025-02-30 does not survive the round trip.
  if (!ok || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw)
    throw badRequest('INVALID_FILTER', `${name} must be a date (YYYY-MM-DD)`, name);
  return raw;
}

/** The query's filter; 400 INVALID_FILTER naming the parameter when one is broken. */
export function campaignFilterOf(req: Request): CampaignFilter {
  const from = dayParam(req, 'from');
  const to = dayParam(req, 'to');
  if (from !== null && to !== null && from > to)
    throw badRequest('INVALID_FILTER', 'from must not be after to', 'from');
  const raw = req.query['catalogRefs'];
  if (raw !== undefined && typeof raw !== 'string')
    throw badRequest('INVALID_FILTER', 'catalogRefs must be a comma-separated list', 'catalogRefs');
  const catalogRefs = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
  if (catalogRefs.length > MAX_FILTER_SALES || catalogRefs.some((r) => r.length > 64))
    throw badRequest('INVALID_FILTER', `catalogRefs holds at most ${MAX_FILTER_SALES} sales`, 'catalogRefs');
  return { from, to, catalogRefs };
}

/** The filter in the caller's house: a sale that is not the house's is 404 CATALOG_NOT_FOUND. */
export async function campaignScopeOf(
  db: Kysely<DB>,
  houseId: number,
  filter: CampaignFilter,
): Promise<CampaignScope> {
  const house = await db
    .selectFrom('houses')
    .select('time_zone')
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  let catalogIds: number[] | null = null;
  if (filter.catalogRefs.length > 0) {
    const rows = await db
      .selectFrom('catalogs')
      .select('id')
      .where('house_id', '=', houseId)
      .where('ref', 'in', filter.catalogRefs)
      .execute();
    if (rows.length !== filter.catalogRefs.length)
      throw notFound('CATALOG_NOT_FOUND', 'No such sale in this house.');
    catalogIds = rows.map((r) => r.id);
  }
  return { ...filter, houseId, timeZone: house.time_zone, catalogIds };
}

/** The sale's day in the house's time zone, for the date filter and the month buckets. */
export const saleDay = (scope: CampaignScope, column: string) =>
  sql<string>`(${sql.ref(column)} at time zone ${scope.timeZone})::date`;

/** The ids of the house's catalogs (sales) the scope covers, as a subquery. */
export function scopedCatalogIds(db: Kysely<DB>, scope: CampaignScope) {
  let query = db.selectFrom('catalogs as sc').select('sc.id').where('sc.house_id', '=', scope.houseId);
  if (scope.from !== null)
    query = query.where(sql<boolean>`${saleDay(scope, 'sc.starts_at')} >= ${scope.from}::date`);
  if (scope.to !== null)
    query = query.where(sql<boolean>`${saleDay(scope, 'sc.starts_at')} <= ${scope.to}::date`);
  if (scope.catalogIds !== null) query = query.where('sc.id', 'in', scope.catalogIds);
  return query;
}

/**
 * The ids of the scoped sales, read first: the report's big statements then test their lots
 * against a list of ids, which keeps the planner on the scoped lots. Without statistics (PGlite
 * has no autovacuum) a join or `in` subquery on the catalogs made it start from the house's bids
 * and test each against every sale.
 */
export async function scopedSaleIds(db: Kysely<DB>, scope: CampaignScope): Promise<number[]> {
  return (await scopedCatalogIds(db, scope).execute()).map((c) => c.id);
}
