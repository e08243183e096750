import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import type { RealizedPriceScreenResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionOf, windowOf, type PagingRule } from '../../../domain/connection.js';
import { pageWindow } from '../../../input/paging.js';

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
  lots: (m) => m.lots,
  // The catalog service answers the snapshot whole (sales §7 has no paged form of it): the gateway
  // sends the browser one page of it.
  lotPage: (m, args) => {
    const window = pageWindow(args, REALIZED_LOT_PAGING);
    return connectionOf(windowOf(m.lots, window), window, m.lots.length);
  },
};
