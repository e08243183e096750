import { OUTSIDE_DASHBOARD_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { OutsideDashboardSettingsDocument } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';

/**
 * Settings → Analytics Dashboard against the REAL stack, as the instant house's staff user (so the
 * demo house's Campaign Reporting tests keep the built-in dashboard): the empty state, the rules'
 * messages, save with the success banner and the token only hinted, keep the token, remove it.
 */
const PATH = '/settings/analytics-dashboard';
const TOKEN = 'web-test-embed-token-5678-qrst';
let probe: ApolloClient;

async function saved() {
  const { data } = await probe.query({
    query: toDocument(OutsideDashboardSettingsDocument),
    fetchPolicy: 'network-only',
  });
  if (!data?.campaignOutsideDashboardSettings) throw new Error('The stack returned no setting');
  return data.campaignOutsideDashboardSettings;
}

beforeAll(() => {
  probe = createTestClient('instant');
});

describe('Analytics Dashboard settings', () => {
  it('is refused to a user without the reports flag', async () => {
    renderApp(PATH, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });

  it('checks the fields, saves with a banner, never shows the token, and removes the dashboard', async () => {
    const { user } = renderApp(PATH, { user: 'instant' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeTruthy();
    expect(await screen.findByText('No outside dashboard')).toBeTruthy();
    const url = screen.getByLabelText(/^Embed URL/);
    const token = screen.getByLabelText(/^Embed token/);

    // The rules' messages, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.urlRequired)).toBeTruthy();
    expect(screen.getByText(M.tokenRequired)).toBeTruthy();
    await user.type(url, 'http://bi.example.com/embed/1');
    await user.type(token, 'short');
    expect(await screen.findByText(M.urlHttps)).toBeTruthy();
    expect(screen.getByText(M.tokenLength)).toBeTruthy();
    expect((await saved()).configured).toBe(false);

    await user.clear(url);
    await user.type(url, 'https://bi.example.com/embed/1');
    await user.clear(token);
    await user.type(token, TOKEN);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    expect(await saved()).toEqual(
      expect.objectContaining({
        embedUrl: 'https://bi.example.com/embed/1',
        tokenHint: '••••qrst',
        configured: true,
      }),
    );
    expect(await screen.findByTestId('embed-token-hint')).toHaveProperty('textContent', '••••qrst');
    expect((token as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain(TOKEN);

    // An empty token keeps the saved one.
    await user.clear(url);
    await user.type(url, 'https://bi.example.com/embed/2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await saved()).embedUrl).toBe('https://bi.example.com/embed/2'));
    expect((await saved()).tokenHint).toBe('••••qrst');

    await user.click(screen.getByRole('button', { name: 'Remove dashboard' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(M.cleared)).toBeTruthy();
    expect(await screen.findByText('No outside dashboard')).toBeTruthy();
    expect(await saved()).toEqual(
      expect.objectContaining({ embedUrl: null, tokenHint: null, configured: false }),
    );
  });
});
