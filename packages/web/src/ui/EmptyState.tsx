import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links that get the user going. */
  actions?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  return (
    <Paper p="xl" bg="var(--mantine-color-body)">
      <MantineEmptyState
        title={title}
        description={description}
        icon={icon ?? <IconInbox size={28} stroke={1.5} />}
        size="md"
        py="lg"
      >
        {actions}
      </MantineEmptyState>
    </Paper>
  );
}
