import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { callerOf, type Caller } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { HttpError, notFound } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';

/**
 * The catalog service's paths carry numeric ids (houseID, groupID, catalogID). Each is checked
 * against the caller's house: another house's houseID is a 403, another house's group or catalog
 * is unknown (404), exactly as an id that does not exist.
 */

/** /cps/app/house/{houseID}/...: the caller's house id, or 403 FORBIDDEN_HOUSE. */
export function ownHouseId(req: Request): { caller: Caller; houseId: number } {
  const caller = callerOf(req);
  const houseId = parsePositiveInteger(req.params['houseID']);
  if (houseId !== caller.houseId)
    throw new HttpError(403, 'FORBIDDEN_HOUSE', 'You do not have access to this house.', 'houseID');
  return { caller, houseId };
}

export interface OwnedCatalog {
  id: number;
  sale_group_id: number;
  kind: 'session' | 'bin';
  starts_at: Date;
}

/** A catalog of the caller's house by path id, or 404 CATALOG_NOT_FOUND. */
export async function ownCatalog(db: Kysely<DB>, req: Request, param = 'catalogID'): Promise<OwnedCatalog> {
  const caller = callerOf(req);
  const id = parsePositiveInteger(req.params[param]);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('catalogs')
          .select(['id', 'sale_group_id', 'kind', 'starts_at'])
          .where('id', '=', id)
          .where('house_id', '=', caller.houseId)
          .executeTakeFirst();
  if (!row) throw notFound('CATALOG_NOT_FOUND', 'No catalog with this id.');
  return row;
}

export interface OwnedGroup {
  id: number;
  name: string;
  is_timed: boolean;
  is_bin: boolean;
}

/** A sale group of the caller's house by path id, or 404 GROUP_NOT_FOUND. */
export async function ownGroup(db: Kysely<DB>, req: Request, param = 'groupID'): Promise<OwnedGroup> {
  return ownGroupById(db, callerOf(req).houseId, parsePositiveInteger(req.params[param]));
}

export async function ownGroupById(
  db: Kysely<DB>,
  houseId: number,
  id: number | null | undefined,
): Promise<OwnedGroup> {
  const row =
    id === null || id === undefined
      ? undefined
      : await db
          .selectFrom('sale_groups')
          .select(['id', 'name', 'is_timed', 'is_bin'])
          .where('id', '=', id)
          .where('house_id', '=', houseId)
          .executeTakeFirst();
  if (!row) throw notFound('GROUP_NOT_FOUND', 'No sale group with this id.');
  return row;
}
