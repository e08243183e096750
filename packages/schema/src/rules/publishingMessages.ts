/**
 * Texts of the Preview and Review & Publish screens (sales §4 Item status, Publish buttons, Featured
 * picker; §8 Lots, featured messages, cover photo; §9). Texts the spec gives are verbatim; those
 * marked "ours" follow its style (the spec names the banners without their wording).
 */
export const FEATURED_PROMOTION_PRICE = '$249';

export const REVIEW_MESSAGES = {
  publishSuccess: 'Your items were successfully published!',
  /** ours (sales §4/§9: items may take 24-48 hours to appear on the marketplace site) */
  publishDelayNote: 'Please note: your items may take 24-48 hours to appear on the marketplace site.',
  featuredBanned:
    'A banned lot has been selected and is ineligible to be featured. Select 5 unbanned featured lots.',
  featuredDeselectFirst: 'You must deselect an item before selecting a new one',
  /** ours */
  featuredCount: (required: number) => `Select exactly ${required} featured items.`,
  /** ours (eligibility rule of sales §5: an image and a lot number, not banned, not deleted) */
  featuredIneligible:
    'Only items with an image and a lot number that are not banned or deleted can be featured.',
  /** ours (sales §2: "feature your lots for $249 per lot/item") */
  promotion: `Feature your lots for ${FEATURED_PROMOTION_PRICE} per lot/item.`,
  /** ours (sales §5: the banner says such items need a lot number or inventory number) */
  publishAllNeedsLotNumbers:
    'Some items do not have a lot number. Every item needs a lot number or inventory number before you can publish all.',
  /** ours */
  publishSelectionInvalid:
    'Select unpublished items that have a lot number and are not deleted or already published.',
  /** ours */
  publishConfirmTitle: 'Publish Items',
  /** ours */
  publishConfirmText: (n: number) => `Publish ${n} item(s)? They will be visible on the marketplace site.`,
  /** sales §8 Lots: delete confirmation */
  deleteReuseWarning: 'You cannot reuse this item/lot number in this session.',
  /** sales §8: 130 marks the cover photo as needing attention (wording ours) */
  coverNeedsAttention: 'There is a problem with your cover photo. Please select a new cover photo.',
  /** ours */
  coverNoImage: 'The selected item has no image to use as the cover photo.',
  lockedTitle: 'Catalog is within 2 hours of sale start time',
  lockedText: 'You can not edit, delete or add additional lots at this time.',
  clearFilter: 'Clear Filter',
  showDeletedItems: 'Show deleted items',
  /** sales §8: "Load, delete and publish failures on review/preview show a generic error view." (ours) */
  loadFailed:
    'Unable to load your catalog information. Please try again later or contact Customer Care any time at:',
} as const;

/** The status banners (sales §8 Lots: Banners), ours in wording, with n items in that state. */
export const REVIEW_BANNER_MESSAGES = {
  BANNED: (n: number) => `${n} item(s) are banned: online bidding is disabled for them.`,
  POTENTIALLY_BANNED: (n: number) => `${n} item(s) are potentially banned and under review.`,
  UNPUBLISHED: (n: number) => `${n} item(s) are unpublished.`,
  PAYMENT_RESTRICTED: (n: number) => `${n} item(s) are payment restricted and cannot be paid online.`,
  WITHOUT_IMAGES: (n: number) => `${n} item(s) do not have images.`,
  UNLOTTED: (n: number) =>
    `${n} item(s) do not have a lot number. Items need a lot number or inventory number to be published.`,
} as const;

export type ReviewBannerKindName = keyof typeof REVIEW_BANNER_MESSAGES;

/** The banners in display order. */
export const REVIEW_BANNER_ORDER: readonly ReviewBannerKindName[] = [
  'BANNED',
  'POTENTIALLY_BANNED',
  'UNPUBLISHED',
  'PAYMENT_RESTRICTED',
  'WITHOUT_IMAGES',
  'UNLOTTED',
];

/** The review table's dropdown (sales §4): value (ReviewItemFilter) and label. */
export const REVIEW_FILTER_OPTIONS = [
  { value: 'ALL', label: 'All Items' },
  { value: 'UNPUBLISHED', label: 'Unpublished' },
  { value: 'BANNED', label: 'Banned' },
  { value: 'POTENTIALLY_BANNED', label: 'Potentially Banned' },
  { value: 'PAYMENT_RESTRICTED', label: 'Payment Restricted' },
  { value: 'WITHOUT_IMAGES', label: 'Without Images' },
] as const;
