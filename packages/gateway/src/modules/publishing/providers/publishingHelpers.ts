import type { GraphQLError } from 'graphql/index.js';
import { ErrorCode } from '../../../errors.js';
import { UpstreamError } from '../../../rest/errors.js';
import type { GatewayContext } from '../../../context.js';
import { browserImageUrl } from '../../lotImages/providers/imageRules.js';
import type { CoverPhoto, FeaturedLots, Lot } from '../../../__generated__/resolvers-types.js';
import { FEATURED_LOT_COUNT, isFeaturedEligible } from '@ah/schema';
import { coverPhotoOf } from '../../../domain/reviewRules.js';
import type { RestCoverImage } from './reviewApi.js';
import { notFound } from '../../../input/ids.js';

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

/** An image URL as the browser reaches it: the service's own image files go through the gateway. */
export function browserUrl(context: GatewayContext, url: string | null): string | null {
  return url === null ? null : browserImageUrl(url, context.rest.catalog.origin);
}

/** The cover photo from the service's answer, its URL as the browser reaches it. */
export function coverFor(context: GatewayContext, catalogId: string, rest: RestCoverImage): CoverPhoto {
  const cover = coverPhotoOf(catalogId, rest);
  return { ...cover, url: browserUrl(context, cover.url) };
}

/**
 * The featured items (sales §4 Featured picker): the saved ids, the saved lots in that order (the
 * block's cards, so the screen needs no list of every lot for them) and the eligible ids.
 */
export function featuredAnswer(
  catalogId: string,
  savedIds: readonly string[],
  lots: readonly Lot[],
): FeaturedLots {
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  return {
    catalogId,
    lotIds: [...savedIds],
    lots: savedIds.flatMap((id) => byId.get(id) ?? []),
    eligibleLotIds: lots.filter(isFeaturedEligible).map((l) => l.id),
    required: FEATURED_LOT_COUNT,
  };
}
