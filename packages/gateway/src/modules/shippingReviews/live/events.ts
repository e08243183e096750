import type { ShippingReviewCounts } from '../domain/shippingReviewStatus.js';
import type { ShippingReview } from '../../../rest/shipping/models.js';

/** What a catalog's events repeat about it, so a subscriber's payload needs no upstream call. */
export interface CatalogSummary {
  catalogId: string;
  ref: string;
  sessionTitle: string;
  saleStartsAt: string;
  in2Hours: boolean;
}

/**
 * One live change of a catalog's shipping review, as it travels between replicas (JSON): the
 * changed review (the shipping service's shape) or an error, with the counters after it.
 */
export interface ShippingReviewEvent {
  houseRef: string;
  catalog: CatalogSummary;
  counts: ShippingReviewCounts;
  /** Grows with every change of the catalog's state; older counters never replace newer ones. */
  version: number;
  review: ShippingReview | null;
  error: string | null;
  /**
   * True while the shipping service cannot be reached (polling retries); false again once it answers.
   * Absent in events that only report a change (and from replicas of an older version).
   */
  reconnecting?: boolean;
  detectedAt: string;
}

/** The key of a watched catalog: always scoped by the caller's house. */
export function catalogKey(prefix: string, houseRef: string, catalogId: string): string {
  return `${prefix}shipping-review:${houseRef}:${catalogId}`;
}

export function parseEvent(message: string): ShippingReviewEvent | null {
  try {
    const event = JSON.parse(message) as Partial<ShippingReviewEvent>;
    if (
      typeof event.houseRef !== 'string' ||
      typeof event.version !== 'number' ||
      !event.catalog ||
      !event.counts
    )
      return null;
    return event as ShippingReviewEvent;
  } catch {
    return null;
  }
}
