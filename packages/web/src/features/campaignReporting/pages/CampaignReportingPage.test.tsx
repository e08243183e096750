import { CAMPAIGN_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignReportQuery } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { formatMoney } from '../../../ui/moneyFormat';
import { dataReceivedBy } from '../../../test/dataReceivedBy';
import { renderApp } from '../../../test/renderApp';

/** Campaign Reporting against the REAL stack; expectations read from the same gateway. */

const PATH = '/campaign-reporting';

/** The campaign report the page received (what it shows). */
function reportReceivedBy(client: ApolloClient) {
  const report = dataReceivedBy<CampaignReportQuery>(client, 'CampaignReport').campaignReport;
  if (!report) throw new Error('The page received no campaign report');
  return report;
}

const tableOf = (name: string) => within(screen.getByRole('region', { name })).getByRole('table');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Campaign Reporting', () => {
  it('shows every section with its chart and table, the figures from the gateway', async () => {
    // Other test files share the stack and add lots and results while this one runs, so the figures
    // are checked against the report the page itself received from the gateway.
    const { client } = renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign Reporting' })).toBeTruthy();
    const received = await waitFor(
      () => {
        const report = reportReceivedBy(client);
        expect(screen.getByTestId('total-hammer').textContent).toBe(
          formatMoney(report.performance.totals.hammer),
        );
        return report;
      },
      { timeout: 30_000 },
    );
    expect(screen.getByTestId('sell-through').textContent).toBe(
      `${received.performance.totals.sellThroughPercent}%`,
    );
    const promotions = screen.getByRole('region', { name: 'Featured-lot promotions' });
    if (received.promotions.rows.length > 0)
      expect(within(promotions).getByTestId('promotion-fees').textContent).toBe(
        formatMoney(received.promotions.totals.fee),
      );
    else expect(within(promotions).getByText(CAMPAIGN_MESSAGES.empty)).toBeTruthy();
    const channels = tableOf('Sale performance');
    expect(within(channels).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByTestId('chart-campaign-channels')).toBeTruthy();
    // Every sale's row: the first ones come with the page, the rest in a background render.
    await waitFor(() =>
      expect(within(tableOf('Lot views and watchers')).getAllByRole('row')).toHaveLength(
        received.engagement.rows.length + 1,
      ),
    );
    expect(within(tableOf('Keywords report')).getAllByRole('row')).toHaveLength(received.keywords.length + 1);
  });

  it('narrows to the dates chosen, and says so when the filter leaves no data', async () => {
    const { user } = renderApp(`${PATH}?from=2040-01-01`);
    const region = await screen.findByRole('region', { name: 'Sale performance' }, { timeout: 30_000 });
    expect(await within(region).findByText(CAMPAIGN_MESSAGES.empty)).toBeTruthy();
    expect(within(region).queryByRole('table')).toBeNull();
    await user.clear(screen.getByLabelText('From'));
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Sale performance' })).queryByRole('table'),
        ).toBeTruthy(),
      {
        timeout: 30_000,
      },
    );
  });

  it('refuses a range that ends before it starts, without asking the gateway', async () => {
    renderApp(`${PATH}?from=2026-03-02&to=2026-03-01`);
    expect(await screen.findByText(CAMPAIGN_MESSAGES.rangeOrder, {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sale performance' })).toBeNull();
  });

  it('downloads a section as CSV with the table’s figures, money as decimals', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the Blob the page saves and read it back.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:campaign';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, client } = renderApp(PATH);
    await user.click(
      await screen.findByRole('button', { name: 'Download CSV: Sale performance' }, { timeout: 30_000 }),
    );
    // The figures the page had when it saved (other test files add results meanwhile).
    const expected = reportReceivedBy(client);
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Channel,Winning Bidders,Winning Bids,Hammer');
    const inv = expected.performance.byChannel.find((c) => c.channel === 'INV')!;
    // The channel by the name the calendar gives it, not its code (sales §3 Channel).
    expect(lines[1]).toBe(`Marketplace,${inv.bidders},${inv.winningBids},${inv.hammer}`);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Marketplace',
      'Private Label',
      'AZ Marketplace',
      'Floor Bidders',
    ]);
  });

  it('is refused to a user without the reports flag', async () => {
    renderApp(PATH, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
