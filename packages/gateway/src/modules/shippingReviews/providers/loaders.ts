import type { GatewayContext } from '../../../context.js';
import DataLoader from 'dataloader';
import type {
  CatalogShippingReview,
  Shipment,
  ShippingAccount,
  ShippingObjectType,
} from '../../../rest/shipping/models.js';
import type { RestServices } from '../../../rest/services.js';
import { ShippingReviewApi } from '../../../rest/shipping/shippingReviewApi.js';
import { perKeyLoader } from '../../perKeyLoader.js';

export interface ShippingReviewLoaders {
  /** GET /cps/app/catalog/{id}/shipping-review, once per catalog per request. */
  catalogShippingReview: DataLoader<string, CatalogShippingReview>;
  /** GET /api/shipping/arta/metadata?types=objects, once per request. */
  shippingObjectTypes: DataLoader<ShippingAccount, ShippingObjectType[], string>;
  /**
   * Shipments by id and topic: every load of one request goes out in ONE
   * PATCH /api/shipping/shipments/bulk-get (per 500); a shipment the service left out is null.
   */
  shipments: DataLoader<ShipmentKey, Shipment | null, string>;
  /**
   * The shipping terms of a session's reviews (review id → review.arguments.termsID), from ONE
   * GET /api/shipping/reviews?topic=catalogref:{ref} per session and request.
   */
  reviewTermsOfCatalog: DataLoader<CatalogTopicKey, ReadonlyMap<number, number | null>, string>;
}

export interface CatalogTopicKey {
  account: ShippingAccount;
  catalogRef: string;
}

export interface ShipmentKey {
  account: ShippingAccount;
  id: number;
  topic: string;
}

const BULK_MAX = 500;
const accountKey = (account: ShippingAccount) =>
  `${account.externalAccountID}/${account.externalAccountDomain}`;

export function createShippingReviewLoaders(rest: RestServices): ShippingReviewLoaders {
  const api = new ShippingReviewApi(rest);
  return {
    catalogShippingReview: perKeyLoader((catalogId: string) => api.catalogShippingReview(catalogId)),
    shippingObjectTypes: perKeyLoader((account: ShippingAccount) => api.objectTypes(account), accountKey),
    reviewTermsOfCatalog: perKeyLoader(
      async ({ account, catalogRef }: CatalogTopicKey) =>
        new Map(
          (await api.reviewsOfCatalog(account, catalogRef)).map((r) => [r.id, r.arguments.termsID] as const),
        ),
      (key) => `${accountKey(key.account)}|${key.catalogRef}`,
    ),
    shipments: new DataLoader<ShipmentKey, Shipment | null, string>(
      async (keys) => {
        const found = new Map<string, Shipment>();
        const byAccount = new Map<string, ShipmentKey[]>();
        for (const key of keys)
          byAccount.set(accountKey(key.account), [...(byAccount.get(accountKey(key.account)) ?? []), key]);
        for (const group of byAccount.values())
          for (let i = 0; i < group.length; i += BULK_MAX) {
            const batch = group.slice(i, i + BULK_MAX);
            const shipments = await api.shipments(
              batch[0]!.account,
              batch.map(({ id, topic }) => ({ id, topic })),
            );
            for (const shipment of shipments) found.set(`${shipment.topic}#${shipment.id}`, shipment);
          }
        return keys.map((key) => found.get(`${key.topic}#${key.id}`) ?? null);
      },
      { cacheKeyFn: (key) => `${accountKey(key.account)}|${key.topic}#${key.id}`, maxBatchSize: 5_000 },
    ),
  };
}

/** This module's loaders for the modules above it (through index.ts: the import shows the dependency). */
export const shippingReviewsLoadersOf = (context: GatewayContext): ShippingReviewLoaders => context.loaders.shippingReviews;

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    shippingReviews: ShippingReviewLoaders;
  }
}
