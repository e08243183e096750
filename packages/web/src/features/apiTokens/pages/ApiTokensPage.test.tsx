import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiTokensPageDocument, LoginDocument } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { fieldInput } from '../../../test/fieldQueries';
import { ANONYMOUS, cookieJarFetch, createTestClient, renderApp } from '../../../test/renderApp';
import { SECRET_ONCE_NOTE } from '../components/CreateApiTokenModal';
import { TOKEN_FORM_MESSAGES } from '../model/apiTokenModel';

/**
 * Settings → API Tokens against the REAL stack; expectations read back from the same gateway. The
 * screen runs with a signed-in session (the test stack's demo users call with tokens, and a token
 * cannot create tokens).
 */

let probe: ApolloClient;

async function staffTokens() {
  const { data } = await probe.query({
    query: toDocument(ApiTokensPageDocument),
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('The stack returned no tokens');
  return data.apiTokens;
}

beforeAll(async () => {
  probe = createTestClient(ANONYMOUS, { fetch: cookieJarFetch() });
  await probe.mutate({
    mutation: toDocument(LoginDocument),
    variables: { houseUserName: 'demo', userName: 'staff', password: 'demo-password' },
  });
});

async function openCreateDialog(path = '/settings/api-tokens', client: ApolloClient = probe) {
  const view = renderApp(path, { client });
  const create = (await screen.findAllByRole('button', { name: 'Create token' }))[0] as HTMLButtonElement;
  await waitFor(() => expect(create.disabled).toBe(false));
  await view.user.click(create);
  const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
  return { ...view, dialog };
}

describe('API tokens: create, see the secret once, revoke', () => {
  it('creates a scoped read-only token, shows its secret once, lists it, and revokes it after a confirm', async () => {
    const name = `export ${Date.now()}`;
    const { user, dialog, router } = await openCreateDialog();
    expect(router.state.location.search).toContain('dialog=create-token');
    expect((fieldInput(dialog, 'Expires in (days)') as HTMLInputElement).value).toBe('90');
    await user.type(fieldInput(dialog, 'Name'), name);
    const days = fieldInput(dialog, 'Expires in (days)');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('switch', { name: /Read-only/ }));
    await user.click(fieldInput(dialog, 'Scopes'));
    await user.click(await screen.findByRole('option', { name: 'Invoices' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(within(secretDialog).getByText(SECRET_ONCE_NOTE)).toBeTruthy();
    const secret = within(secretDialog).getByTestId('api-token-secret').textContent ?? '';
    const created = (await staffTokens()).find((t) => t.name === name);
    expect(created).toMatchObject({ readOnly: true, scopes: ['INVOICES'], expired: false, lastUsedAt: null });
    expect(secret.startsWith(created!.prefix)).toBe(true);
    const lifeDays = (Date.parse(created!.expiresAt) - Date.parse(created!.createdAt)) / 86_400_000;
    expect(Math.round(lifeDays)).toBe(30);
    expect(within(secretDialog).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).not.toContain('dialog');
    // The secret is gone from the screen for good: only the prefix is listed.
    expect(screen.queryByText(secret)).toBeNull();

    const row = await screen.findByTestId(`api-token-${created!.id}`);
    expect(within(row).getByText(name)).toBeTruthy();
    expect(within(row).getByText(`${created!.prefix}…`)).toBeTruthy();
    expect(within(row).getByText('Invoices')).toBeTruthy();
    expect(within(row).getByText('Read-only')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: `Revoke ${name}` }));
    expect(router.state.location.search).toContain(`tokenId=${created!.id}`);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Revoke token' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByTestId(`api-token-${created!.id}`)).toBeNull());
    expect((await staffTokens()).some((t) => t.id === created!.id)).toBe(false);
  });

  it('asks for a name and keeps the expiry within 1 to 365 days before sending anything', async () => {
    const before = (await staffTokens()).length;
    const { user, dialog } = await openCreateDialog();
    const days = fieldInput(dialog, 'Expires in (days)');
    await user.clear(days);
    await user.type(days, '400');
    await user.tab();
    expect(days.value).toBe('365');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText(TOKEN_FORM_MESSAGES.nameRequired)).toBeTruthy();
    expect((await staffTokens()).length).toBe(before);
  });

  it('says why when the caller is itself a token (a token cannot create tokens)', async () => {
    const { user, dialog } = await openCreateDialog('/settings/api-tokens', createTestClient('staff'));
    await user.type(fieldInput(dialog, 'Name'), 'from a token');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Sign in to create API tokens.')).toBeTruthy();
  });

  it('offers only the areas the user holds as scopes', async () => {
    const { user, dialog } = await openCreateDialog();
    await user.click(fieldInput(dialog, 'Scopes'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toContain('Invoices');
    expect(options).toContain('Settings');
  });
});

describe('API tokens: states and access', () => {
  it('is refused to a user without settings access', async () => {
    renderApp('/settings/api-tokens', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
