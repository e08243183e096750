import { realizedPriceEditRefusal } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError, notFound } from '../http/httpError.js';
import type { Caller } from '../viewer/caller.js';

/** A catalog of the caller's house as the realized prices screen sees it (sales §2 Edit Realized Prices). */
export interface RealizedCatalog {
  id: number;
  houseId: number;
  title: string;
  startsAt: Date;
  includesPremium: boolean | null;
  /** Null when the caller may edit; otherwise why not (sales §6). */
  notEditableReason: string | null;
}

/** The catalog, when it belongs to the caller's house; another house's or an unknown one is 404. */
export async function loadRealizedCatalog(
  db: Kysely<DB>,
  caller: Caller,
  catalogId: number | null,
  now: Date = new Date(),
): Promise<RealizedCatalog> {
  const row =
    catalogId === null
      ? undefined
      : await db
          .selectFrom('catalogs')
          .innerJoin('houses', 'houses.id', 'catalogs.house_id')
          .innerJoin('users', (join) =>
            join.onRef('users.house_id', '=', 'houses.id').on('users.id', '=', caller.userId),
          )
          .select([
            'catalogs.id',
            'catalogs.house_id',
            'catalogs.title',
            'catalogs.starts_at',
            'catalogs.realized_includes_premium',
            'houses.is_online_only',
            'users.is_super_user',
          ])
          .where('catalogs.id', '=', catalogId)
          .where('catalogs.house_id', '=', caller.houseId)
          .executeTakeFirst();
  if (!row) throw notFound('CATALOG_NOT_FOUND', 'No such catalog.');
  const startsAt = new Date(row.starts_at);
  return {
    id: row.id,
    houseId: row.house_id,
    title: row.title,
    startsAt,
    includesPremium: row.realized_includes_premium,
    notEditableReason: realizedPriceEditRefusal(startsAt, now, row.is_super_user, row.is_online_only),
  };
}

/** Refuses a change the caller may not make (sales §6 45-day rule, online-only houses): 403. */
export function assertEditable(catalog: RealizedCatalog): void {
  if (catalog.notEditableReason !== null)
    throw new HttpError(403, 'REALIZED_EDIT_CLOSED', catalog.notEditableReason);
}
