import { LOGIN_MESSAGES } from '@ah/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, cookieJarFetch, createTestClient, renderApp } from '../test/renderApp';
import { PERMISSION_DENIED_MESSAGE } from '../platform/access/PermissionDenied';

/** The shell against the REAL stack: viewer gate, login page, navigation gating, user menu, footer. */

describe('viewer gate and login', () => {
  it('sends a visitor who is not signed in to the login page, keeping where they were going', async () => {
    const { router } = renderApp('/invoices/ExistingInvoices?page=2', { user: ANONYMOUS });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/invoices/ExistingInvoices?page=2')}`,
    );
    expect(await screen.findByLabelText(/^House ID/)).toBeTruthy();
    expect(screen.getByLabelText(/^Username/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toBeTruthy();
  });

  it("shows the login rules' messages, and the gateway's error for wrong credentials", async () => {
    const { user } = renderApp('/login', { user: ANONYMOUS });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(LOGIN_MESSAGES.houseRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.userRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(/^House ID/), 'demo');
    await user.type(screen.getByLabelText(/^Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOGIN_MESSAGES.failed);
  });

  it('signs in and goes to ?next=', async () => {
    const client = createTestClient(ANONYMOUS, { fetch: cookieJarFetch() });
    const { user, router } = renderApp(`/login?next=${encodeURIComponent('/invoices/ExistingInvoices')}`, {
      client,
    });
    await user.type(await screen.findByLabelText(/^House ID/), 'demo');
    await user.type(screen.getByLabelText(/^Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      const alert = screen.queryByRole('alert');
      if (alert) throw new Error(`Sign-in failed: ${alert.textContent}`);
      expect(router.state.location.pathname).toBe('/invoices/ExistingInvoices');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage All Invoices' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Sam Staffer.*account menu$/ })).toBeTruthy();
  });
});

describe('navigation and access gates', () => {
  it('redirects / to /my-auctions/current', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-auctions/current'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Current Auctions' })).toBeTruthy();
  });

  it('gates the invoices-only clerk: no calendar or locations links, the permission message on those areas', async () => {
    const { user } = renderApp('/settings/locations', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('button', { name: 'My Auctions' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Invoices' }));
    expect(screen.getByRole('menuitem', { name: /Manage All Invoices/ })).toBeTruthy();
    // House-level links (Payment Center: payment processing eligible and enabled) stay; Locations needs access.sensitive.
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('menuitem', { name: /Payment Center/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Locations/ })).toBeNull();
  });

  it('shows the permission message on a direct route to a gated area', async () => {
    renderApp('/my-auctions/past', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });

  it('shows the user menu with the name, the house, the API explorer and Logout, and the footer with the version', async () => {
    const { user, router } = renderApp('/invoices', { user: 'super' });
    const accountButton = await screen.findByRole('button', { name: /account menu$/ });
    await user.click(accountButton);
    expect(screen.getAllByText(/Demo Auction House/).length).toBeGreaterThan(0);
    const explorer = screen.getByRole('menuitem', { name: 'GraphQL API explorer' });
    expect(explorer.getAttribute('href')).toBe('/graphql');
    expect(screen.getByText('Build 2.9.35')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
