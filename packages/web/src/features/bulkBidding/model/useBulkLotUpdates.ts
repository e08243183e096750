import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import {
  BulkBiddingLotsChangedDocument,
  type BulkBiddingLotFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';

const changes = toDocument(BulkBiddingLotsChangedDocument);

type Lot = BulkBiddingLotFieldsFragment;
export type LiveLots = ReadonlyMap<string, Lot>;

const NONE: LiveLots = new Map();

/**
 * Live changes of the lots on the page (current bid, bid count, end time) over the gateway's
 * WebSocket, watching only the page's lot refs and kept beside the page's answer: the changed lots
 * by ref, since the answer `base` (another page or a refetch starts again from the new answer). A
 * failed connection leaves Refresh as it was. `onChange` hears each batch of changed lots (the page
 * checks its queued bids against them).
 */
export function useBulkLotUpdates(
  catalogRef: string,
  lotRefs: readonly string[],
  enabled: boolean,
  base: unknown,
  onChange?: (lots: readonly Lot[]) => void,
): LiveLots {
  const [live, setLive] = useState<{ base: unknown; lots: LiveLots }>({ base, lots: NONE });
  useSubscription(changes, {
    variables: { catalogRef, lotRefs: [...lotRefs] },
    skip: !enabled || lotRefs.length === 0,
    fetchPolicy: 'no-cache',
    onError: () => undefined,
    onData: ({ data }) => {
      const changed = data.data?.bulkBiddingLotsChanged.lots ?? [];
      if (changed.length === 0) return;
      onChange?.(changed);
      setLive((current) => {
        const lots = new Map(current.base === base ? current.lots : NONE);
        for (const lot of changed) lots.set(lot.lotRef, lot);
        return { base, lots };
      });
    },
  });
  return live.base === base ? live.lots : NONE;
}

/** The lots with their live changes applied (the same array when none changed). */
export function withLiveLots(lots: readonly Lot[], live: LiveLots): readonly Lot[] {
  if (live.size === 0) return lots;
  return lots.map((lot) => live.get(lot.lotRef) ?? lot);
}
