import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { YourCustomersDocument } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp, stackOrFail } from '../../../test/renderApp';

/** Customers → Your Customers against the REAL stack; expectations read from the same gateway. */

const PATH = '/your-customers';
let probe: ApolloClient;

async function customersOf(search: string | null = null, groupId: string | null = null) {
  const { data } = await probe.query({
    query: toDocument(YourCustomersDocument),
    variables: { page: 1, search, groupId },
    fetchPolicy: 'network-only',
  });
  if (!data?.customerList) throw new Error('The stack returned no customers');
  const { customerPage, exports } = data.customerList;
  return { items: customerPage.nodes, totalCount: customerPage.totalCount, exports };
}

const table = () => screen.getByRole('table', { name: 'Your customers' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeAll(() => {
  probe = createTestClient('staff');
});

describe('Your Customers', () => {
  it('shows a page of up to 50 customers with purchases, unpaid balance and strikes', async () => {
    const expected = await customersOf();
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Your customers' });
    expect(bodyRows()).toHaveLength(Math.min(50, expected.totalCount));
    const first = expected.items[0]!;
    expect(within(bodyRows()[0]!).getByText(`${first.lastName}, ${first.firstName}`)).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Strikes' })).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Unpaid Balance' })).toBeTruthy();
  });

  it('searches by email on Enter, case-insensitive', async () => {
    const someone = (await customersOf()).items[3]!;
    const { user } = renderApp(PATH);
    await screen.findByRole('table', { name: 'Your customers' });
    const search = screen.getByRole('textbox', { name: /Search customers/ });
    await user.type(search, someone.email.toUpperCase());
    // Nothing happens until Enter (sales §5 Search).
    expect(bodyRows().length).toBeGreaterThan(1);
    await user.type(search, '{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText(someone.email)).toBeTruthy();
  });

  it('links the exports to files the gateway serves', async () => {
    const expected = await customersOf();
    renderApp(PATH);
    const csv = await screen.findByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe(expected.exports.csvUrl);
    expect(screen.getByRole('link', { name: 'Export Excel' }).getAttribute('href')).toBe(
      expected.exports.xlsxUrl,
    );
    const keywords = screen.getByRole('link', { name: 'Keywords Report' });
    const { gatewayUrl, authHeaders } = stackOrFail();
    const file = await fetch(`${gatewayUrl}${keywords.getAttribute('href') ?? ''}`, {
      headers: authHeaders['staff'],
    });
    expect(file.status).toBe(200);
    expect((await file.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Keyword,First Name,Last Name,Email,Date Added',
    );
    const list = await fetch(`${gatewayUrl}${expected.exports.csvUrl}`, { headers: authHeaders['staff'] });
    const lines = (await list.text()).trim().split('\r\n');
    expect(lines).toHaveLength(expected.totalCount + 1);
  });

  it('is refused to a user without customer access', async () => {
    renderApp(PATH, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });

  it('redirects a house whose connect type is not s, p or e to /?p=1', async () => {
    const { router } = renderApp(PATH, { user: 'other' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH));
    expect(screen.queryByRole('table', { name: 'Your customers' })).toBeNull();
  });
});
