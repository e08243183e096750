import { isShippingLocked, validateShippingReviewDraft, type RuleViolation } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { ErrorCode, ruleViolationsError } from '../../../errors.js';
import { UpstreamError } from '../../../rest/errors.js';
import { inInputTerms } from '../../../rest/inputTerms.js';
import { SHIPPING_INPUT_FIELD_NAMES } from '../inputFieldNames.js';
import type {
  CatalogShippingReview,
  ShippingAccount,
  ShippingReview,
} from '../../../rest/shipping/models.js';
import { shippingAccountOf } from '../../../rest/shipping/shippingReviewApi.js';
import type { ShippingReviewInput } from '../../../__generated__/resolvers-types.js';
import { summaryOf } from '../live/shippingReviewHub.js';
import type { ShippingReviewCatalogModel, ShippingReviewModel } from '../models.js';
import { ShippingReviewApi } from '../../../rest/shipping/shippingReviewApi.js';
import { isId, parseId, serviceNotFound } from '../../../input/ids.js';

/** The caller's shipping account (the account headers of every shipping call). */
export async function accountOf(context: GatewayContext): Promise<ShippingAccount> {
  return shippingAccountOf((await context.requireViewer()).houseInfo);
}

/** A GraphQL ID that the upstream would 404 anyway is refused here without a call. */
function upstreamId(id: string, what: 'review' | 'catalog' | 'lot'): string {
  if (!isId(id)) throw serviceNotFound(what === 'review' ? 'shipping' : 'catalog');
  return id;
}

/** Shipping can no longer change within two hours of the sale (or after its start). */
export function isLocked(
  list: Pick<CatalogShippingReview, 'in2Hours' | 'saleStartsAt'>,
  now = new Date(),
): boolean {
  return list.in2Hours === 1 || isShippingLocked(new Date(list.saleStartsAt), now);
}

export function catalogModel(list: CatalogShippingReview): ShippingReviewCatalogModel {
  return {
    catalogId: String(list.catalogID),
    summary: summaryOf(list),
    counts: countsOf(list),
    list,
  };
}

export function countsOf(list: CatalogShippingReview) {
  return {
    all: list.shippingItemCountAll,
    readyToConfirm: list.readyToConfirmCount,
    needsReview: list.needsReviewCount,
    inProgress: list.inProgressCount,
  };
}

/** The step-7 page's catalog (Query.shippingReviewCatalog). */
export async function shippingReviewCatalog(
  context: GatewayContext,
  catalogId: string,
): Promise<ShippingReviewCatalogModel> {
  return catalogModel(await context.loaders.shippingReviews.catalogShippingReview.load(upstreamId(catalogId, 'catalog')));
}

/** The catalog again after a change (the request's cached answer is stale). */
async function reloadCatalog(context: GatewayContext, catalogId: string): Promise<CatalogShippingReview> {
  context.loaders.shippingReviews.catalogShippingReview.clear(catalogId);
  return context.loaders.shippingReviews.catalogShippingReview.load(catalogId);
}

/** Tells every watcher of the catalog (any replica) about the changed reviews. */
async function announce(
  context: GatewayContext,
  list: CatalogShippingReview,
  reviews: readonly ShippingReview[],
) {
  const hub = context.hubs.shippingReviews;
  if (!hub) return;
  const houseRef = await context.houseRef();
  for (const review of reviews) await hub.reviewChanged(houseRef, summaryOf(list), review);
}

function reviewModel(review: ShippingReview, list: CatalogShippingReview): ShippingReviewModel {
  return { review, locked: isLocked(list) };
}

export async function confirmShippingReview(context: GatewayContext, reviewId: string) {
  const account = await accountOf(context);
  const review = await new ShippingReviewApi(context.rest).updateReview(
    account,
    upstreamId(reviewId, 'review'),
    {
      review: { reviewComplete: true },
    },
  );
  const list = await reloadCatalog(context, String(review.catalogID));
  await announce(context, list, [review]);
  return { review: reviewModel(review, list), catalog: catalogModel(list) };
}

/** Confirm All: every review ready to confirm, one after the other; refusals are reported, not thrown. */
export async function confirmAllShippingReviews(context: GatewayContext, catalogId: string) {
  const account = await accountOf(context);
  const before = await context.loaders.shippingReviews.catalogShippingReview.load(upstreamId(catalogId, 'catalog'));
  const ready = before.lots.filter((lot) => lot.shippingReviewData.status === 'awaiting_approval');
  const confirmed: ShippingReview[] = [];
  const failedReviewIds: string[] = [];
  for (const lot of ready) {
    try {
      confirmed.push(
        await new ShippingReviewApi(context.rest).updateReview(account, String(lot.shippingReviewID), {
          review: { reviewComplete: true },
        }),
      );
    } catch (error) {
      if (error instanceof UpstreamError && error.code === ErrorCode.UPSTREAM_UNAVAILABLE) throw error;
      failedReviewIds.push(String(lot.shippingReviewID));
    }
  }
  const list = await reloadCatalog(context, catalogId);
  await announce(context, list, confirmed);
  return {
    confirmed: confirmed.map((review) => reviewModel(review, list)),
    failedReviewIds,
    catalog: catalogModel(list),
  };
}

/** The review body's fields by the input's names (sales §7 PUT /api/shipping/review/{id}). */
/** The Edit Shipping Details modal's save: checked with the form's rules, then the full review. */
export async function saveShippingReview(
  context: GatewayContext,
  reviewId: string,
  input: ShippingReviewInput,
) {
  const violations = validateReviewInput(input);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const account = await accountOf(context);
  const review = await new ShippingReviewApi(context.rest)
    .updateReview(account, upstreamId(reviewId, 'review'), {
      review: {
        originID: input.originId ? idNumber(input.originId, 'originId') : null,
        termsID: input.termsId ? idNumber(input.termsId, 'termsId') : null,
        objectsDescription: input.objectsDescription,
        objectsValue: input.objectsValue,
        objectsValueCurrency: input.objectsValueCurrency,
        objectsImages: [...input.objectsImages],
        objectsReviewed: input.objects.map((object, index) => ({
          ...(object.id ? { id: idNumber(object.id, `objects.${index}.id`) } : {}),
          title: object.title.trim(),
          artaSubtype: object.objectTypeId ?? '',
          height: object.height ?? 0,
          width: object.width ?? 0,
          depth: object.depth ?? 0,
          unitOfMeasurement: object.unit === 'CM' ? 'cm' : 'in',
          isFragile: object.isFragile,
          notes: object.notes ?? '',
        })),
        reviewComplete: false,
      },
    })
    .catch((error: unknown) => {
      throw inInputTerms(error, { fields: SHIPPING_INPUT_FIELD_NAMES });
    });
  const list = await reloadCatalog(context, String(review.catalogID));
  await announce(context, list, [review]);
  return { review: reviewModel(review, list), catalog: catalogModel(list) };
}

/** Review & Publish's POST: reviews for the lots without one; the new pending reviews are announced. */
export async function createShippingReviews(
  context: GatewayContext,
  catalogId: string,
  lotIds: readonly string[] | null,
) {
  const id = upstreamId(catalogId, 'catalog');
  const lots = lotIds?.map((lotId, index) => idNumber(lotId, `lotIds.${index}`)) ?? null;
  const created = await new ShippingReviewApi(context.rest)
    .createShippingReviews(id, lots)
    .catch((error: unknown) => {
      throw inInputTerms(error, { fields: { lotIDs: 'lotIds' } });
    });
  const list = await reloadCatalog(context, id);
  const ids = new Set(created.shippingReviewIDs);
  await announce(
    context,
    list,
    list.lots.filter((lot) => ids.has(lot.shippingReviewID)).map((lot) => lot.shippingReviewData),
  );
  return { created: created.created, catalog: catalogModel(list) };
}

function idNumber(value: string, field: string): number {
  return parseId(value, field, 'Not a valid id.');
}

/** The form's rules (sales §5 and the review's own fields), the same the web form applies. */
export function validateReviewInput(input: ShippingReviewInput): RuleViolation[] {
  return validateShippingReviewDraft(input);
}
