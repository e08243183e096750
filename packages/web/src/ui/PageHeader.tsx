import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right (wrap below the title on narrow screens). */
  actions?: ReactNode;
  /** A small line above the title, e.g. the area name or a back link. */
  eyebrow?: ReactNode;
}

/** The title block every screen starts with. */
export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ minWidth: 0 }}>
        {eyebrow ? (
          <Text size="sm" c="dimmed" fw={500}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1}>{title}</Title>
        {description ? (
          <Text c="dimmed" size="sm" maw={720}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Box>{actions}</Box> : null}
    </Group>
  );
}
