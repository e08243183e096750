import { SHIPPING_REVIEW_STATUS_LABELS, type ShippingReviewStatusCode } from '@ah/schema';

/** Shipping review status rules (sales §4 "Shipping review status"), pure and shared by every client. */

export type ShippingReviewStatus = ShippingReviewStatusCode;

/** The counters of sales §3 (shippingItemCountAll, readyToConfirmCount, needsReviewCount, inProgressCount). */
export interface ShippingReviewCounts {
  all: number;
  readyToConfirm: number;
  needsReview: number;
  inProgress: number;
}

export const ZERO_COUNTS: Readonly<ShippingReviewCounts> = {
  all: 0,
  readyToConfirm: 0,
  needsReview: 0,
  inProgress: 0,
};

/** The counter a status adds to, besides `all`. */
type Bucket = Exclude<keyof ShippingReviewCounts, 'all'>;
const BUCKET: Readonly<Record<ShippingReviewStatus, Bucket | null>> = {
  pending: 'inProgress',
  processing: 'inProgress',
  awaiting_approval: 'readyToConfirm',
  failed: 'needsReview',
  completed: null,
};

/**
 * The spec's transitions with their counter changes: pending→awaiting_approval (ready +1, in
 * progress −1), pending→failed (needs review +1, in progress −1), awaiting_approval→pending,
 * failed→pending (an edit and save), awaiting_approval→completed (ready −1, a confirm).
 */
export const SHIPPING_REVIEW_TRANSITIONS: ReadonlyArray<{
  from: ShippingReviewStatus;
  to: ShippingReviewStatus;
  delta: Partial<ShippingReviewCounts>;
}> = [
  { from: 'pending', to: 'awaiting_approval', delta: { readyToConfirm: 1, inProgress: -1 } },
  { from: 'pending', to: 'failed', delta: { needsReview: 1, inProgress: -1 } },
  { from: 'awaiting_approval', to: 'pending', delta: { readyToConfirm: -1, inProgress: 1 } },
  { from: 'failed', to: 'pending', delta: { needsReview: -1, inProgress: 1 } },
  { from: 'awaiting_approval', to: 'completed', delta: { readyToConfirm: -1 } },
];

export function isShippingReviewStatus(value: unknown): value is ShippingReviewStatus {
  return typeof value === 'string' && value in BUCKET;
}

/** Still waiting for its quote: polled until it changes. */
export function isInProgress(status: ShippingReviewStatus): boolean {
  return BUCKET[status] === 'inProgress';
}

export function countShippingReviews(statuses: Iterable<ShippingReviewStatus>): ShippingReviewCounts {
  const counts = { ...ZERO_COUNTS };
  for (const status of statuses) {
    counts.all += 1;
    const bucket = BUCKET[status];
    if (bucket) counts[bucket] += 1;
  }
  return counts;
}

/** The counters after one review moved from `from` to `to` (any pair; the spec's table is a subset). */
export function applyTransition(
  counts: ShippingReviewCounts,
  from: ShippingReviewStatus,
  to: ShippingReviewStatus,
): ShippingReviewCounts {
  const next = { ...counts };
  const left = BUCKET[from];
  const entered = BUCKET[to];
  if (left) next[left] -= 1;
  if (entered) next[entered] += 1;
  return next;
}

export function statusLabel(status: ShippingReviewStatus): string {
  return SHIPPING_REVIEW_STATUS_LABELS[status];
}

/** Confirm is offered for a review ready to confirm, unless the sale is within 2 hours. */
export function canConfirm(status: ShippingReviewStatus, locked: boolean): boolean {
  return status === 'awaiting_approval' && !locked;
}

/** Edit is offered for a review ready to confirm or needing review (completed hides it), unless locked. */
export function canEdit(status: ShippingReviewStatus, locked: boolean): boolean {
  return (status === 'awaiting_approval' || status === 'failed') && !locked;
}
