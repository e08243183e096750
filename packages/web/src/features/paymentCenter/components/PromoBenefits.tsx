import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The promo's benefit list and FAQ link (sales §2 Payments promo). */
export function PromoBenefits({ benefits, faqUrl }: { benefits: readonly string[]; faqUrl: string }) {
  return (
    <Stack gap="sm">
      <List
        spacing="xs"
        icon={<IconCheck size={16} aria-hidden />}
        aria-label="Benefits of payment processing"
      >
        {benefits.map((b) => (
          <List.Item key={b}>{b}</List.Item>
        ))}
      </List>
      <Text size="sm">
        Questions?{' '}
        <Anchor href={faqUrl} target="_blank" rel="noreferrer">
          Read the payments FAQ
        </Anchor>
      </Text>
    </Stack>
  );
}
