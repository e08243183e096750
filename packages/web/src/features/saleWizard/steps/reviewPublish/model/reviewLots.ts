import {
  GROUP_TABLE_PAGE_SIZES,
  REVIEW_FILTER_OPTIONS,
  type PublishRuleLot,
  type ReviewFilterName,
  type ReviewItemStatusName,
} from '@ah/schema';
import type {
  ReviewItemSort,
  ReviewLotFieldsFragment,
  ReviewPublishItemsQueryVariables,
} from '../../../../../__generated__/graphql';

/**
 * The Review & Publish item table's view (sales §4 Item status, Publish buttons; §9 page sizes and
 * the 75-character title): the filter, sort and page the URL holds, the variables that ask the server
 * for that page (the server filters, sorts and pages with the shared rules of @ah/schema), and the
 * selection, kept by id across pages. The component only renders what these functions answer.
 */

/** The statuses a lot can show (the ItemStatus enum of the schema; its order is the sort order). */
export type ReviewItemStatus = ReviewItemStatusName;

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
  /** Items after the filter (the server's count). */
  total: number;
  pageCount: number;
  /** The page shown. */
  page: number;
}

const SERVER_SORT: Readonly<Record<ItemSort, ReviewItemSort>> = { number: 'NUMBER', status: 'STATUS' };

/**
 * What the table asks the server for the view: its page of the filter, in the sort's order. Deleted
 * items show in a session's table; a bin sale's only with Show deleted items ticked.
 */
export function itemsVariables(
  catalogId: string,
  view: ItemView,
  isBin: boolean,
): ReviewPublishItemsQueryVariables {
  return {
    catalogId,
    filter: view.filter,
    sort: SERVER_SORT[view.sort],
    showDeleted: !isBin || view.showDeleted,
    page: view.page,
    pageSize: view.pageSize,
  };
}

/** The page the server answered, as the table shows it. */
export function itemPageOf(connection: {
  totalCount: number;
  pageInfo: { page: number; totalPages: number };
  nodes: readonly ReviewLotFieldsFragment[];
}): ItemPage<ReviewItem> {
  return {
    rows: connection.nodes.map(toReviewItem),
    total: connection.totalCount,
    pageCount: Math.max(1, connection.pageInfo.totalPages),
    page: connection.pageInfo.page,
  };
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

/**
 * Ticks or unticks items in a selection kept by id with each item's fields (a choice on another page
 * still counts for Publish selected and Delete Selected).
 */
export function toggledItems<T extends ReviewItem>(
  selection: ReadonlyMap<string, T>,
  items: readonly T[],
  on: boolean,
): Map<string, T> {
  const next = new Map(selection);
  for (const item of items) {
    if (on) next.set(item.id, item);
    else next.delete(item.id);
  }
  return next;
}

/** The selection with the fields of the page's items as the server last answered them. */
export function refreshedSelection<T extends ReviewItem>(
  selection: ReadonlyMap<string, T>,
  rows: readonly T[],
): ReadonlyMap<string, T> {
  const stale = rows.filter((row) => selection.has(row.id) && selection.get(row.id) !== row);
  if (stale.length === 0) return selection;
  const next = new Map(selection);
  for (const row of stale) next.set(row.id, row);
  return next;
}
