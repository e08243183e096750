import { AFTER_SALE_MESSAGES as M, LOT_FEEDBACK_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PastSaleGroupsDocument,
  SaleResultsDocument,
  type SaleResultsQuery,
} from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { formatMoney } from '../../../ui/moneyFormat';

/** The results of selected sessions against the REAL stack; expectations read from the same gateway. */
type Answer = NonNullable<SaleResultsQuery['saleResults']>;
type Lot = Answer['bidderPage']['lots'][number];
type Bidder = Answer['bidderPage']['nodes'][number] & { items: Lot[] };
/** A report as the tests read it: every bidder of the sessions (at most 100 in the small seed). */
type Report = Answer & { bidders: Bidder[] };

const DAY = 86_400_000;
let probe: ApolloClient;
/** A past session inside the feedback window (5 to 49 days ago) and its results. */
let ref = '';
let report: Report;
/** A past session with a floor bidder. */
let floorRef = '';
let floorReport: Report | null = null;

const rowOf = (lotNumber: string) =>
  screen.getByRole('checkbox', { name: `Select lot ${lotNumber}` }).closest('tr') as HTMLElement;
const pathFor = (refs: string[]) =>
  `/reports/sessionResults/viewSessionResults?catalogRefs=${refs.join(',')}`;
const bidderButton = (b: { lastName: string; firstName: string }) =>
  new RegExp(`^${b.lastName}, ${b.firstName} `);

async function results(refs: string[]): Promise<Report> {
  const { data } = await probe.query({
    query: toDocument(SaleResultsDocument),
    variables: { catalogRefs: refs, pageSize: 100 },
    fetchPolicy: 'network-only',
  });
  if (!data?.saleResults) throw new Error('The stack returned no results');
  const page = data.saleResults.bidderPage;
  if (page.totalCount > page.nodes.length) throw new Error('More bidders than one page of 100');
  const bidders = page.nodes.map((b) => ({ ...b, items: page.lots.filter((l) => l.bidderId === b.id) }));
  return { ...data.saleResults, bidders };
}

beforeAll(async () => {
  probe = createTestClient('staff');
  const { data } = await probe.query({
    query: toDocument(PastSaleGroupsDocument),
    fetchPolicy: 'network-only',
  });
  const sessions = (data?.pastSaleGroups ?? []).flatMap((g) => g.sessions);
  const inWindow = sessions.filter((s) => {
    const days = (Date.now() - Date.parse(s.date)) / DAY;
    return days > 5 && days < 49;
  });
  for (const s of inWindow) {
    const r = await results([s.catalogRef]);
    if (!ref && r.bidders.some((b) => !b.isFloor) && r.bidders.length > 1) {
      ref = s.catalogRef;
      report = r;
    }
    if (!floorRef && r.bidders.some((b) => b.isFloor)) {
      floorRef = s.catalogRef;
      floorReport = r;
    }
    if (ref && floorRef) break;
  }
});

describe('View Session Results', () => {
  it('shows grand totals, bidders by last name, downloads for one session and credits', async () => {
    expect(ref).not.toBe('');
    renderApp(pathFor([ref]));
    const totals = await screen.findByRole('region', { name: 'Grand totals' });
    expect(within(totals).getByText(formatMoney(report.totals.payable, report.currencySymbol))).toBeTruthy();
    const controls = report.bidders.map((b) => screen.getByRole('button', { name: bidderButton(b) }));
    expect(controls).toHaveLength(report.bidders.length);
    const downloads = screen.getByRole('navigation', { name: 'Downloads' });
    for (const label of ['Session Results', 'Bidder Results', 'EOA Results', 'PACTS Results'])
      expect(within(downloads).getByRole('link', { name: label }).getAttribute('href')).toContain(
        '.xls?catalogRefs=',
      );
    expect(screen.getByRole('region', { name: 'Credits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Session Results/ }).getAttribute('href')).toBe(
      '/reports/sessionResults',
    );
  });

  it('searches first name, last name or email after the pause, and says when nothing matches', async () => {
    const { user } = renderApp(pathFor([ref]));
    const search = await screen.findByRole('textbox', { name: /Search bidders/ });
    const target = report.bidders[report.bidders.length - 1]!;
    await user.click(search);
    await user.paste(target.email.toUpperCase());
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /\d+ lots? · / })).toHaveLength(1), {
      timeout: 5_000,
    });
    expect(screen.getByRole('button', { name: bidderButton(target) })).toBeTruthy();
    await user.clear(search);
    await user.paste('no-such-bidder-anywhere');
    expect(await screen.findByText(M.noResult, {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('shows a page of bidders at a time, page and size in the URL, and keeps a selection across pages', async () => {
    // Every past session at once: more bidders than the smallest page.
    const { data } = await probe.query({
      query: toDocument(PastSaleGroupsDocument),
      fetchPolicy: 'network-only',
    });
    const all = (data?.pastSaleGroups ?? [])
      .flatMap((g) => g.sessions.map((s) => s.catalogRef))
      .slice(0, 100);
    const { data: first } = await probe.query({
      query: toDocument(SaleResultsDocument),
      variables: { catalogRefs: all, pageSize: 25 },
      fetchPolicy: 'network-only',
    });
    const page = first!.saleResults!.bidderPage;
    expect(page.totalCount).toBeGreaterThan(25);
    const { user, router } = renderApp(`${pathFor(all)}&pageSize=25`);
    expect(await screen.findByText(`Bidders 1–25 of ${page.totalCount}`)).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /\d+ lots? · / })).toHaveLength(25);
    const bidder = page.nodes[0]!;
    const lot = page.lots.find((l) => l.bidderId === bidder.id)!;
    await user.click(screen.getByRole('button', { name: bidderButton(bidder) }));
    // Several sessions share lot numbers, even one bidder's: the first such lot in this bidder's table.
    const table = await screen.findByRole('table', {
      name: `Lots won by ${bidder.lastName}, ${bidder.firstName}`,
    });
    await user.click(within(table).getAllByRole('checkbox', { name: `Select lot ${lot.lotNumber}` })[0]!);
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(
      await screen.findByText(
        `Bidders 26–${Math.min(50, page.totalCount)} of ${page.totalCount} · 1 lot selected`,
      ),
    ).toBeTruthy();
    const url = new URLSearchParams(router.state.location.search);
    expect([url.get('page'), url.get('pageSize')]).toEqual(['2', '25']);
    expect(screen.queryByRole('button', { name: bidderButton(bidder) })).toBeNull();
  });

  it('opens a new file for the selected lots with the sessions in the navigation state', async () => {
    const bidder = report.bidders.find(
      (b) => !b.isFloor && b.items.every((i) => !i.dispute?.blocksNewDispute),
    )!;
    const { user, router } = renderApp(pathFor([ref]));
    await user.click(await screen.findByRole('button', { name: bidderButton(bidder) }));
    const lot = bidder.items[0]!;
    await user.click(await screen.findByRole('checkbox', { name: `Select lot ${lot.lotNumber}` }));
    await user.click(screen.getByRole('button', { name: 'Open New File' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reports/openDisputes/${lot.lotRef}`));
    expect(router.state.location.state).toEqual({ catalogRefs: [ref] });
  });

  it('refuses Open New File for a floor bidder’s lot', async () => {
    const floor = floorReport?.bidders.find((b) => b.isFloor);
    expect(floor).toBeDefined();
    if (!floor) return;
    const { user } = renderApp(pathFor([floorRef]));
    await user.click(await screen.findByRole('button', { name: bidderButton(floor) }));
    await user.click(
      await screen.findByRole('checkbox', { name: `Select lot ${floor.items[0]!.lotNumber}` }),
    );
    expect(screen.getByRole('button', { name: 'Open New File' })).toHaveProperty('disabled', true);
    expect(screen.getByText(M.floorDispute)).toBeTruthy();
  });

  it('leaves custom feedback on one lot (text required), shows it, and removes it', async () => {
    const bidder = report.bidders.find((b) => b.items.some((i) => i.canLeaveFeedback && !i.feedback))!;
    const lot = bidder.items.find((i) => i.canLeaveFeedback && !i.feedback)!;
    const { user, router } = renderApp(pathFor([ref]));
    await user.click(await screen.findByRole('button', { name: bidderButton(bidder) }));
    await user.click(await screen.findByRole('button', { name: `Leave Feedback for lot ${lot.lotNumber}` }));
    expect(new URLSearchParams(router.state.location.search).get('dialog')).toBe('feedback');
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Custom message' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Negative' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Feedback' }));
    expect(await within(dialog).findByText('Message is required!')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Paid after three reminders.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Feedback' }));
    expect(await screen.findByText(LOT_FEEDBACK_MESSAGES.saved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rowOf(lot.lotNumber)).getByText('Negative')).toBeTruthy());
    const saved = (await results([ref])).bidders.flatMap((b) => b.items).find((i) => i.lotRef === lot.lotRef);
    expect(saved?.feedback).toMatchObject({ type: 'NEGATIVE', message: 'Paid after three reminders.' });

    await user.click(screen.getByRole('button', { name: `Edit Feedback for lot ${lot.lotNumber}` }));
    const edit = await screen.findByRole('dialog');
    expect(await within(edit).findByDisplayValue('Paid after three reminders.')).toBeTruthy();
    await user.click(within(edit).getByRole('button', { name: 'Remove Feedback' }));
    await waitFor(() => expect(within(rowOf(lot.lotNumber)).queryByText('Negative')).toBeNull());
    const removed = (await results([ref])).bidders
      .flatMap((b) => b.items)
      .find((i) => i.lotRef === lot.lotRef);
    expect(removed?.feedback).toBeNull();
  });

  it('leaves the same default feedback on all selected lots of a bidder', async () => {
    const bidder = report.bidders.find(
      (b) => b.items.length > 1 && b.items.every((i) => i.canLeaveFeedback),
    )!;
    expect(bidder).toBeDefined();
    const { user } = renderApp(pathFor([ref]));
    await user.click(await screen.findByRole('button', { name: bidderButton(bidder) }));
    const name = `${bidder.lastName}, ${bidder.firstName}`;
    await user.click(await screen.findByRole('checkbox', { name: `Select all lots of ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Leave Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Feedback on Selected Lots' });
    const radios = await within(dialog).findAllByRole('radio');
    // Default mode first: its three stored messages follow the two mode radios.
    await user.click(radios[3]!);
    await user.click(within(dialog).getByRole('button', { name: 'Save Feedback' }));
    expect(await screen.findByText(LOT_FEEDBACK_MESSAGES.saved)).toBeTruthy();
    await waitFor(async () => {
      const items = (await results([ref])).bidders.find((b) => b.id === bidder.id)!.items;
      expect(items.map((i) => [i.feedback?.type, i.feedback?.defaultSlot])).toEqual(
        items.map(() => ['POSITIVE', 2]),
      );
    });
  });

  it('says there are no transactions, with a link back, when no session is chosen', async () => {
    renderApp('/reports/sessionResults/viewSessionResults');
    expect(await screen.findByText(M.noTransactions)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Back to Session Results/ }).length).toBeGreaterThan(0);
  });

  it('is refused to a user without reports access', async () => {
    renderApp(pathFor([ref]), { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
