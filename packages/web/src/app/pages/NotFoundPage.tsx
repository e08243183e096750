import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The spec's text for unknown paths (invoicing §2, sales §2). */
export const NOT_FOUND_MESSAGE = 'Page Not Found - Please try another page';

export function NotFoundPage() {
  return (
    <Paper p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconMapPinOff size={28} stroke={1.5} />
        </ThemeIcon>
        <Text fz={48} fw={700} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1}>{NOT_FOUND_MESSAGE}</Title>
        <Button component={Link} to="/" variant="default">
          Back to the start page
        </Button>
      </Stack>
    </Paper>
  );
}
