import { lotKey } from '@ah/schema';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError, notFound } from '../http/httpError.js';
import { isWithinTwoHours } from '../saleWizard/sessionTime.js';
import { LOT_MESSAGES } from '@ah/schema';

/** The database side of lot images (migration 0011): catalogs, lots and their image rows. */

export interface ImageCatalog {
  id: number;
  houseId: number;
  kind: 'session' | 'bin';
  /** The two-hour lock (sales §4); a fixed-price sale runs continuously and has none. */
  in2Hours: boolean;
}

/** A lot as file names and lot-page paths are matched against it. */
export interface ImageLot {
  id: number;
  /** Digits, as stored (no leading zeros); null when unlotted. */
  lotNumber: string | null;
  lotExt: string | null;
  invNumber: string | null;
}

export interface LotImageRow {
  id: number;
  lotId: number;
  sequence: number;
  storageKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  createdAt: Date;
  /** Bumped by each rotation (the key stays): see imageFileUrl. */
  version: number;
}

type Db = Kysely<DB> | Transaction<DB>;

/** A catalog of the house, or 404 CATALOG_NOT_FOUND (another house's catalog is unknown). */
export async function loadImageCatalog(
  db: Db,
  houseId: number,
  catalogId: number | null,
): Promise<ImageCatalog> {
  const row =
    catalogId === null
      ? undefined
      : await db
          .selectFrom('catalogs')
          .select(['id', 'house_id', 'kind', 'starts_at'])
          .where('id', '=', catalogId)
          .where('house_id', '=', houseId)
          .executeTakeFirst();
  if (!row) throw notFound('CATALOG_NOT_FOUND', 'No catalog with this id.');
  return {
    id: row.id,
    houseId: row.house_id,
    kind: row.kind,
    in2Hours: row.kind !== 'bin' && isWithinTwoHours(row.starts_at),
  };
}

/** The two-hour lock: 409 CATALOG_LOCKED with the spec's text (as the item routes answer). */
export function assertCatalogOpen(catalog: ImageCatalog): void {
  if (catalog.in2Hours) throw new HttpError(409, 'CATALOG_LOCKED', LOT_MESSAGES.lockedText);
}

/** The catalog's lots that are not deleted. */
export async function loadImageLots(db: Db, catalogId: number): Promise<ImageLot[]> {
  const rows = await db
    .selectFrom('lots')
    .select(['id', 'lot_number', 'lot_number_ext', 'inv_number'])
    .where('catalog_id', '=', catalogId)
    .where('deleted_at', 'is', null)
    .orderBy('lot_number')
    .orderBy('lot_number_ext')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    lotNumber: r.lot_number === null ? null : String(r.lot_number),
    lotExt: r.lot_number_ext === '' ? null : r.lot_number_ext,
    invNumber: r.inv_number,
  }));
}

/** Lot number and extension as shown ("12A"), or the inventory number of an unlotted item. */
export function lotLabel(lot: ImageLot): string {
  return lotKey(lot.lotNumber, lot.lotExt) ?? lot.invNumber ?? String(lot.id);
}

/**
 * The lot a lot-page path names: `lotID` (query) when given, else the `{lotNumber}` segment read as a
 * lot number with extension ("12A"), else as an inventory number. 404 LOT_NOT_FOUND otherwise.
 */
export async function findPathLot(
  db: Db,
  catalogId: number,
  segment: unknown,
  lotIdParam: unknown,
): Promise<ImageLot> {
  const lots = await loadImageLots(db, catalogId);
  let lot: ImageLot | undefined;
  if (lotIdParam !== undefined) {
    const id = typeof lotIdParam === 'string' && /^[1-9]\d{0,9}$/.test(lotIdParam) ? Number(lotIdParam) : NaN;
    lot = lots.find((l) => l.id === id);
  } else if (typeof segment === 'string') {
    const wanted = segment.trim().toUpperCase();
    const numbered = /^(\d{1,9})([A-Z])?$/.exec(wanted);
    const key = numbered ? lotKey(numbered[1], numbered[2] ?? null) : null;
    lot =
      (key === null ? undefined : lots.find((l) => lotKey(l.lotNumber, l.lotExt) === key)) ??
      lots.find((l) => l.invNumber !== null && l.invNumber.toUpperCase() === wanted);
  }
  if (!lot) throw notFound('LOT_NOT_FOUND', 'No lot with this number in the catalog.');
  return lot;
}

/** A lot of the catalog by id (not deleted), or 404 LOT_NOT_FOUND. */
export async function findLotById(db: Db, catalogId: number, lotId: unknown): Promise<ImageLot> {
  const id = typeof lotId === 'number' && Number.isInteger(lotId) && lotId > 0 ? lotId : null;
  const lot = id === null ? undefined : (await loadImageLots(db, catalogId)).find((l) => l.id === id);
  if (!lot) throw notFound('LOT_NOT_FOUND', 'No lot with this id in the catalog.');
  return lot;
}

const IMAGE_COLUMNS = [
  'id',
  'lot_id',
  'sequence',
  'storage_key',
  'thumbnail_key',
  'width',
  'height',
  'created_at',
  'version',
] as const;

function toRow(r: {
  id: number;
  lot_id: number;
  sequence: number;
  storage_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  created_at: Date;
  version: number;
}): LotImageRow {
  return {
    id: r.id,
    lotId: r.lot_id,
    sequence: r.sequence,
    storageKey: r.storage_key,
    thumbnailKey: r.thumbnail_key,
    width: r.width,
    height: r.height,
    createdAt: r.created_at,
    version: r.version,
  };
}

/** A lot's images, lowest sequence (the primary image) first. */
export async function listLotImages(db: Db, lotId: number): Promise<LotImageRow[]> {
  const rows = await db
    .selectFrom('lot_images')
    .select(IMAGE_COLUMNS)
    .where('lot_id', '=', lotId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

/** Each lot's first image in a catalog (lots without images are left out). */
export async function primaryImages(db: Db, catalogId: number): Promise<LotImageRow[]> {
  const rows = await db
    .selectFrom('lot_images')
    .innerJoin('lots', 'lots.id', 'lot_images.lot_id')
    .distinctOn('lot_images.lot_id')
    .select([
      'lot_images.id',
      'lot_images.lot_id',
      'lot_images.sequence',
      'lot_images.storage_key',
      'lot_images.thumbnail_key',
      'lot_images.width',
      'lot_images.height',
      'lot_images.created_at',
      'lot_images.version',
    ])
    .where('lot_images.catalog_id', '=', catalogId)
    .where('lots.deleted_at', 'is', null)
    .orderBy('lot_images.lot_id')
    .orderBy('lot_images.sequence')
    .orderBy('lot_images.id')
    .execute();
  return rows.map(toRow);
}

/** The row that already uses a storage key, if any. */
export async function imageByKey(db: Db, storageKey: string): Promise<LotImageRow | undefined> {
  const row = await db
    .selectFrom('lot_images')
    .select(IMAGE_COLUMNS)
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export interface NewLotImage {
  houseId: number;
  catalogId: number;
  lotId: number;
  sequence: number;
  storageKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
  /** 1 when the file was turned at registration (its key was served before, unturned). */
  version?: number;
}

/**
 * Saves an image at (lot, sequence), replacing the one there (sales §4: duplicate names replace
 * earlier ones). Answers the new row and the replaced one, whose files the caller removes.
 */
export async function putLotImage(
  db: Kysely<DB>,
  image: NewLotImage,
): Promise<{ row: LotImageRow; replaced: LotImageRow | undefined }> {
  return db.transaction().execute(async (trx) => {
    // The lot row is locked so two registrations of one lot do not interleave.
    await trx.selectFrom('lots').select('id').where('id', '=', image.lotId).forUpdate().executeTakeFirst();
    const old = await trx
      .deleteFrom('lot_images')
      .where('lot_id', '=', image.lotId)
      .where('sequence', '=', image.sequence)
      .returning(IMAGE_COLUMNS)
      .executeTakeFirst();
    const row = await trx
      .insertInto('lot_images')
      .values({
        house_id: image.houseId,
        catalog_id: image.catalogId,
        lot_id: image.lotId,
        sequence: image.sequence,
        storage_key: image.storageKey,
        thumbnail_key: image.thumbnailKey,
        width: image.width,
        height: image.height,
        version: image.version ?? 0,
      })
      .returning(IMAGE_COLUMNS)
      .executeTakeFirstOrThrow();
    return { row: toRow(row), replaced: old ? toRow(old) : undefined };
  });
}

/** Removes the image at (lot, sequence); answers it (for its files) or undefined. */
export async function deleteLotImage(
  db: Db,
  lotId: number,
  sequence: number,
): Promise<LotImageRow | undefined> {
  const row = await db
    .deleteFrom('lot_images')
    .where('lot_id', '=', lotId)
    .where('sequence', '=', sequence)
    .returning(IMAGE_COLUMNS)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** New width and height of a rotated image. */
export async function setImageSize(db: Db, id: number, width: number, height: number): Promise<void> {
  // A rotation rewrites the file under the same key: the version changes its URLs.
  await db
    .updateTable('lot_images')
    .set((eb) => ({ width, height, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Gives the lot's images the sequences 0, 1, 2… in the order of `ids` (which must be exactly the
 * lot's image ids; checked by the caller). The unique (lot, sequence) is checked at commit.
 */
export async function setImageOrder(db: Kysely<DB>, lotId: number, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of ids.entries())
      await trx
        .updateTable('lot_images')
        .set({ sequence: index })
        .where('id', '=', id)
        .where('lot_id', '=', lotId)
        .execute();
  });
}
