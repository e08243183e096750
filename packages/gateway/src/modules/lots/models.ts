import type { CatalogSummaryLists, Lot } from '../../__generated__/resolvers-types.js';

/** The catalog summary as the gateway reads it: every lot and the summary lists (sales §3). */
export interface CatalogSummaryRead {
  lots: Lot[];
  lists: CatalogSummaryLists;
  in2Hours: boolean;
}

/**
 * Codegen mapper: a catalog's lots resolve field by field, so a page of `items` reads a page from
 * the catalog service and the whole summary (deprecated `lots`, `lists`) is read only when asked,
 * once per request.
 */
export interface CatalogItemsModel {
  catalogId: string;
  /** The catalog summary (every lot and the lists), read on first use. */
  summary: () => Promise<CatalogSummaryRead>;
}
