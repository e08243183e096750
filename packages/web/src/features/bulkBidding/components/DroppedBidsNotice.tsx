import { Alert, List } from '@mantine/core';
import { droppedBidText, type DroppedBid } from '../model/bulkBiddingModel';

/** The queued bids a change of their lot removed (closed, or outbid past them), one line each. */
export function DroppedBidsNotice({ bids, onClose }: { bids: readonly DroppedBid[]; onClose: () => void }) {
  return (
    <Alert
      color="orange"
      title="Some of your bids were removed"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="status"
    >
      <List size="sm">
        {bids.map((bid) => (
          <List.Item key={bid.lotRef}>{droppedBidText(bid)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
