import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { PREVIEW_TEXTS } from '../previewTexts';

/** What the preview's header shows (sales §2 "Preview screen"; `salePreview.header`). */
export interface PreviewHeaderInfo {
  /** The session title (sessions) or the sale name (bin). */
  title: string;
  houseName: string;
  houseLogoUrl?: string | null;
  /** The sale's city, state and country as one line; null when unknown. */
  location?: string | null;
  /** The session's date and time as shown to staff (its own time zone); null for bin. */
  dateDisplay?: string | null;
  /** 'Live' or 'Timed' for a session; null for bin. */
  saleTypeLabel?: string | null;
}

/**
 * The sale as bidders will see it on top of the lots: for a bin sale the house name, logo and
 * location; for a session its title, the house name, the date and a Live or Timed label.
 */
export function PreviewHeader({ isBin, info }: { isBin: boolean; info: PreviewHeaderInfo }) {
  if (isBin)
    return (
      <Paper p="md" mb="md" data-testid="preview-header">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            src={info.houseLogoUrl ?? null}
            alt={info.houseLogoUrl ? `${info.houseName} logo` : undefined}
            size={64}
            radius="sm"
            variant="light"
          >
            <IconBuildingStore size={28} aria-hidden="true" />
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3}>{info.houseName}</Title>
            {info.location ? (
              <Text size="sm" c="dimmed">
                {info.location}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    );
  return (
    <Paper p="md" mb="md" data-testid="preview-header">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3}>{info.title}</Title>
          <Text size="sm">{info.houseName}</Text>
          {info.dateDisplay ? (
            <Text size="sm" c="dimmed">
              {info.dateDisplay}
            </Text>
          ) : null}
        </Stack>
        {info.saleTypeLabel ? (
          <Badge
            variant="light"
            color={info.saleTypeLabel === PREVIEW_TEXTS.timed ? 'grape' : 'teal'}
            size="lg"
            data-testid="sale-type"
          >
            {info.saleTypeLabel}
          </Badge>
        ) : null}
      </Group>
    </Paper>
  );
}
