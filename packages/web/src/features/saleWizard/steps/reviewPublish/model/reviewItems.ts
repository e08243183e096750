import {
  GROUP_TABLE_PAGE_SIZES,
  matchesReviewFilter,
  REVIEW_FILTER_OPTIONS,
  type PublishRuleLot,
  type ReviewFilterName,
} from '@ah/schema';
import type { ReviewLotFieldsFragment } from '../../../../../__generated__/graphql';

/**
 * The Review & Publish item table's pure rules (sales §4 Item status, Publish buttons; §9 page sizes
 * and the 75-character title): filters, the status sort, paging, and the select-all rule. The
 * component only renders what these functions answer. The filter and publish rules themselves are
 * the shared ones of @ah/schema (rules/publishRules.ts), which the gateway checks too.
 */

/** The statuses a lot can show (the ItemStatus enum of the schema; its order is the sort order). */
export type ReviewItemStatus =
  | 'UNPUBLISHED'
  | 'WITHOUT_IMAGES'
  | 'POTENTIALLY_BANNED'
  | 'BANNED'
  | 'PAYMENT_RESTRICTED'
  | 'DELETED'
  | 'PUBLISHED';

/** A lot of the table: the Lot fields, with the empty numbers as null (the shared rules' shape). */
export interface ReviewItem extends PublishRuleLot {
  lotNumber: string | null;
  invNumber: string | null;
  lotExt: string | null;
  displayNumber: string | null;
  title: string;
  imageCount: number;
  primaryImageUrl: string | null;
  banned: boolean;
  potentiallyBanned: boolean;
  restricted: boolean;
  status: ReviewItemStatus;
}

export function toReviewItem(lot: ReviewLotFieldsFragment): ReviewItem {
  return {
    id: lot.id,
    lotNumber: lot.lotNumber ?? null,
    lotExt: lot.lotExt ?? null,
    displayNumber: lot.displayNumber ?? null,
    invNumber: lot.invNumber ?? null,
    title: lot.title,
    imageCount: lot.imageCount,
    primaryImageUrl: lot.primaryImageUrl ?? null,
    published: lot.published,
    banned: lot.banned,
    potentiallyBanned: lot.potentiallyBanned,
    restricted: lot.restricted,
    deleted: lot.deleted,
    status: lot.status,
  };
}

/** Status column sort order: unpublished, no images, potentially banned, banned, restricted, deleted, then others. */
export const STATUS_SORT_ORDER: readonly ReviewItemStatus[] = [
  'UNPUBLISHED',
  'WITHOUT_IMAGES',
  'POTENTIALLY_BANNED',
  'BANNED',
  'PAYMENT_RESTRICTED',
  'DELETED',
];

export const STATUS_LABELS: Readonly<Record<ReviewItemStatus, string>> = {
  UNPUBLISHED: 'Unpublished',
  WITHOUT_IMAGES: 'No images',
  POTENTIALLY_BANNED: 'Potentially banned',
  BANNED: 'Banned',
  PAYMENT_RESTRICTED: 'Payment restricted',
  DELETED: 'Deleted',
  PUBLISHED: 'Published',
};

export const REVIEW_TITLE_MAX = 75;

/** A title cut at 75 characters (sales §9) with an ellipsis. */
export function reviewTitle(title: string): string {
  return title.length > REVIEW_TITLE_MAX ? `${title.slice(0, REVIEW_TITLE_MAX)}...` : title;
}

// ---------------------------------------------------------------------------------------------
// Filters

/** The dropdown's filters (sales §4), plus the unlotted filter of its banner (the schema's ReviewItemFilter). */
export type ItemFilter = ReviewFilterName;

export const DROPDOWN_FILTERS = REVIEW_FILTER_OPTIONS;

const FILTERS: readonly ItemFilter[] = [...REVIEW_FILTER_OPTIONS.map((f) => f.value), 'UNLOTTED'];

/** A filter from the URL (?filter=banned): the enum name in lower case; anything else is all items. */
export function parseFilter(raw: string | null): ItemFilter {
  const name = (raw ?? '').toUpperCase();
  return FILTERS.includes(name as ItemFilter) ? (name as ItemFilter) : 'ALL';
}

/** Whether an item shows under a filter (deleted items only under all items). */
export const matchesFilter = (item: ReviewItem, filter: ItemFilter) => matchesReviewFilter(item, filter);

/** The filters a status banner links to. */
export type BannerFilter = Exclude<ItemFilter, 'ALL'>;

/** A banner link's target: its filter, or back to all items when that filter is on ("Clear Filter"). */
export function bannerToggle(current: ItemFilter, banner: BannerFilter): ItemFilter {
  return current === banner ? 'ALL' : banner;
}

// ---------------------------------------------------------------------------------------------
// Sort, view, pages

export type ItemSort = 'number' | 'status';

export function parseSort(raw: string | null): ItemSort {
  return raw === 'status' ? 'status' : 'number';
}

function statusRank(status: ReviewItemStatus): number {
  const i = STATUS_SORT_ORDER.indexOf(status);
  return i === -1 ? STATUS_SORT_ORDER.length : i;
}

/** Sorts by status (stable: lot-number order kept within a status); `number` keeps the catalog's order. */
export function sortItems<T extends ReviewItem>(items: readonly T[], sort: ItemSort): T[] {
  if (sort === 'number') return [...items];
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => statusRank(a.item.status) - statusRank(b.item.status) || a.index - b.index)
    .map((x) => x.item);
}

export const PAGE_SIZES = GROUP_TABLE_PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = GROUP_TABLE_PAGE_SIZES[0];

export function parsePageSize(raw: string | null): number {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

export interface ItemView {
  filter: ItemFilter;
  sort: ItemSort;
  page: number;
  pageSize: number;
  /** Bin only: deleted items are hidden unless this is ticked. */
  showDeleted: boolean;
}

export interface ItemPage<T> {
  rows: T[];
  /** Items after the filter. */
  total: number;
  pageCount: number;
  /** The page shown (clamped into range). */
  page: number;
}

/** The rows one page shows: filter, the bin's deleted rule, sort, then the page slice. */
export function itemPage<T extends ReviewItem>(
  items: readonly T[],
  view: ItemView,
  isBin: boolean,
): ItemPage<T> {
  const visible = items.filter(
    (item) => matchesFilter(item, view.filter) && (!isBin || view.showDeleted || !item.deleted),
  );
  const sorted = sortItems(visible, view.sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / view.pageSize));
  const page = Math.min(Math.max(1, view.page), pageCount);
  const start = (page - 1) * view.pageSize;
  return { rows: sorted.slice(start, start + view.pageSize), total: sorted.length, pageCount, page };
}

/** Select-all acts on the current page's non-deleted items only. */
export function selectableIds(rows: readonly ReviewItem[]): string[] {
  return rows.filter((r) => !r.deleted).map((r) => r.id);
}

/** Ticks or unticks ids in a selection. */
export function toggled(selection: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selection);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** How a row is named in labels: its lot number, else its inventory number. */
export function itemName(item: Pick<ReviewItem, 'displayNumber' | 'lotNumber' | 'invNumber' | 'id'>): string {
  const number = item.displayNumber ?? item.lotNumber;
  if (number) return `lot ${number}`;
  if (item.invNumber) return `inventory number ${item.invNumber}`;
  return `item ${item.id}`;
}

/** The chosen items among the catalog's (ids no longer present are dropped). */
export function selectedItems<T extends ReviewItem>(
  items: readonly T[],
  selection: ReadonlySet<string>,
): T[] {
  return items.filter((item) => selection.has(item.id));
}
