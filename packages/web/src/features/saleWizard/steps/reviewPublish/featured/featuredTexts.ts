import { FEATURED_LOT_COUNT, REVIEW_MESSAGES } from '@ah/schema';

/**
 * Texts of the Featured Items block, its picker and the paid-feature promotion (sales §2 Review &
 * Publish modals, §4 Featured picker, §8). The spec's messages come from @ah/schema publishingMessages;
 * the labels the spec does not give are ours.
 */
export const FEATURED_TEXTS = {
  heading: 'Featured Items',
  /** ours */
  intro: `Choose ${FEATURED_LOT_COUNT} items to feature at the top of your sale.`,
  /** ours */
  none: 'No featured items have been selected yet.',
  /** ours */
  loadFailed: 'Unable to load your featured items. Please try again later.',
  select: 'Select Featured Items',
  edit: 'Edit Featured Items',
  modalTitle: 'Select Featured Items',
  /** ours */
  modalHint: `Select exactly ${FEATURED_LOT_COUNT} items. Only items with an image and a lot number can be featured.`,
  selectedCount: (n: number) => `${n} of ${FEATURED_LOT_COUNT} selected`,
  /** ours */
  noCandidates: 'No items can be featured yet: add images and lot numbers to your items first.',
  searchLabel: 'Search items',
  /** ours */
  searchPlaceholder: 'Lot number or title',
  /** ours */
  noMatches: 'No items match your search.',
  /** ours */
  loadingItems: 'Loading the items',
  /** ours */
  itemsFailed: 'Unable to load the items. Please try again later.',
  banned: 'Banned',
  save: 'Save',
  cancel: 'Cancel',
  /** ours */
  saveFailed: 'Unable to save your featured items. Please try again.',
  /** ours */
  saved: 'Your featured items were saved.',
  deselectFirst: REVIEW_MESSAGES.featuredDeselectFirst,
  bannedSelected: REVIEW_MESSAGES.featuredBanned,
  /** The promotion (sales §2: "feature your lots for $249 per lot/item"). */
  promotion: REVIEW_MESSAGES.promotion,
  /** ours */
  promotionLink: 'Learn more',
  /** ours */
  promotionTitle: 'Feature Your Lots',
  /** ours */
  promotionBody:
    'Featured lots get extra visibility with bidders on the marketplace site. Contact Customer Care to feature more of your lots.',
  close: 'Close',
} as const;
