import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import type { SalePreviewResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionOf, type PagingRule } from '../../../shared/connection.js';
import { pageWindow } from '../../../input/paging.js';

/** The preview grid's pages (sales §9: 50, 100 or 200 lots; 50 by default). */
export const PREVIEW_LOTS_PAGING: PagingRule = {
  defaultSize: GROUP_TABLE_PAGE_SIZES[0],
  maxSize: 200,
  sizes: GROUP_TABLE_PAGE_SIZES,
};

/** The preview's lots: a searched page (`lotPage`), or every lot for the deprecated `lots`. */
export const SalePreview: SalePreviewResolvers = {
  lots: (parent) => parent.readAllLots(),
  lotPage: async (parent, args) => {
    const window = pageWindow(args, PREVIEW_LOTS_PAGING);
    const page = await parent.readLotPage(args.search ?? null, window);
    return connectionOf(page.lots, window, page.totalCount);
  },
};
