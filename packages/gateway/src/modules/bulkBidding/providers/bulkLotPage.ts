import { BULK_LOTS_PAGE_SIZE, BULK_TABLE_PAGE_SIZE } from '@ah/schema';
import {
  connectionOf,
  windowOf,
  type Connection,
  type ConnectionArgs,
  type PagingRule,
} from '../../../shared/connection.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput } from '../../../errors.js';
import { pageWindow } from '../../../input/paging.js';
import type { BulkBiddingLotModel, BulkBiddingSaleModel } from '../models.js';
import { BidAdminApi } from './bidAdminApi.js';
import { bidAdminPagesFor } from './bidAdminPages.js';
import { lotViews } from './bulkBiddingLotView.js';
import { allLots } from './bulkBiddingService.js';
import { LOT_SEARCH_MAX, lotMatches } from './lotSearch.js';

/** The screen's 50 a page by default; at most the service's 100 a page (sales §9). */
export const BULK_LOT_PAGING: PagingRule = {
  defaultSize: BULK_TABLE_PAGE_SIZE,
  maxSize: BULK_LOTS_PAGE_SIZE,
};

export interface BulkLotPageArgs extends ConnectionArgs {
  search?: string | null;
}

/**
 * BulkBiddingSale.lotPage: only the bid-admin page(s) covering the window (one call for a numbered
 * page), the count from the service's answer. A search goes to the service's `search` extension; a
 * service that does not echo it back lacks the extension, and the gateway then reads every page and
 * searches itself, as the page did before it was paged.
 */
export async function bulkLotPage(
  context: GatewayContext,
  sale: BulkBiddingSaleModel,
  args: BulkLotPageArgs,
): Promise<Connection<BulkBiddingLotModel>> {
  const window = pageWindow(args, BULK_LOT_PAGING);
  const search = (args.search ?? '').trim();
  if (search.length > LOT_SEARCH_MAX)
    throw badUserInput(`search must have at most ${LOT_SEARCH_MAX} characters.`, 'search');
  const { catalogRef } = sale.saleInfo;
  const api = new BidAdminApi(context);
  const { size, pages, skip } = bidAdminPagesFor(window, BULK_LOTS_PAGE_SIZE);
  const answers = await Promise.all(pages.map((page) => api.lotPage(catalogRef, page, size, search)));
  if (search && answers.some((answer) => answer.page.search !== search)) {
    const matching = (await allLots(context, catalogRef, sale.saleInfo.lotCount)).filter((lot) =>
      lotMatches(lot, search),
    );
    return connectionOf(lotViews(catalogRef, windowOf(matching, window)), window, matching.length);
  }
  const lots = answers
    .flatMap((answer) => answer._embedded.bidAdminLotDataList)
    .slice(skip, skip + window.limit);
  return connectionOf(lotViews(catalogRef, lots), window, answers[0]?.page.totalElements ?? 0);
}
