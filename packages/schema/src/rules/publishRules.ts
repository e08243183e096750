import {
  REVIEW_BANNER_MESSAGES,
  REVIEW_BANNER_ORDER,
  REVIEW_MESSAGES,
  type ReviewBannerKindName,
} from './publishingMessages.js';

/**
 * The publish buttons, featured picker and review filters (sales §4 Publish buttons, Featured picker;
 * §5 Publish and featured). Pure functions over the fields of the GraphQL `Lot`, so the web passes its
 * lots as they are and the gateway checks the same rules before calling the catalog service.
 */

/** Featured items: exactly 5 (sales §9). */
export const FEATURED_LOT_COUNT = 5;

/** The lot fields these rules read (a subset of the GraphQL `Lot`). */
export interface PublishRuleLot {
  id: string;
  /** Null or absent for an unlotted item. */
  lotNumber?: string | null;
  invNumber?: string | null;
  published: boolean;
  deleted: boolean;
  banned?: boolean;
  potentiallyBanned?: boolean;
  restricted?: boolean;
  imageCount?: number;
}

const live = <T extends PublishRuleLot>(lots: readonly T[]): T[] => lots.filter((l) => !l.deleted);
const hasLotNumber = (lot: PublishRuleLot): boolean => (lot.lotNumber ?? '').trim() !== '';

/**
 * The whole-catalog figures Review & Publish needs (banners, Publish All): counts over the
 * non-deleted items, so the server can answer them without listing every lot (the catalog
 * service's counts extension computes the same in SQL).
 */
export interface ReviewLotCounts {
  /** Items not deleted. */
  live: number;
  unpublished: number;
  banned: number;
  potentiallyBanned: number;
  paymentRestricted: number;
  withoutImages: number;
  /** Items without a lot number (what blocks Publish All; the unlotted banner's count). */
  withoutLotNumber: number;
}

/** The counts of a list of lots (a service without the counts extension, and the rules' tests). */
export function reviewLotCounts(lots: readonly PublishRuleLot[]): ReviewLotCounts {
  const counts: ReviewLotCounts = {
    live: 0,
    unpublished: 0,
    banned: 0,
    potentiallyBanned: 0,
    paymentRestricted: 0,
    withoutImages: 0,
    withoutLotNumber: 0,
  };
  for (const lot of live(lots)) {
    counts.live++;
    if (!lot.published) counts.unpublished++;
    if (lot.banned === true) counts.banned++;
    if (lot.potentiallyBanned === true) counts.potentiallyBanned++;
    if (lot.restricted === true) counts.paymentRestricted++;
    if ((lot.imageCount ?? 0) === 0) counts.withoutImages++;
    if (!hasLotNumber(lot)) counts.withoutLotNumber++;
  }
  return counts;
}

/** Lots or their counts: the rules below take either. */
export type ReviewLotsOrCounts = readonly PublishRuleLot[] | ReviewLotCounts;

const countsOf = (lots: ReviewLotsOrCounts): ReviewLotCounts =>
  Array.isArray(lots) ? reviewLotCounts(lots as readonly PublishRuleLot[]) : (lots as ReviewLotCounts);

/** Publish All shows when the catalog is unpublished or any (non-deleted) item is unpublished. */
export function publishAllVisible(catalogPublished: boolean, lots: ReviewLotsOrCounts): boolean {
  return !catalogPublished || countsOf(lots).unpublished > 0;
}

/** Publish All is disabled when any (non-deleted) item lacks a lot number. */
export function publishAllDisabled(lots: ReviewLotsOrCounts): boolean {
  return countsOf(lots).withoutLotNumber > 0;
}

/** Why Publish All is disabled; null when it is enabled. */
export function publishAllDisabledReason(lots: ReviewLotsOrCounts): string | null {
  return publishAllDisabled(lots) ? REVIEW_MESSAGES.publishAllNeedsLotNumbers : null;
}

/**
 * Publish selected shows only when unpublished items are chosen, none lacks a lot number, and none
 * selected is already published or deleted.
 */
export function canPublishSelected(selected: readonly PublishRuleLot[]): boolean {
  return (
    selected.length > 0 &&
    selected.some((l) => !l.published) &&
    selected.every((l) => hasLotNumber(l) && !l.published && !l.deleted)
  );
}

/** A lot may be featured when it has an image and a lot number and is not banned or deleted. */
export function isFeaturedEligible(lot: PublishRuleLot): boolean {
  return hasLotNumber(lot) && (lot.imageCount ?? 0) > 0 && lot.banned !== true && !lot.deleted;
}

export type FeaturedIssueCode = 'FEATURED_COUNT' | 'FEATURED_BANNED' | 'FEATURED_INELIGIBLE';

export interface FeaturedIssue {
  code: FeaturedIssueCode;
  message: string;
}

/**
 * Checks a featured selection (lot ids) against the catalog's lots: exactly 5 distinct ids, each an
 * eligible lot of the catalog. A banned lot gives the spec's banned-lot text; other ineligible or
 * unknown lots the eligibility text. Null when the selection may be saved.
 */
export function featuredSelectionIssue(
  lotIds: readonly string[],
  lots: readonly PublishRuleLot[],
): FeaturedIssue | null {
  const distinct = new Set(lotIds);
  if (distinct.size !== lotIds.length || lotIds.length !== FEATURED_LOT_COUNT)
    return { code: 'FEATURED_COUNT', message: REVIEW_MESSAGES.featuredCount(FEATURED_LOT_COUNT) };
  const byId = new Map(lots.map((l) => [l.id, l]));
  const chosen = lotIds.map((id) => byId.get(id));
  if (chosen.some((l) => l?.banned === true))
    return { code: 'FEATURED_BANNED', message: REVIEW_MESSAGES.featuredBanned };
  if (chosen.some((l) => l === undefined || !isFeaturedEligible(l)))
    return { code: 'FEATURED_INELIGIBLE', message: REVIEW_MESSAGES.featuredIneligible };
  return null;
}

/**
 * The picker's toggle: a chosen id is removed; a new one is added unless 5 are already chosen, which
 * answers the spec's "You must deselect an item before selecting a new one".
 */
export function toggleFeaturedLot(
  selected: readonly string[],
  lotId: string,
): { selected: string[]; message: string | null } {
  if (selected.includes(lotId)) return { selected: selected.filter((id) => id !== lotId), message: null };
  if (selected.length >= FEATURED_LOT_COUNT)
    return { selected: [...selected], message: REVIEW_MESSAGES.featuredDeselectFirst };
  return { selected: [...selected, lotId], message: null };
}

/** Save is enabled in the featured picker only with exactly 5 chosen. */
export function canSaveFeatured(selected: readonly string[]): boolean {
  return new Set(selected).size === FEATURED_LOT_COUNT && selected.length === FEATURED_LOT_COUNT;
}

/** The review table's filters (sales §4): the dropdown, banner links and the unlotted filter. */
export type ReviewFilterName =
  | 'ALL'
  | 'UNPUBLISHED'
  | 'BANNED'
  | 'POTENTIALLY_BANNED'
  | 'PAYMENT_RESTRICTED'
  | 'WITHOUT_IMAGES'
  | 'UNLOTTED';

/** True when the lot shows under the filter (deleted lots only under ALL; the bin view hides them itself). */
export function matchesReviewFilter(lot: PublishRuleLot, filter: ReviewFilterName): boolean {
  if (filter === 'ALL') return true;
  if (lot.deleted) return false;
  switch (filter) {
    case 'UNPUBLISHED':
      return !lot.published;
    case 'BANNED':
      return lot.banned === true;
    case 'POTENTIALLY_BANNED':
      return lot.potentiallyBanned === true;
    case 'PAYMENT_RESTRICTED':
      return lot.restricted === true;
    case 'WITHOUT_IMAGES':
      return (lot.imageCount ?? 0) === 0;
    case 'UNLOTTED':
      // Items without a lot number but with an inventory number.
      return !hasLotNumber(lot) && (lot.invNumber ?? '').trim() !== '';
  }
}

/** The banner kind's filter (a banner link filters the table to it). */
const BANNER_FILTER: Readonly<Record<ReviewBannerKindName, ReviewFilterName>> = {
  BANNED: 'BANNED',
  POTENTIALLY_BANNED: 'POTENTIALLY_BANNED',
  UNPUBLISHED: 'UNPUBLISHED',
  PAYMENT_RESTRICTED: 'PAYMENT_RESTRICTED',
  WITHOUT_IMAGES: 'WITHOUT_IMAGES',
  UNLOTTED: 'UNLOTTED',
};

export interface ReviewBanner {
  kind: ReviewBannerKindName;
  count: number;
  message: string;
  filter: ReviewFilterName;
}

/** Each banner's count among the counts (the unlotted banner counts every item without a lot number). */
const BANNER_COUNT: Readonly<Record<ReviewBannerKindName, (c: ReviewLotCounts) => number>> = {
  BANNED: (c) => c.banned,
  POTENTIALLY_BANNED: (c) => c.potentiallyBanned,
  UNPUBLISHED: (c) => c.unpublished,
  PAYMENT_RESTRICTED: (c) => c.paymentRestricted,
  WITHOUT_IMAGES: (c) => c.withoutImages,
  UNLOTTED: (c) => c.withoutLotNumber,
};

/** The status banners with a count above 0 (non-deleted items), in display order. */
export function reviewBanners(lots: ReviewLotsOrCounts): ReviewBanner[] {
  const counts = countsOf(lots);
  return REVIEW_BANNER_ORDER.flatMap((kind) => {
    const filter = BANNER_FILTER[kind];
    const count = BANNER_COUNT[kind](counts);
    return count > 0 ? [{ kind, count, message: REVIEW_BANNER_MESSAGES[kind](count), filter }] : [];
  });
}

/**
 * Select-all toggles the current page's non-deleted items: all of them chosen when any was not,
 * otherwise none of them (choices on other pages are kept).
 */
export function toggleSelectAll(selected: readonly string[], pageLots: readonly PublishRuleLot[]): string[] {
  const pageIds = live(pageLots).map((l) => l.id);
  const all = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  if (all) return selected.filter((id) => !pageIds.includes(id));
  return [...selected, ...pageIds.filter((id) => !selected.includes(id))];
}

/** The statuses an item shows (the schema's ItemStatus). */
export type ReviewItemStatusName =
  | 'UNPUBLISHED'
  | 'WITHOUT_IMAGES'
  | 'POTENTIALLY_BANNED'
  | 'BANNED'
  | 'PAYMENT_RESTRICTED'
  | 'DELETED'
  | 'PUBLISHED';

/**
 * The status column's sort order (sales §4 Item status): unpublished, no images, potentially banned,
 * banned, restricted, deleted, then published. The server sorts pages by it; the upstream's SQL
 * ranks alike.
 */
export const REVIEW_STATUS_SORT_ORDER: readonly ReviewItemStatusName[] = [
  'UNPUBLISHED',
  'WITHOUT_IMAGES',
  'POTENTIALLY_BANNED',
  'BANNED',
  'PAYMENT_RESTRICTED',
  'DELETED',
  'PUBLISHED',
];

/** The review table's sorts: lot-number order, or by status (lot-number order within a status). */
export type ReviewSortName = 'NUMBER' | 'STATUS';

/** Sorts lots already in lot-number order; STATUS is stable, so lot-number order stays within a status. */
export function sortReviewItems<T extends { status: ReviewItemStatusName }>(
  lots: readonly T[],
  sort: ReviewSortName,
): T[] {
  if (sort === 'NUMBER') return [...lots];
  const rank = (s: ReviewItemStatusName) => REVIEW_STATUS_SORT_ORDER.indexOf(s);
  return lots
    .map((lot, index) => ({ lot, index }))
    .sort((a, b) => rank(a.lot.status) - rank(b.lot.status) || a.index - b.index)
    .map((x) => x.lot);
}

/**
 * The rows of the review table before paging: the filter, then the bin's rule (deleted items hidden
 * unless Show deleted items is ticked), then the sort.
 */
export function reviewItemRows<T extends PublishRuleLot & { status: ReviewItemStatusName }>(
  lots: readonly T[],
  view: { filter: ReviewFilterName; sort: ReviewSortName; showDeleted: boolean },
): T[] {
  const kept = lots.filter((l) => matchesReviewFilter(l, view.filter) && (view.showDeleted || !l.deleted));
  return sortReviewItems(kept, view.sort);
}

/** Which picker lists lots: the featured picker or the cover-photo modal. */
export type LotPickPurposeName = 'FEATURED' | 'COVER';

/**
 * A lot a picker lists (sales §4 Featured picker, cover-photo modal): not deleted, with an image, and
 * for the featured picker a lot number. Banned lots stay listed (the picker flags them).
 */
export function isPickableLot(lot: PublishRuleLot, purpose: LotPickPurposeName): boolean {
  if (lot.deleted || (lot.imageCount ?? 0) === 0) return false;
  return purpose === 'COVER' || hasLotNumber(lot);
}

/** The fields a lot search reads (the preview grid, the pickers). */
export interface SearchableLot {
  /** Lot number and extension as shown ("12A"). */
  displayNumber?: string | null;
  lotNumber?: string | null;
  invNumber?: string | null;
  title: string;
}

/** A search as typed, trimmed and lower-cased; empty when it matches everything. */
export const normalizeLotSearch = (query: string | null | undefined): string =>
  (query ?? '').trim().toLowerCase();

/**
 * True when the lot's number (with or without extension), inventory number or title contains the
 * search, whatever the case (sales §2 Preview screen search). The upstream's SQL matches alike.
 */
export function matchesLotSearch(lot: SearchableLot, query: string | null | undefined): boolean {
  const q = normalizeLotSearch(query);
  if (!q) return true;
  return [lot.displayNumber, lot.lotNumber, lot.invNumber, lot.title].some(
    (value) => typeof value === 'string' && value.toLowerCase().includes(q),
  );
}
