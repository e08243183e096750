import { SHIPPING_REVIEW_MESSAGES, shippingBanners, type ShippingCounts } from '@ah/schema';
import { Alert, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconLock,
  IconPlugConnected,
} from '@tabler/icons-react';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The banners of sales §4 from the gateway's counters, plus the two-hour lock and a stopped poll
 * ('Error in polling review data, please refresh the page'), and a notice while the gateway
 * reconnects to the shipping service (polling retries by itself).
 */
export function ShippingBanners({
  counts,
  locked,
  pollingError,
  reconnecting = false,
}: {
  counts: ShippingCounts;
  locked: boolean;
  pollingError: string | null;
  reconnecting?: boolean;
}) {
  return (
    <Stack gap="sm" mb="lg">
      {reconnecting ? (
        <Alert color="blue" icon={<IconPlugConnected size={20} />} role="status">
          {SHIPPING_REVIEW_MESSAGES.reconnecting}
        </Alert>
      ) : null}
      {pollingError ? (
        <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
          {pollingError}
        </Alert>
      ) : null}
      {locked ? (
        <Alert color="orange" icon={<IconLock size={20} />} title={SHIPPING_REVIEW_MESSAGES.locked}>
          Shipping must be confirmed at least 2 hours before the sale starts and cannot change after.
        </Alert>
      ) : null}
      {shippingBanners(counts).map((banner) => {
        switch (banner.kind) {
          case 'loadError':
            return (
              <Alert key={banner.kind} color="red" icon={<IconAlertTriangle size={20} />} role="alert">
                {SHIPPING_REVIEW_MESSAGES.loadError}
              </Alert>
            );
          case 'needsReview':
            return (
              <Alert key={banner.kind} color="red" icon={<IconAlertTriangle size={20} />} role="status">
                {plural(banner.count, 'lot needs', 'lots need')} review. {SHIPPING_REVIEW_MESSAGES.failedHint}
                .
              </Alert>
            );
          case 'readyOrInProgress':
            return (
              <Alert key={banner.kind} color="yellow" icon={<IconClockHour4 size={20} />} role="status">
                {[
                  banner.ready > 0 ? `${plural(banner.ready, 'lot is', 'lots are')} ready to confirm` : null,
                  banner.inProgress > 0
                    ? `${plural(banner.inProgress, 'lot is', 'lots are')} still getting a shipping quote`
                    : null,
                ]
                  .filter(Boolean)
                  .join('; ')}
                . Confirm shipping at least 2 hours before the sale starts.
              </Alert>
            );
          case 'allConfirmed':
            return (
              <Alert key={banner.kind} color="green" icon={<IconCircleCheck size={20} />} role="status">
                {SHIPPING_REVIEW_MESSAGES.allConfirmed}
              </Alert>
            );
        }
      })}
    </Stack>
  );
}
