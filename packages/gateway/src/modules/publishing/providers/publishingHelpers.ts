import type { GraphQLError } from 'graphql/index.js';
import { ErrorCode } from '../../../errors.js';
import { UpstreamError } from '../../../rest/errors.js';
import type { GatewayContext } from '../../../context.js';
import { browserUrl } from '../../../shared/browserImageUrl.js';
import type { CoverPhoto, Lot } from '../../../__generated__/resolvers-types.js';
import type { FeaturedLotsModel } from '../models.js';
import { FEATURED_LOT_COUNT, isFeaturedEligible } from '@ah/schema';
import { coverPhotoOf } from '../domain/publishingRules.js';
import type { RestCoverImage } from './publishingApi.js';
import { notFound } from '../../../input/ids.js';
import { catalogLotsByIds, ItemsApi, lotOf, MAX_LOTS_BY_IDS } from '../../lots/index.js';

/** NOT_FOUND for a lot id that is not in the catalog (or not the caller's house's), at its input `field`. */
export function lotNotFound(field: string): GraphQLError {
  return notFound('No such lot in this catalog.', field);
}

/** A service refusal with its code (CATALOG_LOCKED, LOT_DELETED, FEATURED_BANNED, ...) kept for the client. */
export function withUpstreamCode(error: unknown): unknown {
  if (error instanceof UpstreamError && error.code === ErrorCode.BAD_USER_INPUT && error.upstreamCode)
    error.extensions['errorCode'] = error.upstreamCode;
  return error;
}

/** The cover photo from the service's answer, its URL as the browser reaches it. */
export function coverFor(context: GatewayContext, catalogId: string, rest: RestCoverImage): CoverPhoto {
  const cover = coverPhotoOf(catalogId, rest);
  return { ...cover, url: browserUrl(context, cover.url) };
}

/**
 * The featured items (sales §4 Featured picker): the saved ids, the saved lots in that order (the
 * block's cards, so the screen needs no list of every lot for them) and, only when a client asks
 * the deprecated `eligibleLotIds`, every eligible id.
 */
export function featuredAnswer(
  context: GatewayContext,
  catalogId: string,
  savedIds: readonly string[],
  savedLots: readonly Lot[],
): FeaturedLotsModel {
  const byId = new Map(savedLots.map((lot) => [lot.id, lot]));
  return {
    catalogId,
    lotIds: [...savedIds],
    lots: savedIds.flatMap((id) => byId.get(id) ?? []),
    readEligibleLotIds: async () =>
      (await catalogLots(context, catalogId)).filter(isFeaturedEligible).map((l) => l.id),
    required: FEATURED_LOT_COUNT,
  };
}

/** The catalog's lots as the Lot type: every one (deprecated whole lists and large selections only). */
export async function catalogLots(context: GatewayContext, catalogId: string): Promise<Lot[]> {
  return (await new ItemsApi(context.rest.catalog).summary(catalogId)).lots.map(lotOf);
}

/**
 * The chosen lots of a selection (publish, delete, featured): read by id, a page's worth, when the
 * selection fits one page; a larger selection reads the listing once.
 */
export async function selectedLots(
  context: GatewayContext,
  catalogId: string,
  ids: readonly string[],
): Promise<Lot[]> {
  if (ids.length <= MAX_LOTS_BY_IDS) return catalogLotsByIds(context, catalogId, ids);
  const wanted = new Set(ids);
  return (await catalogLots(context, catalogId)).filter((lot) => wanted.has(lot.id));
}
