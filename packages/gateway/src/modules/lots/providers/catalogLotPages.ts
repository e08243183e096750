import {
  GROUP_TABLE_PAGE_SIZES,
  isPickableLot,
  matchesLotSearch,
  reviewItemRows,
  reviewLotCounts,
  type ReviewLotCounts,
  type LotPickPurposeName,
  type ReviewFilterName,
  type ReviewSortName,
} from '@ah/schema';
import type { Lot } from '../../../__generated__/resolvers-types.js';
import type { operations } from '../../../__generated__/upstream/catalog.js';
import type { GatewayContext } from '../../../context.js';
import type { PageWindow, PagingRule } from '../../../shared/connection.js';
import { UpstreamError } from '../../../rest/errors.js';
import { lotOf } from './conversions.js';
import { ItemsApi, type RestLot } from './lotsApi.js';

/** The review table's pages (sales §9: 50, 100 or 200 items; 50 by default). */
export const REVIEW_ITEMS_PAGING: PagingRule = {
  defaultSize: GROUP_TABLE_PAGE_SIZES[0],
  maxSize: 200,
  sizes: GROUP_TABLE_PAGE_SIZES,
};

/** The pickers' pages (any size up to 200). */
export const PICKABLE_LOTS_PAGING: PagingRule = { defaultSize: 50, maxSize: 200 };

/** What a page of the catalog's lots keeps and in which order. */
export interface CatalogLotsView {
  filter: ReviewFilterName;
  sort: ReviewSortName;
  showDeleted: boolean;
  pick: LotPickPurposeName | null;
  search: string | null;
  /** Only these lots (ids), e.g. the featured cards; absent for every lot. */
  ids?: readonly string[];
}

export interface LotPage {
  lots: Lot[];
  totalCount: number;
}

type LotsQuery = NonNullable<operations['listCatalogLots']['parameters']['query']>;

const REST_FILTER: Readonly<Record<ReviewFilterName, NonNullable<LotsQuery['filter']>>> = {
  ALL: 'all',
  UNPUBLISHED: 'unpublished',
  BANNED: 'banned',
  POTENTIALLY_BANNED: 'potentiallyBanned',
  PAYMENT_RESTRICTED: 'paymentRestricted',
  WITHOUT_IMAGES: 'withoutImages',
  UNLOTTED: 'unlotted',
};

const REST_PICK: Readonly<Record<LotPickPurposeName, NonNullable<LotsQuery['pick']>>> = {
  FEATURED: 'featured',
  COVER: 'cover',
};

/** The upstream's query for one window (`limit` at least 1: a `first: 0` window still counts). */
function lotsQueryOf(view: CatalogLotsView, window: PageWindow): LotsQuery {
  const search = view.search?.trim() ?? '';
  return {
    filter: REST_FILTER[view.filter],
    sort: view.sort === 'STATUS' ? 'status' : 'number',
    showDeleted: view.showDeleted ? 'true' : 'false',
    ...(view.pick ? { pick: REST_PICK[view.pick] } : {}),
    ...(search ? { search: search.slice(0, 200) } : {}),
    ...(view.ids ? { ids: view.ids.join(',') } : {}),
    offset: String(window.offset),
    limit: String(Math.max(1, window.limit)),
  };
}

/** The view's rows out of every lot of the catalog (an upstream without the paged extension). */
export function lotsOfView(all: readonly Lot[], view: CatalogLotsView): Lot[] {
  const ids = view.ids ? new Set(view.ids) : null;
  const kept = all.filter(
    (lot) =>
      (view.pick === null || isPickableLot(lot, view.pick)) &&
      matchesLotSearch(lot, view.search) &&
      (ids === null || ids.has(lot.id)),
  );
  return reviewItemRows(kept, view);
}

/** A 400 or 404 of the extension's call: an upstream that may not have it (the plain call tells). */
const mayLackExtension = (error: unknown) =>
  error instanceof UpstreamError && (error.status === 400 || error.status === 404);

/**
 * One page of a catalog's lots (Review & Publish item table, the pickers), read a page's worth from
 * the catalog service through the paged extension of GET .../lots (x-extension in catalog.yaml).
 * An upstream without it answers every lot without `totalCount` (or refuses the parameters): the
 * gateway then filters, sorts and pages the whole listing itself, with the same shared rules.
 */
export async function catalogLotPage(
  context: GatewayContext,
  catalogId: string,
  view: CatalogLotsView,
  window: PageWindow,
): Promise<LotPage> {
  const path = '/cps/app/catalog/{catalogID}/lots';
  const paged = await context.rest.catalog
    .GET(path, { params: { path: { catalogID: catalogId }, query: lotsQueryOf(view, window) } })
    .then((res) => res.data)
    .catch((error: unknown) => {
      if (mayLackExtension(error)) return null;
      throw error;
    });
  if (paged && typeof paged.totalCount === 'number')
    return { lots: paged.lots.slice(0, window.limit).map(lotOf), totalCount: paged.totalCount };
  const whole: RestLot[] =
    paged?.lots ??
    (await context.rest.catalog.GET(path, { params: { path: { catalogID: catalogId } } })).data.lots;
  const rows = lotsOfView(whole.map(lotOf), view);
  return { lots: rows.slice(window.offset, window.offset + window.limit), totalCount: rows.length };
}

/**
 * The review's whole-catalog counts (banners, Publish All) from the catalog service's counts
 * extension (GET .../lots/counts, x-extension in catalog.yaml): one aggregate, whatever the size of
 * the sale. An upstream without it (404, or 400) is answered from the legacy summary's lots, counted
 * with the same shared rule.
 */
export async function catalogLotCounts(context: GatewayContext, catalogId: string): Promise<ReviewLotCounts> {
  const counted = await context.rest.catalog
    .GET('/cps/app/catalog/{catalogID}/lots/counts', { params: { path: { catalogID: catalogId } } })
    .then((res) => res.data.counts)
    .catch((error: unknown) => {
      if (mayLackExtension(error)) return null;
      throw error;
    });
  if (counted) return counted;
  const whole = await new ItemsApi(context.rest.catalog).summary(catalogId);
  return reviewLotCounts(whole.lots.map(lotOf));
}

/** The most lots one by-id read asks (a page's worth). */
export const MAX_LOTS_BY_IDS = 200;

/**
 * The catalog's lots with these ids (at most MAX_LOTS_BY_IDS), in the order of `ids`; ids not in
 * the catalog are left out. One page read through the `ids` extension (the whole listing without it).
 */
export async function catalogLotsByIds(
  context: GatewayContext,
  catalogId: string,
  ids: readonly string[],
): Promise<Lot[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_LOTS_BY_IDS);
  if (wanted.length === 0) return [];
  const view: CatalogLotsView = {
    filter: 'ALL',
    sort: 'NUMBER',
    showDeleted: true,
    pick: null,
    search: null,
    ids: wanted,
  };
  const page = await catalogLotPage(context, catalogId, view, { offset: 0, limit: wanted.length, page: 1 });
  const byId = new Map(page.lots.map((lot) => [lot.id, lot]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
