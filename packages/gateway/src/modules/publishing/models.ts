import type { PreviewLot, SalePreview } from '../../__generated__/resolvers-types.js';
import type { PageWindow } from '../../domain/connection.js';

/** One page of the preview's lots and how many match the search. */
export interface PreviewLotPage {
  lots: PreviewLot[];
  totalCount: number;
}

/**
 * Codegen mapper: the preview's header comes with the root field; its lots resolve by field, so
 * `lotPage` reads a page from the catalog service and only the deprecated `lots` reads them all.
 */
export type SalePreviewModel = Omit<SalePreview, 'lots' | 'lotPage'> & {
  /** Every non-deleted lot (the deprecated `lots`), read on first use. */
  readAllLots: () => Promise<PreviewLot[]>;
  /** One page of the lots the search matches. */
  readLotPage: (search: string | null, window: PageWindow) => Promise<PreviewLotPage>;
};
