import type { RuleViolation } from './types.js';

/** Shipping review (sales §3, §4, §5, §8, §9): texts, statuses and the object form's rules. */

/** How often a pending review is polled (sales §9 "Shipping poll 30000 ms"). */
export const SHIPPING_POLL_INTERVAL_MS = 30_000;

/** Shipping must be confirmed at least 2 hours before the sale starts (sales §4 "Two-hour lock"). */
export const SHIPPING_LOCK_BEFORE_SALE_MS = 2 * 60 * 60 * 1000;

/** The statuses as the shipping service spells them (sales §4). */
export const SHIPPING_REVIEW_STATUSES = [
  'pending',
  'processing',
  'awaiting_approval',
  'completed',
  'failed',
] as const;
export type ShippingReviewStatusCode = (typeof SHIPPING_REVIEW_STATUSES)[number];

/** Labels of sales §4; the spec gives none for pending, which is still being quoted. */
export const SHIPPING_REVIEW_STATUS_LABELS: Readonly<Record<ShippingReviewStatusCode, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  awaiting_approval: 'Ready to confirm',
  completed: 'Confirmed',
  failed: 'Needs Review',
};

export const SHIPPING_REVIEW_MESSAGES = {
  pollingError: 'Error in polling review data, please refresh the page',
  /** Ours (the spec has none): the shipping service is unreachable and polling retries by itself. */
  reconnecting: 'Reconnecting to the shipping service… Updates resume by themselves.',
  loadError: 'Error loading shipping review data.',
  allConfirmed: 'Your shipping details have been confirmed!',
  failedHint: 'There was an issue generating a shipping quote. Edit and Save to resolve',
  locked: 'Catalog is within 2 hours of sale start time',
} as const;

/** Shipping object form texts (sales §5 "Shipping object form"). */
export const SHIPPING_OBJECT_MESSAGES = {
  titleRequired: 'Enter Title',
  typeRequired: 'Select Object Type',
  dimensions: 'Enter Dimensions',
} as const;

export const SHIPPING_UNITS = ['in', 'cm'] as const;
export type ShippingUnit = (typeof SHIPPING_UNITS)[number];

/** One object as the form holds it; dimensions are null while empty. */
export interface ShippingObjectDraft {
  title: string;
  objectTypeId?: string | null | undefined;
  height?: number | null | undefined;
  width?: number | null | undefined;
  depth?: number | null | undefined;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The object form's rules: a title, a type, height and width above 0, depth 0 or more. Save is
 * disabled while this returns anything; the gateway and the shipping service refuse the same.
 */
export function validateShippingObject(object: ShippingObjectDraft): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (object.title.trim().length === 0)
    violations.push({ field: 'title', message: SHIPPING_OBJECT_MESSAGES.titleRequired });
  if (!object.objectTypeId)
    violations.push({ field: 'objectTypeId', message: SHIPPING_OBJECT_MESSAGES.typeRequired });
  for (const field of ['height', 'width'] as const) {
    const value = object[field];
    if (!isNumber(value) || value <= 0)
      violations.push({ field, message: SHIPPING_OBJECT_MESSAGES.dimensions });
  }
  if (!isNumber(object.depth) || object.depth < 0)
    violations.push({ field: 'depth', message: SHIPPING_OBJECT_MESSAGES.dimensions });
  return violations;
}

/** Texts of the review-level rules (the spec gives none: ours, in the form's style). */
export const SHIPPING_REVIEW_MAX_OBJECTS = 50;
export const SHIPPING_REVIEW_MAX_IMAGES = 20;

export const SHIPPING_REVIEW_FORM_MESSAGES = {
  objectsRequired: 'Add at least one object.',
  tooManyObjects: `A review can have at most ${SHIPPING_REVIEW_MAX_OBJECTS} objects.`,
  value: 'Enter the value as an amount, e.g. 1250.00',
  currency: 'Enter a currency code such as USD.',
  tooManyImages: `A review can have at most ${SHIPPING_REVIEW_MAX_IMAGES} images.`,
} as const;
const AMOUNT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** The whole Edit Shipping Details form: every object (fields `objects.{i}.{field}`) and the review's own fields. */
export interface ShippingReviewDraft {
  objectsValue: string;
  objectsValueCurrency: string;
  objectsImages: readonly string[];
  objects: readonly ShippingObjectDraft[];
}

export function validateShippingReviewDraft(draft: ShippingReviewDraft): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (draft.objects.length === 0)
    violations.push({ field: 'objects', message: SHIPPING_REVIEW_FORM_MESSAGES.objectsRequired });
  if (draft.objects.length > SHIPPING_REVIEW_MAX_OBJECTS)
    violations.push({ field: 'objects', message: SHIPPING_REVIEW_FORM_MESSAGES.tooManyObjects });
  draft.objects.forEach((object, index) => {
    for (const v of validateShippingObject(object))
      violations.push({ field: `objects.${index}.${v.field}`, message: v.message });
  });
  if (!AMOUNT.test(draft.objectsValue.trim()))
    violations.push({ field: 'objectsValue', message: SHIPPING_REVIEW_FORM_MESSAGES.value });
  if (!/^[A-Z]{3}$/.test(draft.objectsValueCurrency))
    violations.push({ field: 'objectsValueCurrency', message: SHIPPING_REVIEW_FORM_MESSAGES.currency });
  if (draft.objectsImages.length > SHIPPING_REVIEW_MAX_IMAGES)
    violations.push({ field: 'objectsImages', message: SHIPPING_REVIEW_FORM_MESSAGES.tooManyImages });
  return violations;
}

/** True once the sale is within two hours of its start (or has started): shipping cannot change. */
export function isShippingLocked(saleStartsAt: Date, now: Date): boolean {
  return saleStartsAt.getTime() - now.getTime() <= SHIPPING_LOCK_BEFORE_SALE_MS;
}

/** A session's shipping review counters (sales §3). */
export interface ShippingCounts {
  all: number;
  readyToConfirm: number;
  needsReview: number;
  inProgress: number;
}

/** The banners of sales §4, in the order the page shows them. */
export type ShippingBanner =
  | { kind: 'loadError' }
  | { kind: 'needsReview'; count: number }
  | { kind: 'readyOrInProgress'; ready: number; inProgress: number }
  | { kind: 'allConfirmed' };

/**
 * Sales §4: "Error loading shipping review data." when there are no lots; danger with the count when
 * lots need review; warning when lots are ready or in progress; success when none is ready, none
 * needs review and none is in progress.
 */
export function shippingBanners(counts: ShippingCounts): ShippingBanner[] {
  if (counts.all === 0) return [{ kind: 'loadError' }];
  const banners: ShippingBanner[] = [];
  if (counts.needsReview > 0) banners.push({ kind: 'needsReview', count: counts.needsReview });
  if (counts.readyToConfirm > 0 || counts.inProgress > 0)
    banners.push({ kind: 'readyOrInProgress', ready: counts.readyToConfirm, inProgress: counts.inProgress });
  if (counts.readyToConfirm === 0 && counts.needsReview === 0 && counts.inProgress === 0)
    banners.push({ kind: 'allConfirmed' });
  return banners;
}
