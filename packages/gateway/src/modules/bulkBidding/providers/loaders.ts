import DataLoader from 'dataloader';
import type { GatewayContext } from '../../../context.js';
import { perKeyLoader } from '../../perKeyLoader.js';
import type { BulkBidHistoryEntryModel } from '../models.js';
import { BidAdminApi } from './bidAdminApi.js';

export interface BulkBiddingLoaders {
  /**
   * The bid history of lots (catalogRef + lotRef): every load of one request goes out in ONE
   * POST .../bidHistory per catalog (per 500 lots).
   */
  bulkBidHistory: DataLoader<BidHistoryKey, BulkBidHistoryEntryModel[], string>;
  /** GET .../cancelBidCount, once per catalog per request. */
  bulkCancelBidCount: DataLoader<string, number>;
}

export interface BidHistoryKey {
  catalogRef: string;
  lotRef: string;
}

const BATCH = 500;

export function createBulkBiddingLoaders(context: GatewayContext): BulkBiddingLoaders {
  const api = new BidAdminApi(context);
  return {
    bulkCancelBidCount: perKeyLoader((catalogRef: string) => api.cancelBidCount(catalogRef)),
    bulkBidHistory: new DataLoader<BidHistoryKey, BulkBidHistoryEntryModel[], string>(
      async (keys) => {
        const byCatalog = new Map<string, string[]>();
        for (const key of keys)
          byCatalog.set(key.catalogRef, [...(byCatalog.get(key.catalogRef) ?? []), key.lotRef]);
        const found = new Map<string, BulkBidHistoryEntryModel[]>();
        await Promise.all(
          [...byCatalog].flatMap(([catalogRef, refs]) => {
            const batches: Promise<void>[] = [];
            for (let i = 0; i < refs.length; i += BATCH)
              batches.push(
                api.bidHistory(catalogRef, refs.slice(i, i + BATCH)).then((entries) => {
                  for (const entry of entries) found.set(`${catalogRef}\u0000${entry.lotRef}`, entry.bids);
                }),
              );
            return batches;
          }),
        );
        return keys.map((key) => found.get(`${key.catalogRef}\u0000${key.lotRef}`) ?? []);
      },
      { cacheKeyFn: (key) => `${key.catalogRef}\u0000${key.lotRef}`, maxBatchSize: 5_000 },
    ),
  };
}

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    bulkBidding: BulkBiddingLoaders;
  }
}
