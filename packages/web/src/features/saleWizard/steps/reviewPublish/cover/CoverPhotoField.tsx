import { Alert, AspectRatio, Badge, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';
import { memo } from 'react';
import type { CoverPhotoFieldsFragment } from '../../../../../__generated__/graphql';
import { CoverPhotoModal } from './CoverPhotoModal';
import { COVER_TEXTS } from './coverTexts';

export interface CoverPhotoFieldProps {
  catalogId: string;
  /** `saleReview.cover`; null when it could not be loaded. */
  cover: CoverPhotoFieldsFragment | null | undefined;
  /** The sale starts within 2 hours: session details cannot be changed (sales §4 two-hour lock). */
  in2Hours: boolean;
}

/**
 * The cover image line of the session details (sales §2 Review & Publish): the current cover, the
 * needs-attention flag of code 130, and the button that opens the cover-photo modal.
 */
/** Memoised: the review's item table re-renders its page on every tick of a box. */
export const CoverPhotoField = memo(function CoverPhotoField({
  catalogId,
  cover,
  in2Hours,
}: CoverPhotoFieldProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="xs" data-testid="cover-photo">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Box w={96}>
          <AspectRatio ratio={1}>
            {cover?.url ? (
              <Image src={cover.url} alt={COVER_TEXTS.current} fit="cover" radius="sm" />
            ) : (
              <Box bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 4 }}>
                <IconPhoto size={28} aria-hidden="true" color="var(--mantine-color-gray-5)" />
              </Box>
            )}
          </AspectRatio>
        </Box>
        <Stack gap={6} style={{ minWidth: 0 }}>
          {!cover ? (
            <Text size="sm" c="dimmed">
              {COVER_TEXTS.loadFailed}
            </Text>
          ) : !cover.url && !cover.needsAttention ? (
            <Text size="sm" c="dimmed">
              {COVER_TEXTS.none}
            </Text>
          ) : null}
          {cover?.needsAttention ? (
            <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
              {COVER_TEXTS.needsAttentionBadge}
            </Badge>
          ) : null}
          {cover && !in2Hours ? (
            <Button variant="light" size="xs" onClick={open} w="fit-content">
              {cover.url ? COVER_TEXTS.change : COVER_TEXTS.select}
            </Button>
          ) : null}
        </Stack>
      </Group>
      {cover?.needsAttention ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} py="xs">
          {COVER_TEXTS.needsAttention}
        </Alert>
      ) : null}
      <CoverPhotoModal opened={opened} onClose={close} catalogId={catalogId} cover={cover} />
    </Stack>
  );
});
