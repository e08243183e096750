import { SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { ShippingReviewUpdatedDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../app/graphqlDocument';

const updates = toDocument(ShippingReviewUpdatedDocument);

/**
 * Live shipping review changes of a catalog over the gateway's WebSocket: each change carries the
 * changed review and the counters, which Apollo writes into the normalized cache, so the cards,
 * tabs and banners update in place (no reload, no polling from the browser). Returns the error
 * text to show when polling stopped on an error or the connection failed.
 */
export function useShippingReviewUpdates(
  catalogId: string,
  enabled: boolean,
): { pollingError: string | null } {
  const [pollingError, setPollingError] = useState<string | null>(null);
  useSubscription(updates, {
    variables: { catalogId },
    skip: !enabled,
    onData: ({ data }) => {
      const error = data.data?.shippingReviewUpdated.error;
      if (error) setPollingError(error);
    },
    onError: () => setPollingError(SHIPPING_REVIEW_MESSAGES.pollingError),
  });
  return { pollingError };
}
