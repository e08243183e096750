import { Anchor, AspectRatio, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhotoOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { lotAmountText, lotLabel, PREVIEW_LINKED_FROM, type PreviewLot } from '../previewModel';
import { PREVIEW_TEXTS } from '../previewTexts';

export interface PreviewLotCardProps {
  lot: PreviewLot;
  isBin: boolean;
  currencyCode: string;
  /** The sale starts within 2 hours: no edit link, whatever the lot says. */
  locked: boolean;
}

/** One lot of the preview grid: image, number, title and estimate (price for bin), and Edit. */
export function PreviewLotCard({ lot, isBin, currencyCode, locked }: PreviewLotCardProps) {
  const editPath = locked ? null : (lot.editPath ?? null);
  const label = lotLabel(lot);
  const amount = lotAmountText(lot, isBin, currencyCode);
  return (
    <Card padding="sm" withBorder component="article" aria-label={label} data-testid="preview-lot">
      <Card.Section>
        <AspectRatio ratio={1}>
          {lot.primaryImageUrl ? (
            <Image src={lot.primaryImageUrl} alt={`${label}: ${lot.title}`} fit="contain" bg="gray.0" />
          ) : (
            <Center bg="gray.1" c="dimmed">
              <Stack gap={4} align="center">
                <IconPhotoOff size={28} aria-hidden="true" />
                <Text size="xs">{PREVIEW_TEXTS.noImage}</Text>
              </Stack>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {editPath ? (
            <Anchor
              component={Link}
              to={editPath}
              // The lot page returns to the preview (sales §2: linkedFrom step5).
              state={{ linkedFrom: PREVIEW_LINKED_FROM }}
              size="sm"
              aria-label={`Edit ${label}`}
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconPencil size={14} aria-hidden="true" />
                {PREVIEW_TEXTS.edit}
              </Group>
            </Anchor>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={2} title={lot.title}>
          {lot.title}
        </Text>
        {amount ? (
          <Text size="sm" c="dimmed">
            {isBin ? PREVIEW_TEXTS.price : PREVIEW_TEXTS.estimate}: {amount}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
