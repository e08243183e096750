import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { loadCatalogHead, loadItemContext, type CatalogHead, type ItemContext } from '../lots/itemContext.js';
import { selectLots, type LotRow } from '../lots/lotView.js';
import { isSessionLot } from '../lots/sessionLots.js';
import { selectLotCounts } from '../lots/lotPages.js';
import { ownCatalog } from '../saleWizard/ownership.js';
import { imageIdentity, primaryImagesOf, primaryImagesOfLots, type PrimaryImage } from './primaryLotImages.js';

/** Error code 130: the cover photo is missing or in error (sales §7, §8). */
export const COVER_ERROR_CODE = '130';
export const COVER_ERROR_MESSAGE = 'The cover photo needs attention.';

/** A catalog of the caller's house as the review's reads see it, without its lots. */
export interface ReviewCatalogHead {
  ctx: CatalogHead;
  ref: string;
  publishedAt: Date | null;
  coverThumbPath: string | null;
  coverError: boolean;
  imageUrl: string | null;
}

/** A catalog with every lot and their primary images (the review's writes). */
export interface ReviewCatalog extends ReviewCatalogHead {
  ctx: ItemContext;
  lots: LotRow[];
  images: Map<number, PrimaryImage>;
}

/**
 * The path's catalog (404 for another house's) without its lots: the reads that need only counts
 * or a few lots (published?, the cover, the featured ids) cost the same whatever the sale's size.
 */
export async function loadReviewCatalogHead(db: Kysely<DB>, req: Request): Promise<ReviewCatalogHead> {
  const owned = await ownCatalog(db, req);
  const [ctx, row] = await Promise.all([
    loadCatalogHead(db, callerOf(req).houseId, owned.id),
    db
      .selectFrom('catalogs')
      .select(['ref', 'published_at', 'cover_thumb_path', 'cover_error', 'image_url'])
      .where('id', '=', owned.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ctx,
    ref: row.ref,
    publishedAt: row.published_at,
    coverThumbPath: row.cover_thumb_path,
    coverError: row.cover_error,
    imageUrl: row.image_url,
  };
}

/** The path's catalog (404 for another house's) with its lots and their primary images. */
export async function loadReviewCatalog(db: Kysely<DB>, req: Request): Promise<ReviewCatalog> {
  const head = await loadReviewCatalogHead(db, req);
  const [ctx, lots, images] = await Promise.all([
    loadItemContext(db, head.ctx.houseId, head.ctx.catalogId),
    selectLots(db, head.ctx.catalogId),
    primaryImagesOf(db, req, head.ctx.catalogId),
  ]);
  return { ...head, ctx, lots, images };
}

/** A lot that is one of the session's lots (not deleted). */
export const isLive = (lot: LotRow): boolean => isSessionLot(lot);

/**
 * The catalog is published once Publish All ran, or when it has items and every one is published
 * (catalogs published before publication was recorded).
 */
export function publishedOf(publishedAt: Date | null, liveLots: number, unpublishedLots: number): boolean {
  return publishedAt !== null || (liveLots > 0 && unpublishedLots === 0);
}

/** isCatalogPublished over the review's counts (one aggregate, not every lot). */
export async function isCatalogPublishedInSql(db: Kysely<DB>, head: ReviewCatalogHead): Promise<boolean> {
  if (head.publishedAt !== null) return true;
  const counts = await selectLotCounts(db, head.ctx.catalogId);
  return publishedOf(null, counts.live, counts.unpublished);
}

/**
 * The cover URL and whether it needs attention (130): none, flagged, or the image of a deleted lot
 * (`deletedLotImages`: the primary images of the catalog's deleted lots).
 */
function coverOfHead(
  head: ReviewCatalogHead,
  deletedLotImages: Iterable<PrimaryImage>,
): { url: string | null; inError: boolean } {
  const url = head.coverThumbPath ?? head.imageUrl;
  if (url === null) return { url: null, inError: true };
  const identity = imageIdentity(url);
  let ofDeletedLot = false;
  for (const image of deletedLotImages)
    if (imageIdentity(image.thumbUrl) === identity || imageIdentity(image.url) === identity) ofDeletedLot = true;
  return { url, inError: head.coverError || ofDeletedLot };
}

/** The cover of a catalog loaded with every lot. */
export function coverOf(catalog: ReviewCatalog): { url: string | null; inError: boolean } {
  const deleted = catalog.lots.filter((lot) => !isLive(lot)).flatMap((lot) => catalog.images.get(lot.id) ?? []);
  return coverOfHead(catalog, deleted);
}

/** The cover read with only the deleted lots' images (getcoverimageurl). */
export async function coverOfInSql(
  db: Kysely<DB>,
  req: Request,
  head: ReviewCatalogHead,
): Promise<{ url: string | null; inError: boolean }> {
  if ((head.coverThumbPath ?? head.imageUrl) === null) return coverOfHead(head, []);
  const deleted = await db
    .selectFrom('lots')
    .select(['id', 'image_count'])
    .where('catalog_id', '=', head.ctx.catalogId)
    .where('deleted_at', 'is not', null)
    .where('image_count', '>', 0)
    .execute();
  const images = await primaryImagesOfLots(db, req, head.ctx.catalogId, deleted);
  return coverOfHead(head, images.values());
}

/** The body of getcoverimageurl / setcoverimage / selectcoverimage. */
export function coverBody(catalog: ReviewCatalog) {
  return coverBodyOf(coverOf(catalog));
}

/** The body for a cover already worked out. */
export function coverBodyOf(cover: { url: string | null; inError: boolean }) {
  return cover.inError
    ? { coverImageUrl: cover.url, errorCode: COVER_ERROR_CODE, errorMessage: COVER_ERROR_MESSAGE }
    : { coverImageUrl: cover.url, errorCode: null, errorMessage: null };
}
