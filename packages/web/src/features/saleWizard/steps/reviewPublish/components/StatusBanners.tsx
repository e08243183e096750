import { REVIEW_MESSAGES } from '@ah/schema';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { ReviewBannerKind } from '../../../../../__generated__/graphql';
import { bannerToggle, type ItemFilter } from '../model/reviewLots';
import type { SaleReviewData } from '../model/reviewData';

const COLORS: Readonly<Record<ReviewBannerKind, string>> = {
  BANNED: 'red',
  POTENTIALLY_BANNED: 'orange',
  UNPUBLISHED: 'blue',
  PAYMENT_RESTRICTED: 'orange',
  WITHOUT_IMAGES: 'yellow',
  UNLOTTED: 'red',
};

/** The two-hour lock (sales §4, §8 Lots). */
export function LockBanner({ message }: { message: string | null }) {
  return (
    <Alert
      color="orange"
      icon={<IconLock size={18} />}
      title={REVIEW_MESSAGES.lockedTitle}
      role="alert"
      data-testid="review-lock-banner"
    >
      {message && message !== REVIEW_MESSAGES.lockedTitle ? message : REVIEW_MESSAGES.lockedText}
    </Alert>
  );
}

/** After publishing: the success text and the 24-48 hours note (focused so it is announced). */
export const PublishSuccessBanner = forwardRef<HTMLDivElement, { onClose: () => void }>(
  function PublishSuccessBanner({ onClose }, ref) {
    return (
      <Alert
        ref={ref}
        tabIndex={-1}
        color="teal"
        icon={<IconCircleCheck size={18} />}
        title={REVIEW_MESSAGES.publishSuccess}
        role="status"
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={onClose}
        data-testid="publish-success-banner"
      >
        {REVIEW_MESSAGES.publishDelayNote}
      </Alert>
    );
  },
);

export interface StatusBannersProps {
  banners: SaleReviewData['banners'];
  filter: ItemFilter;
  /** The link (`?…`) that applies a filter, other params kept. */
  hrefFor: (filter: ItemFilter) => string;
}

/**
 * The status banners (sales §8 Lots: banned, potentially banned, unpublished, payment restricted,
 * without images, unlotted), each with a link that filters the table to it and then reads
 * "Clear Filter" (sales §4).
 */
export function StatusBanners({ banners, filter, hrefFor }: StatusBannersProps) {
  if (banners.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="review-status-banners">
      {banners.map((banner) => {
        const on = filter === banner.filter;
        const kind = banner.kind;
        return (
          <Alert
            key={kind}
            color={COLORS[kind]}
            icon={kind === 'UNPUBLISHED' ? <IconInfoCircle size={18} /> : <IconAlertTriangle size={18} />}
            data-banner={kind}
            py="xs"
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">{banner.message}</Text>
              <Anchor
                component={Link}
                to={hrefFor(bannerToggle(filter, banner.filter as Exclude<ItemFilter, 'ALL'>))}
                size="sm"
                fw={600}
                aria-label={on ? undefined : `View items: ${kind.toLowerCase().replace(/_/g, ' ')}`}
              >
                {on ? REVIEW_MESSAGES.clearFilter : 'View items'}
              </Anchor>
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
