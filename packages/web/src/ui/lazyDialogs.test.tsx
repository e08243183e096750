import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { DIALOG_LOAD_FAILED, lazyDialogs } from './lazyDialogs';
import { theme } from './theme';

/** The dialogs' module as the bundler gives it: here a component, or a failed download first. */
function LoadedDialog({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" onClick={onClose}>
      Loaded dialog
    </button>
  );
}

function downloads(failures: number) {
  let attempts = 0;
  const load = async (): Promise<ComponentType<{ onClose: () => void }>> => {
    attempts += 1;
    if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return LoadedDialog;
  };
  return { load, attempts: () => attempts };
}

function renderScreen(dialogs: ReturnType<typeof lazyDialogs<{ onClose: () => void }>>, preload = false) {
  const { Dialogs, usePreload } = dialogs;
  function Screen() {
    const [open, setOpen] = useState(false);
    usePreload(preload);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {open ? <Dialogs onClose={() => setOpen(false)} /> : null}
      </>
    );
  }
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <Screen />
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('lazyDialogs', () => {
  it('closes the dialog and says so when its download fails, and downloads again on the next open', async () => {
    const { load, attempts } = downloads(1);
    const user = renderScreen(lazyDialogs(load));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(DIALOG_LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Loaded dialog' })).toBeNull();
    // The screen behind it is still there.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('button', { name: 'Loaded dialog' })).toBeTruthy();
    expect(attempts()).toBe(2);
  });

  it('preloads once the screen is ready, so opening does not download again', async () => {
    const { load, attempts } = downloads(0);
    const user = renderScreen(lazyDialogs(load), true);
    await waitFor(() => expect(attempts()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Loaded dialog' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('button', { name: 'Loaded dialog' })).toBeTruthy();
    expect(attempts()).toBe(1);
  });
});
