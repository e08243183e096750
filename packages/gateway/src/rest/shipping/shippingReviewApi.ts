import type { operations } from '../../__generated__/upstream/shipping.js';
import type { JsonResponse } from '../openapiTypes.js';
import type { CallContext, RestClient } from '../restClient.js';
import type {
  CatalogShippingReview,
  Shipment,
  ShippingAccount,
  ShippingObjectType,
  ShippingReview,
  UpdateShippingReviewRequest,
} from './models.js';

type Ops = operations;

/** The account headers of every /api/shipping call (names inferred; see openapi/shipping.yaml). */
export function accountHeaders(account: ShippingAccount): Record<string, string> {
  return { 'x-account-id': account.externalAccountID, 'x-account-domain': account.externalAccountDomain };
}

/** The house's shipping account: the policy's account, derived from the caller's house. */
export function shippingAccountOf(house: { houseRef: string; houseUserName: string }): ShippingAccount {
  return { externalAccountID: house.houseRef, externalAccountDomain: house.houseUserName };
}

/**
 * The shipping review calls, typed from openapi/shipping.yaml: the catalog service's step-7 list
 * and review creation, and the shipping service's reviews, metadata and shipments. One per GraphQL
 * request (bound to the caller's credentials) or per poller (bound to a watcher's).
 */
export class ShippingReviewApi {
  constructor(
    private readonly catalog: RestClient,
    private readonly shipping: RestClient,
    private readonly call: () => CallContext,
  ) {}

  /** The catalog service's origin: image URLs on it are rewritten to the gateway's own /images paths. */
  get catalogOrigin(): string {
    return this.catalog.origin;
  }

  /** GET /cps/app/catalog/{id}/shipping-review: the lots with reviews, counters, session title. */
  async catalogShippingReview(catalogId: string): Promise<CatalogShippingReview> {
    const res = await this.catalog.request<JsonResponse<Ops['getCatalogShippingReview'], 200>>(this.call(), {
      method: 'GET',
      path: `/cps/app/catalog/${encodeURIComponent(catalogId)}/shipping-review`,
    });
    return res.body.data;
  }

  /** POST /cps/app/catalog/{id}/shipping-review: reviews for the lots without one (or `lotIds`). */
  async createShippingReviews(
    catalogId: string,
    lotIds: number[] | null,
  ): Promise<JsonResponse<Ops['createShippingReviews'], 200>['data']> {
    const res = await this.catalog.request<JsonResponse<Ops['createShippingReviews'], 200>>(this.call(), {
      method: 'POST',
      path: `/cps/app/catalog/${encodeURIComponent(catalogId)}/shipping-review`,
      body: lotIds === null ? {} : { lotIDs: lotIds },
    });
    return res.body.data;
  }

  /** GET /api/shipping/review/{id}. */
  async review(account: ShippingAccount, reviewId: string): Promise<ShippingReview> {
    const res = await this.shipping.request<JsonResponse<Ops['getShippingReview'], 200>>(this.call(), {
      method: 'GET',
      path: `/api/shipping/review/${encodeURIComponent(reviewId)}`,
      headers: accountHeaders(account),
    });
    return res.body.data.review;
  }

  /** GET /api/shipping/reviews?topic=catalogref:{ref}. */
  async reviewsOfCatalog(account: ShippingAccount, catalogRef: string): Promise<ShippingReview[]> {
    const res = await this.shipping.request<JsonResponse<Ops['listShippingReviews'], 200>>(this.call(), {
      method: 'GET',
      path: '/api/shipping/reviews',
      query: { topic: `catalogref:${catalogRef}` },
      headers: accountHeaders(account),
    });
    return res.body.data.reviews;
  }

  /** PUT /api/shipping/review/{id}: confirm (`{reviewComplete:true}`) or save the full review. */
  async updateReview(
    account: ShippingAccount,
    reviewId: string,
    body: UpdateShippingReviewRequest,
  ): Promise<ShippingReview> {
    const res = await this.shipping.request<JsonResponse<Ops['updateShippingReview'], 200>>(this.call(), {
      method: 'PUT',
      path: `/api/shipping/review/${encodeURIComponent(reviewId)}`,
      body,
      headers: accountHeaders(account),
    });
    return res.body.data.review;
  }

  /** GET /api/shipping/arta/metadata?types=objects. */
  async objectTypes(account: ShippingAccount): Promise<ShippingObjectType[]> {
    const res = await this.shipping.request<JsonResponse<Ops['getShippingMetadata'], 200>>(this.call(), {
      method: 'GET',
      path: '/api/shipping/arta/metadata',
      query: { types: 'objects' },
      headers: accountHeaders(account),
    });
    return res.body.data.objects;
  }

  /** PATCH /api/shipping/shipments/bulk-get: many shipments in one call. */
  async shipments(
    account: ShippingAccount,
    wanted: Array<{ id: number; topic: string }>,
  ): Promise<Shipment[]> {
    if (wanted.length === 0) return [];
    const res = await this.shipping.request<JsonResponse<Ops['bulkGetShipments'], 200>>(this.call(), {
      method: 'PATCH',
      path: '/api/shipping/shipments/bulk-get',
      body: { shipments: wanted },
      headers: accountHeaders(account),
    });
    return res.body.data.shipments;
  }
}
