import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LegalContactDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ANONYMOUS, createTestClient, renderApp } from '../../../test/renderApp';
import {
  CONTACT_TITLE,
  PRIVACY_SECTIONS,
  PRIVACY_TITLE,
  TERMS_SECTIONS,
  TERMS_TITLE,
} from '../model/legalTexts';

/** The footer's Terms, Privacy and Contact against the REAL stack: public, with the right contact. */

async function contactAs(user: 'staff' | typeof ANONYMOUS) {
  const { data } = await createTestClient(user).query({
    query: toDocument(LegalContactDocument),
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('The stack returned no contact');
  return data.legalContact;
}

describe('legal pages', () => {
  it('open without signing in, with the product’s Customer Care contact', async () => {
    const product = await contactAs(ANONYMOUS);
    expect(product.isHouse).toBe(false);
    // Asking who is signed in must not send an anonymous reader to the login page.
    const onUnauthenticated = vi.fn();
    const { router } = renderApp('/legal/terms', {
      client: createTestClient(ANONYMOUS, { onUnauthenticated }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: TERMS_TITLE })).toBeTruthy();
    expect(screen.getByRole('heading', { name: TERMS_SECTIONS[0]!.heading })).toBeTruthy();
    expect(await screen.findByText(product.name)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contact Customer Care' })).toBeTruthy();
    // No top navigation for someone not signed in.
    expect(screen.queryByRole('button', { name: 'Reports' })).toBeNull();
    expect(screen.queryByRole('button', { name: /account menu$/ })).toBeNull();
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/legal/terms');
  });

  it('shows the privacy policy', async () => {
    renderApp('/legal/privacy', { user: ANONYMOUS });
    expect(await screen.findByRole('heading', { level: 1, name: PRIVACY_TITLE })).toBeTruthy();
    expect(screen.getByRole('heading', { name: PRIVACY_SECTIONS[1]!.heading })).toBeTruthy();
  });

  it('gives a signed-in user their house’s primary location', async () => {
    const house = await contactAs('staff');
    expect(house.isHouse).toBe(true);
    renderApp('/contact', { user: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeTruthy();
    // The house's name is in the header too (the shell's brand): read the contact block itself.
    const contact = await screen.findByRole('region', { name: 'Contact your auction house' });
    expect(await within(contact).findByText(house.name)).toBeTruthy();
    expect(within(contact).getByText(house.street1, { exact: false })).toBeTruthy();
    // Signed in, the page sits in the product's shell: top navigation and account menu.
    expect(screen.getByRole('button', { name: /account menu$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invoices' })).toBeTruthy();
  });
});
