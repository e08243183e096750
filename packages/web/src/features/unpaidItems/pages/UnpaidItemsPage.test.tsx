import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnpaidItemSettingsFieldsFragment } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { SETTINGS_MESSAGES } from '../model/settingsForm';
import { readSettings, saveSettings } from './unpaidItemsTestSupport';

/**
 * The unpaid-items screens against the REAL stack (issue 36): the pipeline with its stages, search and
 * pages in the URL and the pause dialog; the settings with their messages; the dry run; the offers.
 * The automation is switched on for the file and put back after, so other files see the seed as it was.
 */
let staff: ApolloClient;
let before: UnpaidItemSettingsFieldsFragment;

beforeAll(async () => {
  staff = createTestClient('staff');
  before = await readSettings(staff);
  await saveSettings(staff, { ...before, enabled: true });
});

afterAll(async () => {
  await saveSettings(staff, before);
});

describe('Unpaid Items: the pipeline', () => {
  it('shows the stages with counts and filters by the URL', async () => {
    const { user, router } = renderApp('/unpaid-items');
    const stages = await screen.findByRole('navigation', { name: 'Stages' });
    const reminded = within(stages).getByRole('link', { name: /^Reminded \d+/ });
    await user.click(reminded);
    await waitFor(() => expect(router.state.location.search).toBe('?stage=reminded'));
    expect(await screen.findByText('Showing: Reminded')).toBeTruthy();
  });

  it('puts the search in the URL, and says when nothing matches', async () => {
    const { user, router } = renderApp('/unpaid-items');
    await screen.findByRole('navigation', { name: 'Stages' });
    await user.type(screen.getByRole('textbox', { name: /Search/ }), 'no such buyer zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=no+such+buyer+zzz'));
    expect(await screen.findByText('No unpaid invoices match')).toBeTruthy();
  });

  it('pauses an invoice from its row through a dialog in the URL, and resumes it', async () => {
    const { user, router } = renderApp('/unpaid-items');
    const table = await screen.findByRole('table', { name: 'Unpaid invoices' });
    const pause = within(table).getAllByRole('button', { name: /^Pause the automation for invoice / })[0]!;
    const invoiceId = /invoice (\d+)$/.exec(pause.getAttribute('aria-label') ?? '')?.[1] ?? '';
    await user.click(pause);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('invoiceId')).toBe(invoiceId),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pause the automation' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Paused invoices leave the pipeline and are listed when asked for.
    renderApp('/unpaid-items?stage=paused');
    const paused = await screen.findByRole('button', {
      name: `Resume the automation for invoice ${invoiceId}`,
    });
    await user.click(paused);
    const resume = await screen.findByRole('dialog', { name: 'Resume the automation' });
    await user.click(within(resume).getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Resume the automation for invoice ${invoiceId}` }),
      ).toBeNull(),
    );
  });

  it('lists the dry run and the offers', async () => {
    renderApp('/unpaid-items/preview');
    expect(await screen.findByRole('heading', { level: 1, name: "Today's Steps" })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByRole('table', { name: 'Steps the automation would take now' }) ??
          screen.queryByText('Nothing to do now'),
      ).toBeTruthy(),
    );
    const { user, router } = renderApp('/unpaid-items/offers');
    await screen.findByRole('heading', { level: 1, name: 'Second-Chance Offers' });
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=all'));
  });
});

describe('Unpaid Items: the settings', () => {
  it('labels every setting, shows a rule broken, and saves', async () => {
    const { user } = renderApp('/unpaid-items/settings');
    const days = await screen.findByRole('textbox', { name: /Payment deadline/ });
    expect(screen.getByRole('switch', { name: /Run the unpaid-item automation/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Strikes expire after/ })).toBeTruthy();
    await user.clear(days);
    await user.type(days, '40');
    await user.tab();
    expect(await screen.findByText(SETTINGS_MESSAGES.paymentDays)).toBeTruthy();
    await user.clear(days);
    await user.type(days, '8');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The unpaid-item settings were saved.')).toBeTruthy();
    expect((await readSettings(staff)).paymentDays).toBe(8);
  });

  it('is refused without settings access', async () => {
    renderApp('/unpaid-items/settings', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
