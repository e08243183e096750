import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The spec's permission-denied text (sales §6). */
export const PERMISSION_DENIED_MESSAGE =
  'You do not have permissions to view this page. Please contact your system administrator.';

export function PermissionDenied() {
  return (
    <Paper p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconLock size={28} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>Access restricted</Title>
        <Text c="dimmed" role="alert">
          {PERMISSION_DENIED_MESSAGE}
        </Text>
        <Button component={Link} to="/" variant="default">
          Back to the start page
        </Button>
      </Stack>
    </Paper>
  );
}
