import { REVIEW_MESSAGES } from '@ah/schema';

/**
 * Texts of the cover photo (sales §2 Review & Publish: cover image, cover photo modal; §8 code 130).
 * The needs-attention text is the shared one (@ah/schema publishingMessages); labels are ours.
 */
export const COVER_TEXTS = {
  heading: 'Cover Photo',
  modalTitle: 'Select Cover Photo',
  /** ours */
  modalHint: 'Select the item image to use as the cover photo of your sale.',
  /** sales §8: code 130 marks the cover photo as needing attention */
  needsAttention: REVIEW_MESSAGES.coverNeedsAttention,
  needsAttentionBadge: 'Needs attention',
  /** ours */
  none: 'No cover photo has been selected yet.',
  /** ours */
  noImages: 'None of your items has an image yet: upload images first.',
  change: 'Change Cover Photo',
  select: 'Select Cover Photo',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  current: 'Current cover',
  /** ours */
  saveFailed: 'Unable to save your cover photo. Please try again.',
  /** ours */
  loadFailed: 'Unable to load your cover photo.',
  /** ours */
  searchLabel: 'Search items',
  /** ours */
  searchPlaceholder: 'Lot number, inventory number or title',
  /** ours */
  noMatches: 'No items match your search.',
  /** ours */
  loadingImages: 'Loading the images',
  /** ours */
  imagesFailed: 'Unable to load the images. Please try again later.',
} as const;
