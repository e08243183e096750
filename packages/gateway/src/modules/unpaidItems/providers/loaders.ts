import DataLoader from 'dataloader';
import type { GatewayContext } from '../../../context.js';
import { orNullWhenMissing } from '../../../input/ids.js';
import { perKeyLoader } from '../../perKeyLoader.js';
import type { UnpaidItemTimelineModel } from '../models.js';
import { MAX_TIMELINE_HEADS, unpaidItemsApi, type UnpaidItemTimelineHead } from './unpaidItemsApi.js';

export interface UnpaidItemsLoaders {
  /**
   * The head of invoices' timelines (stage, what happens next): every load of one request goes out
   * in ONE GET unpaidItems/timelines (per 200 invoices), so a page of invoices costs one call.
   * Null for an invoice the service leaves out (not of the caller's house).
   */
  unpaidItemTimelineHead: DataLoader<number, UnpaidItemTimelineHead | null>;
  /**
   * GET unpaidItems/invoices/{id}/timeline, one call per invoice: the whole timeline with its audit
   * trail, read only when asked for (one invoice's trail at a time). Null for an invoice the service
   * does not know in the house.
   */
  unpaidItemTimeline: DataLoader<number, UnpaidItemTimelineModel | null>;
}

export function createUnpaidItemsLoaders(context: GatewayContext): UnpaidItemsLoaders {
  const api = unpaidItemsApi(context);
  return {
    unpaidItemTimelineHead: new DataLoader<number, UnpaidItemTimelineHead | null>(
      async (invoiceIds) => {
        const heads = await api.timelineHeads(await context.houseRef(), invoiceIds);
        const byId = new Map(heads.map((head) => [head.invoiceId, head]));
        return invoiceIds.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_TIMELINE_HEADS },
    ),
    unpaidItemTimeline: perKeyLoader(async (invoiceId: number) =>
      orNullWhenMissing(api.timeline(await context.houseRef(), invoiceId)),
    ),
  };
}

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    unpaidItems: UnpaidItemsLoaders;
  }
}
