import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { FEATURED_TEXTS } from './featuredTexts';

export interface FeaturedPromotionProps {
  /**
   * The promotion text (`saleReview.promotionText`): present only when the house has featured lots
   * enabled (sales §6: the promotion needs isFeaturedLotsEnabled); null renders nothing.
   */
  promotionText: string | null | undefined;
}

/** The paid-feature promotion line ("Feature your lots for $249 per lot/item.") and its modal. */
export function FeaturedPromotion({ promotionText }: FeaturedPromotionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!promotionText) return null;
  return (
    <>
      <Group gap={6} wrap="wrap" data-testid="featured-promotion">
        <IconSparkles size={16} aria-hidden="true" color="var(--mantine-color-yellow-7)" />
        <Text size="sm">{promotionText}</Text>
        <Anchor component="button" type="button" size="sm" onClick={open}>
          {FEATURED_TEXTS.promotionLink}
        </Anchor>
      </Group>
      <Modal opened={opened} onClose={close} title={FEATURED_TEXTS.promotionTitle}>
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {promotionText}
          </Text>
          <Text size="sm">{FEATURED_TEXTS.promotionBody}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>{FEATURED_TEXTS.close}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
