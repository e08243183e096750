import type { ShippingReviewCounts } from './domain/shippingReviewStatus.js';
import type {
  CatalogShippingReview,
  ShippingObject,
  ShippingObjectType,
  ShippingReview,
  ShippingReviewLot,
} from '../../rest/shipping/models.js';
import type { CatalogSummary, ShippingReviewEvent } from './live/events.js';

/**
 * Codegen mappers of the shipping review types (codegen.ts reads them from here). A catalog resolves from what is
 * already known (a live event's summary and counters, or a list already loaded) and loads the rest
 * only when a selected field needs it.
 */
export interface ShippingReviewCatalogModel {
  catalogId: string;
  summary: CatalogSummary | null;
  counts: ShippingReviewCounts | null;
  list: CatalogShippingReview | null;
}

/** A review with its catalog's two-hour lock (Confirm and Edit depend on it). */
export interface ShippingReviewModel {
  review: ShippingReview;
  locked: boolean;
}

export interface ShippingReviewLotModel {
  lot: ShippingReviewLot;
  locked: boolean;
}

/** An object with the fields its review's last quote found missing or wrong. */
export interface ShippingObjectModel {
  object: ShippingObject;
  invalidFields: string[];
}

export type ShippingObjectTypeModel = ShippingObjectType;

export type ShippingReviewUpdateModel = ShippingReviewEvent;
