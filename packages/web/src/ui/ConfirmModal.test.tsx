import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { ConfirmModal } from './ConfirmModal';

// Transitions on (env "default"), as in the browser: the dialog is still on screen while it closes.
const inProvider = (node: ReactNode) => (
  <MantineProvider theme={theme} env="default">
    {node}
  </MantineProvider>
);

function modal(opened: boolean, count: number) {
  return inProvider(
    <ConfirmModal
      opened={opened}
      title="Publish Items"
      actionLabel={`Publish ${count}`}
      actionColor="blue"
      onConfirm={() => undefined}
      onCancel={() => undefined}
    >
      {`Publish ${count} item(s)?`}
    </ConfirmModal>,
  );
}

describe('ConfirmModal', () => {
  it('keeps saying what it said while it closes, though what the text counts was cleared', async () => {
    const view = render(modal(true, 3));
    expect(await screen.findByText('Publish 3 item(s)?')).toBeTruthy();
    // Publishing closes the dialog and clears the selection in the same update.
    view.rerender(modal(false, 0));
    expect(screen.queryByText('Publish 0 item(s)?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish 0' })).toBeNull();
    expect(screen.getByText('Publish 3 item(s)?')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Publish 3 item(s)?')).toBeNull());
  });

  it('shows the new text when opened again', async () => {
    const view = render(modal(true, 3));
    await screen.findByText('Publish 3 item(s)?');
    view.rerender(modal(false, 0));
    await waitFor(() => expect(screen.queryByText('Publish 3 item(s)?')).toBeNull());
    view.rerender(modal(true, 2));
    expect(await screen.findByText('Publish 2 item(s)?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish 2' })).toBeTruthy();
  });
});
