import type { RestServices } from '../services.js';
import type {
  CatalogShippingReview,
  Shipment,
  ShippingAccount,
  ShippingObjectType,
  ShippingReview,
  UpdateShippingReviewRequest,
} from './models.js';

/** The account headers of every /api/shipping call (openapi/shipping.yaml's accountId and accountDomain). */
export function accountHeaders(account: ShippingAccount): {
  'x-account-id': string;
  'x-account-domain': string;
} {
  return { 'x-account-id': account.externalAccountID, 'x-account-domain': account.externalAccountDomain };
}

/** The house's shipping account: the policy's account, derived from the caller's house. */
export function shippingAccountOf(house: { houseRef: string; houseUserName: string }): ShippingAccount {
  return { externalAccountID: house.houseRef, externalAccountDomain: house.houseUserName };
}

/**
 * The shipping review calls over the catalog and shipping facades: the catalog service's step-7
 * list and review creation, and the shipping service's reviews, metadata and shipments, each with
 * the house's account headers. Bound to the caller's credentials (`context.rest`) or, in a poller,
 * to a watcher's.
 */
export class ShippingReviewApi {
  constructor(private readonly rest: Pick<RestServices, 'catalog' | 'shipping'>) {}

  /** GET /cps/app/catalog/{id}/shipping-review: the lots with reviews, counters, session title. */
  async catalogShippingReview(catalogId: string): Promise<CatalogShippingReview> {
    const res = await this.rest.catalog.GET('/cps/app/catalog/{catalogID}/shipping-review', {
      params: { path: { catalogID: Number(catalogId) } },
    });
    return res.data.data;
  }

  /** POST /cps/app/catalog/{id}/shipping-review: reviews for the lots without one (or `lotIds`). */
  async createShippingReviews(catalogId: string, lotIds: number[] | null) {
    const res = await this.rest.catalog.POST('/cps/app/catalog/{catalogID}/shipping-review', {
      params: { path: { catalogID: Number(catalogId) } },
      body: lotIds === null ? {} : { lotIDs: lotIds },
    });
    return res.data.data;
  }

  /** GET /api/shipping/review/{id}. */
  async review(account: ShippingAccount, reviewId: string): Promise<ShippingReview> {
    const res = await this.rest.shipping.GET('/api/shipping/review/{reviewId}', {
      params: { path: { reviewId: Number(reviewId) }, header: accountHeaders(account) },
    });
    return res.data.data.review;
  }

  /** GET /api/shipping/reviews?topic=catalogref:{ref}. */
  async reviewsOfCatalog(account: ShippingAccount, catalogRef: string): Promise<ShippingReview[]> {
    const res = await this.rest.shipping.GET('/api/shipping/reviews', {
      params: { query: { topic: `catalogref:${catalogRef}` }, header: accountHeaders(account) },
    });
    return res.data.data.reviews;
  }

  /** PUT /api/shipping/review/{id}: confirm (`{reviewComplete:true}`) or save the full review. */
  async updateReview(
    account: ShippingAccount,
    reviewId: string,
    body: UpdateShippingReviewRequest,
  ): Promise<ShippingReview> {
    const res = await this.rest.shipping.PUT('/api/shipping/review/{reviewId}', {
      params: { path: { reviewId: Number(reviewId) }, header: accountHeaders(account) },
      body,
    });
    return res.data.data.review;
  }

  /** GET /api/shipping/arta/metadata?types=objects. */
  async objectTypes(account: ShippingAccount): Promise<ShippingObjectType[]> {
    const res = await this.rest.shipping.GET('/api/shipping/arta/metadata', {
      params: { query: { types: 'objects' }, header: accountHeaders(account) },
    });
    return res.data.data.objects;
  }

  /** PATCH /api/shipping/shipments/bulk-get: many shipments in one call. */
  async shipments(
    account: ShippingAccount,
    wanted: Array<{ id: number; topic: string }>,
  ): Promise<Shipment[]> {
    if (wanted.length === 0) return [];
    const res = await this.rest.shipping.PATCH('/api/shipping/shipments/bulk-get', {
      params: { header: accountHeaders(account) },
      body: { shipments: wanted },
    });
    return res.data.data.shipments;
  }
}
