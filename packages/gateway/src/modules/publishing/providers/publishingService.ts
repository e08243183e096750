import { REVIEW_MESSAGES, type WizardRouteType } from '@ah/schema';
import type { ResolversTypes } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { lockMessageOf, publishState, reviewNavigation } from '../domain/publishingRules.js';
import { createLogger } from '../../../logger.js';
import { catalogLotCounts, catalogLotsByIds, itemsInfoFor } from '../../lots/index.js';
import { houseCaller, type HouseCaller } from '../../../shared/houseCaller.js';
import { numericId } from '../../../input/ids.js';
import { coverFor, featuredAnswer } from './publishingHelpers.js';
import { ShippingReviewApi } from '../../../rest/shipping/shippingReviewApi.js';
import { PublishingApi } from './publishingApi.js';
import { locationsLoadersOf } from '../../locations/index.js';
import { calendarLoadersOf } from '../../calendar/index.js';

/** Failures the spec says are only logged (the shipping-review refresh before reloading). */
const log = createLogger('warn');

/**
 * The Review & Publish screen's own data (sales §2, §4 Publish buttons). With a shipping policy the
 * reviews of new lots are created first (POST shipping-review; a failure is only logged). Parts that
 * fail to load (cover, catalog URL, featured, fulfilment) are null rather than failing the screen.
 * Whole-sale figures (banners, Publish All) are counts from the catalog service, never every lot.
 */
export async function saleReview(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<ResolversTypes['SaleReview']> {
  const caller = await houseCaller(context);
  const group = numericId(groupId, 'groupId');
  const catalog = numericId(catalogId, 'catalogId');
  const info = await itemsInfoFor(context, group, catalog);
  const policy = await locationsLoadersOf(context).shippingPolicy.load(caller.account).catch(() => null);
  const shippingEnabled = policy !== null;
  if (shippingEnabled)
    await new ShippingReviewApi(context.rest).createShippingReviews(catalog, null).catch((error: unknown) => {
      log.warn('Creating the shipping reviews before the review reload failed', {
        catalogId: catalog,
        error,
      });
    });

  const [counts, definition, published, urls, cover, houseInfo] = await Promise.all([
    catalogLotCounts(context, catalog),
    calendarLoadersOf(context).sessionDefinition.load(catalog),
    new PublishingApi(context.rest).isPublished(catalog),
    new PublishingApi(context.rest).catalogUrls(catalog).catch(() => null),
    new PublishingApi(context.rest)
      .coverImage(catalog)
      .then((rest) => coverFor(context, catalog, rest))
      .catch(() => null),
    context.loaders.publishing.catalogHouseInfo.load(caller.houseId),
  ]);
  const featuredLotsEnabled = houseInfo.isFeaturedLotsEnabled;
  const routeType = info.saleType as WizardRouteType;
  const in2Hours = info.in2Hours === 1;
  return {
    groupId: group,
    catalogId: catalog,
    isBin: routeType === 'bin',
    routeType,
    title: info.title,
    published,
    catalogUrl: urls ? (Object.values(urls)[0] ?? null) : null,
    in2Hours,
    lockMessage: lockMessageOf(in2Hours),
    ...publishState(published, counts),
    cover,
    featuredLotsEnabled,
    featured: featuredLotsEnabled ? await featuredOf(context, catalog) : null,
    promotionText: featuredLotsEnabled ? REVIEW_MESSAGES.promotion : null,
    shippingEnabled,
    shippingFulfilment: shippingEnabled
      ? await fulfilmentOf(context, caller, definition.defaultShippingOriginID)
      : null,
    ...reviewNavigation(routeType, group, catalog, shippingEnabled),
  };
}

/** The featured items with their saved lots (read by id); null when they could not be loaded. */
async function featuredOf(context: GatewayContext, catalogId: string) {
  const saved = await new PublishingApi(context.rest).featuredLots(catalogId).catch(() => null);
  if (saved === null) return null;
  const ids = saved.map(String);
  const lots = await catalogLotsByIds(context, catalogId, ids).catch(() => null);
  return lots === null ? null : featuredAnswer(context, catalogId, ids, lots);
}

/** The sale's fulfilment location (with its contacts) when it names one; null when none or unknown. */
async function fulfilmentOf(context: GatewayContext, caller: HouseCaller, originId: number | null) {
  if (originId === null) return null;
  return locationsLoadersOf(context).shippingOrigin
    .load({ account: caller.account, originId: String(originId) })
    .catch(() => null);
}
