import { LOGO_SPECS, PRIVATE_LABEL_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PrivateLabelPageDocument } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { imageFile, LOGO_JPEG_350x100, TINY_JPEG_16x12 } from '../../../test/tinyImageFiles';

/**
 * Settings → Private Label Settings against the REAL stack, as the instant house's staff user (an
 * instant house with connect type s): save colours, refuse a logo of the wrong size, take the right
 * one; the demo house (connect type p) is refused.
 */
const PATH = '/settings/plSettings';
let probe: ApolloClient;

async function saved() {
  const { data } = await probe.query({
    query: toDocument(PrivateLabelPageDocument),
    fetchPolicy: 'network-only',
  });
  if (!data?.privateLabelSettings) throw new Error('The stack returned no private label settings');
  return data.privateLabelSettings;
}

beforeAll(() => {
  probe = createTestClient('instant');
});

describe('Private Label Settings', () => {
  it('is refused to a user without the sensitive flag', async () => {
    renderApp(PATH, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });

  it('is refused to a house that is not private-label (the demo house, connect type p)', async () => {
    renderApp(PATH, { user: 'staff' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });

  it('saves the colours and shows the success banner', async () => {
    const { user } = renderApp(PATH, { user: 'instant' });
    const button = await screen.findByLabelText('Button color', { selector: 'input' });
    expect(screen.getByText(M.logoNote)).toBeTruthy();
    await user.click(button);
    await user.click(await screen.findByRole('option', { name: 'Purple' }));
    await user.click(screen.getByRole('switch', { name: 'Display past auctions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const now = await saved();
    expect(now.buttonColor.name).toBe('Purple');
    expect(now.displayPastAuctions).toBe(false);
  });

  it('refuses a site logo of the wrong size with the exact text, then shows the right one', async () => {
    const { user } = renderApp(PATH, { user: 'instant' });
    const siteInput = (await screen.findByText('Site logo'))
      .closest('div')
      ?.parentElement?.querySelector('input[type="file"]');
    if (!(siteInput instanceof HTMLInputElement)) throw new Error('no site logo input');
    await user.upload(siteInput, imageFile('small.jpg', TINY_JPEG_16x12));
    expect(await screen.findByText(LOGO_SPECS.site.message)).toBeTruthy();
    await user.upload(siteInput, imageFile('site.jpg', LOGO_JPEG_350x100));
    expect(await screen.findByText(new RegExp(M.logoSaved))).toBeTruthy();
    await waitFor(async () => expect((await saved()).siteLogoUrl).toMatch(/^\/images\/file\//));
    const logos = screen.getByRole('region', { name: 'Logos' });
    expect(within(logos).getByRole('img', { name: 'Current site logo' })).toBeTruthy();
  });
});
