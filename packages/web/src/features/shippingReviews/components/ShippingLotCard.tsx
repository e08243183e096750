import { SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import { Badge, Button, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconPackage, IconPhoto } from '@tabler/icons-react';
import type { ShippingReviewPageQuery } from '../../../__generated__/graphql';
import { TruncatedText } from '../../../ui/TruncatedText';
import { truncateLongText } from '../../../ui/truncate';
import { STATUS_COLORS } from '../model/shippingTabs';

export type ShippingLot = NonNullable<ShippingReviewPageQuery['shippingReviewCatalog']>['lots'][number];

const formatNumber = (n: number | null | undefined) => (n === null || n === undefined ? '–' : String(n));

/** What the lot ships as: its objects with their dimensions. */
function objectsSummary(lot: ShippingLot): string {
  const { objects } = lot.review;
  if (objects.length === 0) return 'No objects';
  const [first] = objects;
  const dims = first
    ? `${formatNumber(first.height)} × ${formatNumber(first.width)} × ${formatNumber(first.depth)} ${first.unit.toLowerCase()}`
    : '';
  return objects.length === 1 ? `1 object · ${dims}` : `${objects.length} objects · first ${dims}`;
}

/** A lot card of step 7: status label, the failed hint, Confirm and Edit Shipping Details. */
export function ShippingLotCard({
  lot,
  confirming,
  onConfirm,
  onEdit,
}: {
  lot: ShippingLot;
  confirming: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const { review } = lot;
  const headingId = `shipping-lot-${lot.id}`;
  return (
    <Paper p="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {lot.imageUrl ? (
            <Image src={lot.imageUrl} alt="" w={64} h={64} radius="sm" fit="cover" />
          ) : (
            <ThemeIcon variant="light" color="gray" size={64} radius="sm" aria-hidden="true">
              <IconPhoto size={28} stroke={1.5} />
            </ThemeIcon>
          )}
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text id={headingId} fw={650} size="sm">
                Lot {lot.lotNumber}
              </Text>
              <Badge color={STATUS_COLORS[review.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
                {review.statusLabel}
              </Badge>
            </Group>
            <TruncatedText text={lot.title} truncate={truncateLongText} size="sm" lineClamp={2} />
          </Stack>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconPackage size={16} stroke={1.5} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            {objectsSummary(lot)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Ships from: {review.originName ?? 'No fulfillment location'}
        </Text>
        {review.status === 'FAILED' ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertCircle
              size={16}
              color="var(--mantine-color-red-7)"
              aria-hidden="true"
              style={{ flexShrink: 0 }}
            />
            <Text size="xs" c="red">
              {SHIPPING_REVIEW_MESSAGES.failedHint}
            </Text>
          </Group>
        ) : null}
        <Group gap="xs" mt="auto" justify="flex-end">
          {review.canEdit ? (
            <Button
              variant="default"
              size="xs"
              onClick={onEdit}
              aria-label={`Edit shipping details of lot ${lot.lotNumber}`}
            >
              Edit
            </Button>
          ) : null}
          {review.canConfirm ? (
            <Button
              size="xs"
              onClick={onConfirm}
              loading={confirming}
              aria-label={`Confirm shipping of lot ${lot.lotNumber}`}
            >
              Confirm
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
