import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError, badRequest, notFound } from '../http/httpError.js';
import { callerOf, type Caller } from '../viewer/caller.js';

/** The caller of a bid-admin call, with what the checks found (sales §6 accessBulkbiding). */
export interface BidAdminCaller extends Caller {
  userRef: string;
}

/** The timed catalog a bid-admin call works on. */
export interface BidAdminCatalog {
  id: number;
  ref: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  saleGroupId: number;
}

const forbidden = (code: string, message: string, field?: string) => new HttpError(403, code, message, field);

/**
 * sales §6: the caller needs accessBulkbiding and bulk bidding enabled for the house, or is a super
 * user; the optional `liveUserRef` header (sales §7) and a body's `houseRef`/`liveUserRef` must be
 * the caller's own. Answers 403 otherwise (401 came before, from the caller check).
 */
export async function bidAdminCaller(
  db: Kysely<DB>,
  req: Request,
  body?: { houseRef: string; liveUserRef: string },
): Promise<BidAdminCaller> {
  const caller = callerOf(req);
  const user = await db
    .selectFrom('users')
    .innerJoin('houses', 'houses.id', 'users.house_id')
    .select([
      'users.ref',
      'users.access_bulkbidding',
      'users.is_super_user',
      'houses.bulk_bidding_enabled',
      'houses.ref as house_ref',
    ])
    .where('users.id', '=', caller.userId)
    .where('users.house_id', '=', caller.houseId)
    .executeTakeFirst();
  if (!user?.access_bulkbidding || !(user.bulk_bidding_enabled || user.is_super_user))
    throw forbidden('BULK_BIDDING_FORBIDDEN', 'You do not have access to bulk bidding.');
  const header = req.header('liveUserRef');
  if (header !== undefined && header !== user.ref)
    throw forbidden('FORBIDDEN_USER', 'The live user is not the signed-in user.', 'liveUserRef');
  if (body && body.houseRef !== user.house_ref)
    throw forbidden('FORBIDDEN_HOUSE', 'You do not have access to this house.', 'houseRef');
  if (body && body.liveUserRef !== user.ref)
    throw forbidden('FORBIDDEN_USER', 'The live user is not the signed-in user.', 'liveUserRef');
  return { ...caller, userRef: user.ref };
}

/** The caller's house's timed sale with that ref: another house's is not found (404), a live one 400. */
export async function timedCatalogOf(
  db: Kysely<DB>,
  houseId: number,
  catalogRef: string,
): Promise<BidAdminCatalog> {
  const row = await db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .select([
      'catalogs.id',
      'catalogs.ref',
      'catalogs.title',
      'catalogs.starts_at',
      'catalogs.sale_type',
      'catalogs.kind',
      'catalogs.sale_group_id',
      'catalogs.time_zone',
      'houses.time_zone as house_time_zone',
    ])
    .where('catalogs.ref', '=', catalogRef)
    .where('catalogs.house_id', '=', houseId)
    .executeTakeFirst();
  if (!row) throw notFound('CATALOG_NOT_FOUND', 'Catalog data not found.');
  if (row.sale_type !== 'timed' || row.kind !== 'session')
    throw badRequest('CATALOG_NOT_TIMED', 'Bulk bidding is only for timed sales.', 'catalogRef');
  return {
    id: row.id,
    ref: row.ref,
    title: row.title,
    startsAt: row.starts_at,
    timeZone: row.time_zone ?? row.house_time_zone,
    saleGroupId: row.sale_group_id,
  };
}

/** The short name of a zone at an instant (sales §3 timeZoneCode), e.g. EST. */
export function timeZoneCode(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
