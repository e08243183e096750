import { SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { ShippingReviewUpdatedDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';

const updates = toDocument(ShippingReviewUpdatedDocument);

/**
 * Live shipping review changes of a catalog over the gateway's WebSocket: each change carries the
 * changed review and the counters, which Apollo writes into the normalized cache, so the cards,
 * tabs and banners update in place (no reload, no polling from the browser). Returns the error
 * text to show when polling stopped on an error or the connection failed, and whether the gateway
 * is reconnecting to the shipping service (polling goes on; the page needs no refresh).
 */
export function useShippingReviewUpdates(
  catalogId: string,
  enabled: boolean,
): { pollingError: string | null; reconnecting: boolean } {
  const [pollingError, setPollingError] = useState<string | null>(null);
  const [reconnecting, setReconnecting] = useState(false);
  useSubscription(updates, {
    variables: { catalogId },
    skip: !enabled,
    onData: ({ data }) => {
      const update = data.data?.shippingReviewUpdated;
      if (!update) return;
      if (update.error) setPollingError(update.error);
      setReconnecting(update.reconnecting);
    },
    onError: () => setPollingError(SHIPPING_REVIEW_MESSAGES.pollingError),
  });
  return { pollingError, reconnecting };
}
