import {
  Alert,
  AspectRatio,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconStar } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { FeaturedItemsFieldsFragment } from '../../../../../__generated__/graphql';
import { featuredLotLabel, type FeaturedLot } from './featuredModel';
import { FeaturedPickerModal } from './FeaturedPickerModal';
import { FeaturedPromotion } from './FeaturedPromotion';
import { FEATURED_TEXTS } from './featuredTexts';

export interface FeaturedLotsBlockProps {
  catalogId: string;
  /** `saleReview.featured` (FeaturedItemsFields, with the saved lots); null when it could not be loaded. */
  featured: FeaturedItemsFieldsFragment | null | undefined;
  /** `saleReview.promotionText`: the $249 promotion, null when featured lots are not enabled. */
  promotionText?: string | null;
  /** The sale starts within 2 hours: the featured items cannot be changed (sales §4 two-hour lock). */
  in2Hours: boolean;
}

/**
 * The Featured Items block of Review & Publish (sales §2): the 5 featured items with their image and
 * lot number, the button that opens the picker, and the paid-feature promotion. Mount it only when the
 * house has featured lots enabled (`saleReview.featuredLotsEnabled`).
 */
export const FeaturedLotsBlock = memo(function FeaturedLotsBlock({
  catalogId,
  featured,
  promotionText,
  in2Hours,
}: FeaturedLotsBlockProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [savedNotice, setSavedNotice] = useState(false);
  // The saved lots come with the featured items, in their saved order.
  const chosen: readonly FeaturedLot[] = featured?.lots ?? [];

  return (
    <Paper p="md" component="section" aria-labelledby="featured-items-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap={8}>
            <IconStar size={18} aria-hidden="true" />
            <Title order={3} id="featured-items-heading">
              {FEATURED_TEXTS.heading}
            </Title>
          </Group>
          {featured && !in2Hours ? (
            <Button
              variant="light"
              size="sm"
              onClick={() => {
                setSavedNotice(false);
                open();
              }}
            >
              {chosen.length > 0 ? FEATURED_TEXTS.edit : FEATURED_TEXTS.select}
            </Button>
          ) : null}
        </Group>
        {!featured ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} py="xs">
            {FEATURED_TEXTS.loadFailed}
          </Alert>
        ) : chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {FEATURED_TEXTS.none} {FEATURED_TEXTS.intro}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" role="list" aria-label={FEATURED_TEXTS.heading}>
            {chosen.map((lot) => (
              <Stack key={lot.id} gap={4} role="listitem" aria-label={featuredLotLabel(lot)}>
                <AspectRatio ratio={1}>
                  <Image
                    src={lot.primaryImageUrl ?? null}
                    alt={`${featuredLotLabel(lot)}: ${lot.title}`}
                    fit="contain"
                    bg="gray.0"
                    radius="sm"
                  />
                </AspectRatio>
                <Text size="xs" fw={600}>
                  {featuredLotLabel(lot)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {savedNotice ? (
          <Text size="sm" c="teal" role="status">
            {FEATURED_TEXTS.saved}
          </Text>
        ) : null}
        <FeaturedPromotion promotionText={promotionText} />
      </Stack>
      {featured ? (
        <FeaturedPickerModal
          opened={opened}
          onClose={close}
          catalogId={catalogId}
          savedLots={chosen}
          onSaved={() => setSavedNotice(true)}
        />
      ) : null}
    </Paper>
  );
});

export default FeaturedLotsBlock;
