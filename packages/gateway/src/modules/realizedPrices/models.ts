import type { components } from '../../__generated__/upstream/catalog.js';

/** Codegen mapper: the screen resolves from the catalog service's catalog and lots, with the gateway's own editability. */
export interface RealizedPriceScreenModel {
  catalog: components['schemas']['RealizedCatalog'];
  /** Every lot; or, when `pageOfLots` is set, only the lots of that page. */
  lots: components['schemas']['RealizedLot'][];
  /** The page `lots` holds and the count of all (the paging extension); null when `lots` is every lot. */
  pageOfLots: { offset: number; limit: number; totalCount: number } | null;
  /** Null when the caller may edit; otherwise why not (the gateway's check, sales §6). */
  notEditableReason: string | null;
}

/** Codegen mapper: a lot resolves from the service's record. */
export type RealizedPriceLotModel = components['schemas']['RealizedLot'];
