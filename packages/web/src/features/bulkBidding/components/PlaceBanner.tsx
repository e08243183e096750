import { Alert, List, Stack } from '@mantine/core';
import type { PlaceBanner as Banner } from '../model/bulkBiddingModel';

/** sales §4/§8: "New bids successful" (lists lots) and "Unable to place bids." (lists lots). */
export function PlaceBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  return (
    <Stack gap="xs">
      {banner.successTitle ? (
        <Alert
          color="teal"
          title={banner.successTitle}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onClose}
          role="status"
        >
          Lots {banner.successLots.join(', ')}
        </Alert>
      ) : null}
      {banner.failureTitle ? (
        <Alert
          color="red"
          title={banner.failureTitle}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onClose}
          role="alert"
        >
          <List size="sm">
            {banner.failureLots.map((f) => (
              <List.Item key={f.lot}>
                Lot {f.lot}: {f.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
