import { SALES_TAX_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SalesTaxReportDocument } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { formatMoney } from '../../../ui/moneyFormat';
import { createTestClient, renderApp, stackOrFail } from '../../../test/renderApp';

/** Reports → Sales Tax Reports against the REAL stack; expectations read from the same gateway. */

const PATH = '/reports/salesTaxReports';
let probe: ApolloClient;

async function reportOf(year: number, month: number | null = null) {
  const { data } = await probe.query({
    query: toDocument(SalesTaxReportDocument),
    variables: { year, month, state: null },
    fetchPolicy: 'network-only',
  });
  if (!data?.salesTaxReport) throw new Error('The stack returned no sales tax report');
  return data.salesTaxReport;
}

async function choose(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeAll(() => {
  probe = createTestClient('staff');
});

describe('Sales Tax Reports', () => {
  it('shows nothing until View Report, then the totals and rows of the year', async () => {
    const year = new Date().getFullYear();
    const expected = await reportOf(year);
    expect(expected.rows.length).toBeGreaterThan(0);
    const { user } = renderApp(PATH);
    const view = await screen.findByRole('button', { name: 'View Report' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(SALES_TAX_MESSAGES.empty)).toBeNull();
    await user.click(view);
    const table = await screen.findByRole('table');
    expect(screen.getByTestId('total-sales').textContent).toBe(formatMoney(expected.totals.salesAmount));
    expect(screen.getByTestId('total-tax').textContent).toBe(formatMoney(expected.totals.taxAmount));
    // 50 a page (sales §9), plus the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(50, expected.rows.length) + 1);
    const first = expected.rows[0]!;
    expect(within(table).getAllByText(first.stateName).length).toBeGreaterThan(0);
  });

  it('says so when there are no reports for the selected parameters', async () => {
    expect((await reportOf(2023, 1)).rows).toEqual([]);
    const { user } = renderApp(PATH);
    await screen.findByRole('button', { name: 'View Report' });
    await choose(user, 'Year', '2023');
    await choose(user, 'Month', 'January');
    await user.click(screen.getByRole('button', { name: 'View Report' }));
    expect(await screen.findByText(SALES_TAX_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links Download .CSV to the report’s file, which the gateway serves', async () => {
    const year = new Date().getFullYear();
    const expected = await reportOf(year);
    renderApp(`${PATH}?year=${year}`);
    const link = await screen.findByRole('link', { name: 'Download .CSV' });
    expect(link.getAttribute('href')).toBe(expected.csvUrl);
    const { gatewayUrl, authHeaders } = stackOrFail();
    const file = await fetch(`${gatewayUrl}${expected.csvUrl}`, { headers: authHeaders['staff'] });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Start Date,Max Date,State,Sales Amount,Tax Amount');
    expect(lines).toHaveLength(expected.rows.length + 2);
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
  });

  it('is refused to a user without the reports flag', async () => {
    renderApp(PATH, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
