import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import type { RealizedPriceScreenResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionOf, windowOf, type PagingRule } from '../../../shared/connection.js';
import { pageWindow } from '../../../input/paging.js';
import { realizedPriceScreen } from '../providers/realizedPriceService.js';

/** sales §9: the realized table's page sizes, 50, 100 or 200, 50 by default. */
const REALIZED_LOT_PAGING: PagingRule = {
  defaultSize: GROUP_TABLE_PAGE_SIZES[0],
  maxSize: GROUP_TABLE_PAGE_SIZES.at(-1) ?? 200,
  sizes: GROUP_TABLE_PAGE_SIZES,
};

export const RealizedPriceScreen: RealizedPriceScreenResolvers = {
  catalogId: (m) => String(m.catalog.catalogID),
  title: (m) => m.catalog.title,
  date: (m) => m.catalog.date,
  includesPremium: (m) => m.catalog.includesPremium,
  editable: (m) => m.notEditableReason === null,
  notEditableReason: (m) => m.notEditableReason,
  // Every lot: the answer itself when it holds them all, else one read of the whole snapshot.
  lots: async (m, _args, context) =>
    m.pageOfLots ? (await realizedPriceScreen(context, String(m.catalog.catalogID))).lots : m.lots,
  // One page read from the service (its offset/limit extension), or paged here when the answer
  // already holds every lot (a service without the extension).
  lotPage: async (m, args, context) => {
    const window = pageWindow(args, REALIZED_LOT_PAGING);
    if (!m.pageOfLots) return connectionOf(windowOf(m.lots, window), window, m.lots.length);
    const page = await realizedPriceScreen(context, String(m.catalog.catalogID), {
      offset: window.offset,
      limit: window.limit,
    });
    if (!page.pageOfLots) return connectionOf(windowOf(page.lots, window), window, page.lots.length);
    return connectionOf(page.lots, window, page.pageOfLots.totalCount);
  },
};
