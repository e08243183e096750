import { REVIEW_MESSAGES } from '@ah/schema';

/**
 * Texts of the preview step (sales §2 "Preview screen"). The lock and the generic error view are the
 * shared review texts (@ah/schema publishingMessages); the spec gives no other wording for this screen,
 * so the rest is ours, in the spec's style.
 */
export const PREVIEW_TEXTS = {
  /** ours */
  loading: 'Loading your preview…',
  /** The generic error view of a failed load (sales §8: "Load ... failures on review/preview"). */
  loadFailed: REVIEW_MESSAGES.loadFailed,
  /** ours */
  continueFailed: 'Unable to save your progress. Please try again.',
  /** ours */
  noLots: 'There are no items in this sale yet.',
  /** ours */
  noLotsHint: 'Upload items to see how they will look to bidders.',
  /** ours */
  noMatches: 'No items match your search.',
  /** ours */
  noMatchesHint: 'Try another lot number or title.',
  searchLabel: 'Search items',
  /** ours */
  searchPlaceholder: 'Lot number or title',
  pageSizeLabel: 'Items per page',
  gridLabel: 'Items in this sale',
  /** The two-hour lock (sales §8 Lots), verbatim. */
  lockTitle: REVIEW_MESSAGES.lockedTitle,
  lockMessage: REVIEW_MESSAGES.lockedText,
  live: 'Live',
  timed: 'Timed',
  continue: 'Continue',
  saveAndExit: 'Save & Exit',
  edit: 'Edit',
  /** ours */
  noImage: 'No image',
  estimate: 'Estimate',
  price: 'Price',
} as const;
