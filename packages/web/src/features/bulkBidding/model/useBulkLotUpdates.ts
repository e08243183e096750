import { useSubscription } from '@apollo/client/react';
import { BulkBiddingLotsChangedDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../app/graphqlDocument';

const changes = toDocument(BulkBiddingLotsChangedDocument);

/**
 * Live changes of the lots on the page (current bid, bid count, end time) over the gateway's
 * WebSocket: Apollo writes each changed lot into the normalized cache (BulkBiddingLot by lotRef),
 * so the rows update in place without Refresh. A failed connection leaves Refresh as it was.
 */
export function useBulkLotUpdates(catalogRef: string, lotRefs: readonly string[], enabled: boolean): void {
  useSubscription(changes, {
    variables: { catalogRef, lotRefs: [...lotRefs] },
    skip: !enabled || lotRefs.length === 0,
    onError: () => undefined,
  });
}
