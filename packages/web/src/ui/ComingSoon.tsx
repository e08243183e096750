import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ComingSoonProps {
  /** The screen's name as the navigation calls it. */
  name: string;
  /** What the screen will do, one sentence. */
  description?: ReactNode;
  /** Where to go instead. */
  backTo?: { to: string; label: string };
}

/** A real page for a screen of the product that is not in this release yet. */
export function ComingSoon({
  name,
  description,
  backTo = { to: '/', label: 'Back to the start page' },
}: ComingSoonProps) {
  return (
    <Paper p={{ base: 'lg', sm: 48 }} maw={720} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTools size={28} stroke={1.5} />
        </ThemeIcon>
        <Badge variant="light" color="gray">
          Coming soon
        </Badge>
        <Title order={1}>{name}</Title>
        <Text c="dimmed" maw={520}>
          The {name} screen is coming in a later release.
          {description ? <> {description}</> : null}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={backTo.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {backTo.label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
