import type {
  FeaturedLots,
  Lot,
  PreviewLot,
  PublishLotsPayload,
  SalePreview,
} from '../../__generated__/resolvers-types.js';
import type { PageWindow } from '../../shared/connection.js';

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

/**
 * Codegen mapper: the featured items with the saved lots; the deprecated `eligibleLotIds` (every
 * eligible lot of the sale) is read only when asked.
 */
export type FeaturedLotsModel = Omit<FeaturedLots, 'eligibleLotIds'> & {
  readEligibleLotIds: () => Promise<string[]>;
};

/** Codegen mapper: a publish's answer; the deprecated `lots` (every lot for Publish All) only when asked. */
export type PublishLotsPayloadModel = Omit<PublishLotsPayload, 'lots'> & {
  readLots: () => Promise<Lot[]>;
};
