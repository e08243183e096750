import type { CatalogItemsResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionOf } from '../../../shared/connection.js';
import { pageWindow } from '../../../input/paging.js';
import { catalogLotPage, PICKABLE_LOTS_PAGING, REVIEW_ITEMS_PAGING } from '../providers/catalogLotPages.js';

/**
 * A catalog's lots (sales §4 Item status, Publish buttons; §9 page sizes): `items` and `pickableLots`
 * read one page from the catalog service; `lots` and `lists` the whole summary, once, when asked.
 */
export const CatalogItems: CatalogItemsResolvers = {
  lots: async (parent) => (await parent.summary()).lots,
  lists: async (parent) => (await parent.summary()).lists,
  in2Hours: async (parent) => (await parent.summary()).in2Hours,
  items: async (parent, args, context) => {
    const window = pageWindow(args, REVIEW_ITEMS_PAGING);
    const view = {
      filter: args.filter ?? 'ALL',
      sort: args.sort ?? 'NUMBER',
      showDeleted: args.showDeleted ?? true,
      pick: null,
      search: null,
    };
    const page = await catalogLotPage(context, parent.catalogId, view, window);
    return connectionOf(page.lots, window, page.totalCount);
  },
  pickableLots: async (parent, args, context) => {
    const window = pageWindow(args, PICKABLE_LOTS_PAGING);
    const view = {
      filter: 'ALL' as const,
      sort: 'NUMBER' as const,
      showDeleted: false,
      pick: args.purpose,
      search: args.search ?? null,
    };
    const page = await catalogLotPage(context, parent.catalogId, view, window);
    return connectionOf(page.lots, window, page.totalCount);
  },
};
