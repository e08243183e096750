import type { components } from '../../__generated__/upstream/shipping.js';

/** The shipping service's shapes, from its OpenAPI contract (openapi/shipping.yaml). */
type Schemas = components['schemas'];

export type ShippingReview = Schemas['ShippingReview'];
export type ShippingReviewStatus = Schemas['ShippingReviewStatus'];
export type ShippingObject = Schemas['ShippingObject'];
export type ShippingObjectInput = Schemas['ShippingObjectInput'];
export type ShippingReviewLot = Schemas['ShippingReviewLot'];
export type CatalogShippingReview = Schemas['CatalogShippingReviewEnvelope']['data'];
export type ShippingObjectType = Schemas['ObjectType'];
export type Shipment = Schemas['Shipment'];
export type UpdateShippingReviewRequest = Schemas['UpdateShippingReviewRequest'];

/** The account the shipping service's calls carry in their headers (sales §7). */
export interface ShippingAccount {
  externalAccountID: string;
  externalAccountDomain: string;
}
