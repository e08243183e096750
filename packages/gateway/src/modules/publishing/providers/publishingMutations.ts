import {
  canPublishSelected,
  canSaveFeatured,
  FEATURED_LOT_COUNT,
  featuredSelectionIssue,
  LOT_MESSAGES,
  publishAllDisabled,
  REVIEW_MESSAGES,
} from '@ah/schema';
import type { CoverPhoto, DeleteLotsPayload, Lot } from '../../../__generated__/resolvers-types.js';
import type { FeaturedLotsModel, PublishLotsPayloadModel } from '../models.js';
import type { GatewayContext } from '../../../context.js';
import { deletePlan, publishNumbers } from '../domain/publishingRules.js';
import { badUserInput, forbidden } from '../../../errors.js';
import { catalogLotCounts, ItemsApi, lotOf } from '../../lots/index.js';
import { houseCaller } from '../../../shared/houseCaller.js';
import { numericId } from '../../../input/ids.js';
import {
  catalogLots,
  coverFor,
  featuredAnswer,
  lotNotFound,
  selectedLots,
  withUpstreamCode,
} from './publishingHelpers.js';
import { PublishingApi } from './publishingApi.js';

/** The most lots one publish or delete takes (a sale's lot maximum is far below). */
export const MAX_LOTS_PER_CALL = 10_000;

function lotIdsOf(lotIds: readonly string[]): string[] {
  if (lotIds.length === 0 || lotIds.length > MAX_LOTS_PER_CALL)
    throw badUserInput(`Choose 1 to ${MAX_LOTS_PER_CALL} items.`, 'lotIds');
  return [...new Set(lotIds.map((id) => numericId(id, 'lotIds')))];
}

/** The chosen lots of the catalog, in the order given; an id not in the catalog is NOT_FOUND. */
function chosen(lots: readonly Lot[], ids: readonly string[]): Lot[] {
  const byId = new Map(lots.map((l) => [l.id, l]));
  return ids.map((id, index) => {
    const lot = byId.get(id);
    if (!lot) throw lotNotFound(`lotIds.${index}`);
    return lot;
  });
}

/** The cover before publishing: true when it needs attention (130); a failed read counts as fine. */
async function coverInError(context: GatewayContext, catalogId: string): Promise<boolean> {
  const cover = await new PublishingApi(context.rest).coverImage(catalogId).catch(() => null);
  return cover?.errorCode === '130';
}

/** After publishing when the cover was in error: the set-cover call (sales §7); null when not made. */
async function setCoverAfterPublish(
  context: GatewayContext,
  catalogId: string,
  wasInError: boolean,
): Promise<CoverPhoto | null> {
  if (!wasInError) return null;
  return new PublishingApi(context.rest)
    .setCoverImage(catalogId)
    .then((rest) => coverFor(context, catalogId, rest))
    .catch(() => null);
}

/** Publish All: refused while any item lacks a lot number (sales §4, §5). */
export async function publishAllLots(
  context: GatewayContext,
  catalogId: string,
): Promise<PublishLotsPayloadModel> {
  const catalog = numericId(catalogId, 'catalogId');
  const [counts, wasInError] = await Promise.all([
    catalogLotCounts(context, catalog),
    coverInError(context, catalog),
  ]);
  if (publishAllDisabled(counts))
    throw badUserInput(REVIEW_MESSAGES.publishAllNeedsLotNumbers, undefined, {
      errorCode: 'LOTS_WITHOUT_LOT_NUMBER',
    });
  await new PublishingApi(context.rest).publishAll(catalog).catch((error: unknown) => {
    throw withUpstreamCode(error);
  });
  const cover = await setCoverAfterPublish(context, catalog, wasInError);
  return {
    catalogId: catalog,
    readLots: () => catalogLots(context, catalog),
    published: true,
    message: REVIEW_MESSAGES.publishSuccess,
    note: REVIEW_MESSAGES.publishDelayNote,
    cover,
  };
}

/** Publish selected: the shared rule first (unpublished, numbered, not deleted), then lots/publish. */
export async function publishLots(
  context: GatewayContext,
  catalogId: string,
  lotIds: readonly string[],
): Promise<PublishLotsPayloadModel> {
  const catalog = numericId(catalogId, 'catalogId');
  const ids = lotIdsOf(lotIds);
  const [lots, wasInError] = await Promise.all([
    selectedLots(context, catalog, ids),
    coverInError(context, catalog),
  ]);
  const selected = chosen(lots, ids);
  if (!canPublishSelected(selected))
    throw badUserInput(REVIEW_MESSAGES.publishSelectionInvalid, 'lotIds', {
      errorCode: 'PUBLISH_SELECTION_INVALID',
    });
  const result = await new PublishingApi(context.rest)
    .publishLots(catalog, publishNumbers(selected))
    .catch((error: unknown) => {
      throw withUpstreamCode(error);
    });
  const [cover, published] = await Promise.all([
    setCoverAfterPublish(context, catalog, wasInError),
    new PublishingApi(context.rest).isPublished(catalog).catch(() => false),
  ]);
  return {
    catalogId: catalog,
    readLots: () => Promise.resolve(result.lots.map(lotOf)),
    published,
    message: REVIEW_MESSAGES.publishSuccess,
    note: REVIEW_MESSAGES.publishDelayNote,
    cover,
  };
}

/**
 * Deletes lots (one through lot/delete, several through lots/delete and lots/deleteByInventoryNumber).
 * Locked within two hours of the sale; deleted lots are refused; their numbers are never reusable.
 */
export async function deleteLots(
  context: GatewayContext,
  catalogId: string,
  lotIds: readonly string[],
): Promise<DeleteLotsPayload> {
  const caller = await houseCaller(context);
  const viewer = await context.requireViewer();
  const catalog = numericId(catalogId, 'catalogId');
  const ids = lotIdsOf(lotIds);
  const [lots, info] = await Promise.all([
    selectedLots(context, catalog, ids),
    new ItemsApi(context.rest.catalog).itemsInfo(catalog),
  ]);
  const selected = chosen(lots, ids);
  if (info.in2Hours === 1)
    throw badUserInput(LOT_MESSAGES.lockedText, undefined, { errorCode: 'CATALOG_LOCKED' });
  if (selected.some((l) => l.deleted))
    throw badUserInput(LOT_MESSAGES.lotDeleted, 'lotIds', { errorCode: 'LOT_DELETED' });
  const plan = deletePlan(selected);
  try {
    if (plan.kind === 'single') {
      const { lot } = plan;
      await new PublishingApi(context.rest).deleteOne({
        ...(lot.lotNumber ? { lotNumber: lot.lotNumber } : { inventoryNumber: lot.invNumber ?? '' }),
        lotExt: lot.lotExt ?? null,
        catalogID: Number(catalog),
        houseID: caller.houseId,
        houseAlias: viewer.houseInfo.houseUserName,
      });
    } else {
      if (plan.lotNumbers.length > 0)
        await new PublishingApi(context.rest).deleteByNumbers(catalog, plan.lotNumbers);
      if (plan.inventoryNumbers.length > 0)
        await new PublishingApi(context.rest).deleteByInventoryNumbers(catalog, plan.inventoryNumbers);
    }
  } catch (error) {
    throw withUpstreamCode(error);
  }
  // The chosen lots as the listing shows them now (flagged deleted).
  const deleted = await selectedLots(context, catalog, ids);
  return { catalogId: catalog, deletedLotIds: deleted.map((l) => l.id), lots: deleted };
}

/**
 * Saves the featured items: exactly 5 (checked before any call), each eligible (the shared rule over
 * the catalog's lots), for a house with featured lots enabled.
 */
export async function saveFeaturedLots(
  context: GatewayContext,
  catalogId: string,
  lotIds: readonly string[],
): Promise<FeaturedLotsModel> {
  if (!canSaveFeatured(lotIds))
    throw badUserInput(REVIEW_MESSAGES.featuredCount(FEATURED_LOT_COUNT), 'lotIds', {
      errorCode: 'FEATURED_COUNT',
    });
  const catalog = numericId(catalogId, 'catalogId');
  const ids = lotIds.map((id) => numericId(id, 'lotIds'));
  const caller = await houseCaller(context);
  const lots = await selectedLots(context, catalog, ids);
  const issue = featuredSelectionIssue(ids, lots);
  if (issue) throw badUserInput(issue.message, 'lotIds', { errorCode: issue.code });
  const houseInfo = await context.loaders.publishing.catalogHouseInfo.load(caller.houseId);
  if (!houseInfo.isFeaturedLotsEnabled) throw forbidden('Featured lots are not enabled for this house.');
  const saved = await new PublishingApi(context.rest)
    .saveFeaturedLots(catalog, ids.map(Number))
    .catch((error: unknown) => {
      throw withUpstreamCode(error);
    });
  const savedIds = saved.map(String);
  const sameAsChosen = savedIds.every((id) => ids.includes(id));
  return featuredAnswer(
    context,
    catalog,
    savedIds,
    sameAsChosen ? lots : await selectedLots(context, catalog, savedIds),
  );
}

/** The cover-photo modal's Save: a lot's primary image, or one of the catalog's image URLs. */
export async function selectCoverImage(
  context: GatewayContext,
  catalogId: string,
  lotId: string | null | undefined,
  imageUrl: string | null | undefined,
): Promise<CoverPhoto> {
  const catalog = numericId(catalogId, 'catalogId');
  const url = imageUrl?.trim() || null;
  if ((lotId ? 1 : 0) + (url ? 1 : 0) !== 1)
    throw badUserInput('Choose either a lot or an image for the cover photo.', 'lotId');
  let path = url;
  if (lotId) {
    const id = numericId(lotId, 'lotId');
    const lot = (await new PublishingApi(context.rest).preview(catalog)).lots.find(
      (l) => String(l.lotID) === id,
    );
    if (!lot) throw lotNotFound('lotId');
    if (lot.primaryImg === null) throw badUserInput(REVIEW_MESSAGES.coverNoImage, 'lotId');
    path = lot.primaryImg;
  }
  const rest = await new PublishingApi(context.rest)
    .selectCoverImage(catalog, path as string)
    .catch((error: unknown) => {
      throw withUpstreamCode(error);
    });
  return coverFor(context, catalog, rest);
}
