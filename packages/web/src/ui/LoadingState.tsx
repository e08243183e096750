import { Center, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';

/** A centered spinner with an accessible label; `fullScreen` fills the viewport (app start). */
export function LoadingState({
  label = 'Loading…',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <Center h={fullScreen ? '100vh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** Placeholder cards while a list loads: the layout stays put when the data arrives. */
export function ListSkeleton({ rows = 4, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Paper key={index} p="md">
          <Skeleton height={14} width="35%" radius="sm" mb="md" />
          <Skeleton height={10} width="70%" radius="sm" mb="xs" />
          <Skeleton height={10} width="55%" radius="sm" />
        </Paper>
      ))}
    </Stack>
  );
}
