import { isShippingLocked } from '@ah/schema';
import type { ShippingReviewCatalogResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { CatalogShippingReview } from '../../../rest/shipping/models.js';
import type { ShippingReviewCatalogModel } from '../models.js';
import { countsOf, isLocked } from '../providers/shippingReviewService.js';

/** The list, from the model when it came with it, otherwise loaded once for the request. */
function listOf(model: ShippingReviewCatalogModel, context: GatewayContext): Promise<CatalogShippingReview> {
  return model.list
    ? Promise.resolve(model.list)
    : context.loaders.shippingReviews.catalogShippingReview.load(model.catalogId);
}

export const ShippingReviewCatalog: ShippingReviewCatalogResolvers = {
  id: (model) => model.catalogId,
  ref: async (model, _args, context) => model.summary?.ref ?? (await listOf(model, context)).catalogRef,
  sessionTitle: async (model, _args, context) =>
    model.summary?.sessionTitle ?? (await listOf(model, context)).sessionTitle,
  saleStartsAt: async (model, _args, context) =>
    model.summary?.saleStartsAt ?? (await listOf(model, context)).saleStartsAt,
  locked: async (model, _args, context) =>
    model.summary
      ? model.summary.in2Hours || isShippingLocked(new Date(model.summary.saleStartsAt), new Date())
      : isLocked(await listOf(model, context)),
  counts: async (model, _args, context) => model.counts ?? countsOf(await listOf(model, context)),
  lots: async (model, _args, context) => {
    const list = await listOf(model, context);
    const locked = isLocked(list);
    return list.lots.map((lot) => ({ lot, locked }));
  },
};
