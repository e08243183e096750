import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Bulk bidding in Chromium (sales §2, §4 Bulk bidding): three max bids through the confirm modal and
 * the success banner; another bidder outbids the house on one of them and the row's current bid
 * changes without a reload (the gateway polls the sale every second); then one bid is cancelled.
 */
const POLL_INTERVAL_MS = 1_000;
const CATALOG_REF = 'TBHDEMO4AUCT';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startStack({ gateway: { bulkBiddingPollIntervalMs: POLL_INTERVAL_MS } }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** Goes to the table page holding the lot (50 lots a page), as a person would. */
async function goToLot(lotNumber: number) {
  const link = page.getByRole('link', { name: `Page ${Math.ceil(lotNumber / 50)}`, exact: true });
  if ((await link.count()) > 0) await link.click();
  await expect
    .poll(() => page.getByRole('combobox', { name: `New bid for lot ${lotNumber}` }).count())
    .toBe(1);
}

/** The sale's open lots (ending in over an hour) without a bid or a reserve, in lot order. */
function unbidLots(count: number) {
  return stack.upstream.db
    .selectFrom('lots')
    .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
    .select(['lots.id', 'lots.lot_number', 'lots.starting_bid', 'lots.house_id'])
    .where('catalogs.ref', '=', CATALOG_REF)
    .where('lots.ends_at', '>', new Date(Date.now() + 3_600_000))
    .where('lots.reserve', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('order_bids').select('order_bids.id').whereRef('order_bids.lot_id', '=', 'lots.id'),
        ),
      ),
    )
    .orderBy('lots.lot_number')
    .limit(count)
    .execute();
}

/** A bidder of the house whose first approval is on the channel (the bulk-bidding page names it). */
function bidderOn(houseId: number, channel: 'INV' | 'PL' | 'AZ' | 'Floor') {
  return stack.upstream.db
    .selectFrom('approvals')
    .select(['approvals.bidder_id', 'approvals.channel'])
    .where('approvals.house_id', '=', houseId)
    .where('approvals.channel', '=', channel)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('approvals as earlier')
            .select('earlier.id')
            .whereRef('earlier.bidder_id', '=', 'approvals.bidder_id')
            .whereRef('earlier.house_id', '=', 'approvals.house_id')
            .whereRef('earlier.id', '<', 'approvals.id'),
        ),
      ),
    )
    .orderBy('approvals.id')
    .executeTakeFirstOrThrow();
}

/** A bid of a marketplace bidder (outside the bid-admin service). */
async function outsideBid(lot: { id: number; house_id: number }, bidderId: number, amountCents: number) {
  await stack.upstream.db
    .insertInto('order_bids')
    .values({ house_id: lot.house_id, lot_id: lot.id, bidder_id: bidderId, amount: amountCents })
    .execute();
}

const rowOfLot = (lotNumber: number) =>
  page.getByRole('row').filter({ has: page.getByRole('combobox', { name: `New bid for lot ${lotNumber}` }) });

describe('bulk bidding in Chromium', () => {
  it('places three max bids, follows an outbid live, and cancels one', async () => {
    const db = stack.upstream.db;
    const open = await db
      .selectFrom('lots')
      .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
      .select(['lots.id', 'lots.lot_number', 'lots.starting_bid', 'lots.house_id'])
      .where('catalogs.ref', '=', CATALOG_REF)
      .where('lots.ends_at', '>', new Date(Date.now() + 3_600_000))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('order_bids').select('order_bids.id').whereRef('order_bids.lot_id', '=', 'lots.id'),
          ),
        ),
      )
      .orderBy('lots.lot_number')
      .limit(3)
      .execute();
    expect(open).toHaveLength(3);

    // Every answer of the page's query holds the page shown, never the whole sale.
    const pagesAsked: { page: unknown; lots: number }[] = [];
    const onResponse = async (res: Response) => {
      const body = res.request().postDataJSON() as {
        operationName?: string;
        variables?: { page?: unknown };
      } | null;
      if (body?.operationName !== 'BulkBiddingPage') return;
      const answer = (await res.json().catch(() => null)) as {
        data?: { bulkBiddingSale?: { lotPage?: { nodes: unknown[] } } };
      } | null;
      pagesAsked.push({
        page: body.variables?.page,
        lots: answer?.data?.bulkBiddingSale?.lotPage?.nodes.length ?? -1,
      });
    };
    const listener = (res: Response) => void onResponse(res);
    page.on('response', listener);
    await page.goto(`${stack.gatewayUrl}/ar/bulk-bidding/${CATALOG_REF}`);
    await expect.poll(() => page.getByRole('table', { name: 'Lots' }).count()).toBe(1);
    const search = page.getByRole('textbox', { name: 'Search lots' });
    await expect.poll(() => search.isDisabled()).toBe(false);

    for (const lot of open) {
      await goToLot(lot.lot_number ?? 0);
      await expect
        .poll(() => pagesAsked.some((p) => p.page === Math.ceil((lot.lot_number ?? 0) / 50)))
        .toBe(true);
      const select = page.getByRole('combobox', { name: `New bid for lot ${lot.lot_number}` });
      const choice = await select.locator('option').nth(3).getAttribute('value');
      await select.selectOption(choice ?? '');
    }
    expect(pagesAsked.every((p) => p.lots >= 0 && p.lots <= 50)).toBe(true);
    page.off('response', listener);
    await page.getByRole('button', { name: 'Place 3 New Max Bids' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm: Place 3 New Max Bids' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('New bids successful').count()).toBe(1);
    await screenshot(page, 'bulk-bidding-1366');

    // From here on: no page load. Another bidder outbids the house on the first lot (a bid on the
    // marketplace, outside the bid-admin service).
    const first = open[0];
    await goToLot(first?.lot_number ?? 0);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('combobox', { name: `New bid for lot ${first?.lot_number}` }) });
    const before = await row.textContent();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const bidder = await db
      .selectFrom('bidders')
      .select('id')
      .where('house_id', '=', first?.house_id ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_bids')
      .values({
        house_id: first?.house_id ?? 0,
        lot_id: first?.id ?? 0,
        bidder_id: bidder.id,
        amount: 50_000_000,
      })
      .execute();
    await expect.poll(() => row.textContent()).not.toBe(before);
    await expect.poll(() => row.getByText('2 bids').count()).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    // Cancel the house's bid on the second lot.
    const second = open[1];
    await goToLot(second?.lot_number ?? 0);
    await page.getByRole('button', { name: `Bid history of lot ${second?.lot_number}` }).click();
    const history = page.getByRole('dialog', { name: `Bid history: lot ${second?.lot_number}` });
    await history.getByRole('button', { name: 'Cancel bid' }).click();
    await expect.poll(() => page.getByText('Bid cancelled successfully').count()).toBe(1);
  });

  it('keeps a queued bid that a live change leaves valid, and drops one it makes too low, saying so', async () => {
    // Two lots on one table page, so that both rows are in view at once.
    const candidates = await unbidLots(20);
    const tablePage = (lot: { lot_number: number | null }) => Math.ceil((lot.lot_number ?? 0) / 50);
    const low = candidates[0];
    const high = candidates.find((l) => l !== low && low && tablePage(l) === tablePage(low));
    if (!low || !high) throw new Error('The seed has no two open lots without bids on one page');
    const lowNumber = low.lot_number ?? 0;
    const highNumber = high.lot_number ?? 0;
    await page.goto(`${stack.gatewayUrl}/ar/bulk-bidding/${CATALOG_REF}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Search lots' }).isDisabled()).toBe(false);

    // Queue the opening bid on one lot and a bid far above it on the other (same table page).
    await goToLot(lowNumber);
    const lowSelect = page.getByRole('combobox', { name: `New bid for lot ${lowNumber}` });
    const opening = (await lowSelect.locator('option').nth(1).getAttribute('value')) ?? '';
    await lowSelect.selectOption(opening);
    await goToLot(highNumber);
    const highSelect = page.getByRole('combobox', { name: `New bid for lot ${highNumber}` });
    const farAbove = (await highSelect.locator('option').nth(30).getAttribute('value')) ?? '';
    await highSelect.selectOption(farAbove);
    await expect.poll(() => page.getByRole('button', { name: 'Place 2 New Max Bids' }).count()).toBe(1);

    // Marketplace bidders bid on both: the first lot's price passes the queued opening bid; on the
    // second, a bid one cent over the start moves every choice off the queued amount's grid.
    const bidder = await bidderOn(low.house_id, 'INV');
    const rival = await bidderOn(low.house_id, 'PL');
    await outsideBid(low, bidder.bidder_id, 50_000_000);
    await outsideBid(high, bidder.bidder_id, (high.starting_bid ?? 0) + 1);
    await outsideBid(high, rival.bidder_id, 50_000_000);

    await expect.poll(() => rowOfLot(highNumber).getByText('2 bids').count()).toBe(1);
    await expect.poll(() => rowOfLot(lowNumber).getByText('1 bid', { exact: true }).count()).toBe(1);
    // The still valid bid is shown as queued; the other is gone from the select, the button and the
    // count, with a message naming the lot.
    expect(await highSelect.inputValue()).toBe(farAbove);
    expect(await lowSelect.inputValue()).toBe('');
    await expect
      .poll(() => page.getByText(new RegExp(`bid of \\$[\\d,]+ on lot ${lowNumber} was removed`)).count())
      .toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Place 1 New Max Bids' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Place 1 New Max Bids' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm: Place 1 New Max Bids' });
    await expect.poll(() => dialog.getByRole('row').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('New bids successful').count()).toBe(1);
  });

  it('names the leading bidder’s channel as the calendar does, and the house’s own bid once', async () => {
    const [theirs, ours] = await unbidLots(2);
    if (!theirs || !ours) throw new Error('The seed has no two open lots without bids');
    const bidder = await bidderOn(theirs.house_id, 'AZ');
    await outsideBid(theirs, bidder.bidder_id, 50_000_000);
    const staff = await stack.upstream.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('house_id', '=', ours.house_id)
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow();
    await stack.upstream.db
      .insertInto('order_bids')
      .values({
        house_id: ours.house_id,
        lot_id: ours.id,
        bidder_id: null,
        user_id: staff.id,
        amount: 50_000_000,
      })
      .execute();

    await page.goto(`${stack.gatewayUrl}/ar/bulk-bidding/${CATALOG_REF}`);
    await goToLot(theirs.lot_number ?? 0);
    await expect
      .poll(() =>
        rowOfLot(theirs.lot_number ?? 0)
          .getByText('(AZ Marketplace)')
          .count(),
      )
      .toBe(1);
    expect(
      await rowOfLot(theirs.lot_number ?? 0)
        .getByText('(AZ)')
        .count(),
    ).toBe(0);
    await goToLot(ours.lot_number ?? 0);
    const house = `House (${staff.first_name} ${staff.last_name})`;
    await expect
      .poll(() =>
        rowOfLot(ours.lot_number ?? 0)
          .getByText(house, { exact: true })
          .count(),
      )
      .toBe(1);
    expect(await rowOfLot(ours.lot_number ?? 0).textContent()).not.toContain(`${house} (House)`);
  });

  it('opens bulk bidding from the timed sale’s row on the calendar', async () => {
    const sale = await stack.upstream.db
      .selectFrom('catalogs')
      .innerJoin('sale_groups', 'sale_groups.id', 'catalogs.sale_group_id')
      .select(['catalogs.title', 'sale_groups.name'])
      .where('catalogs.ref', '=', CATALOG_REF)
      .executeTakeFirstOrThrow();
    // The timed sale runs since three days: it is under the past sales, found by its name.
    await page.goto(`${stack.gatewayUrl}/ar/my-auctions/past?q=${encodeURIComponent(sale.name)}`);
    const link = page.getByRole('link', { name: `Bulk bidding on ${sale.title}` });
    await expect.poll(() => link.count()).toBe(1);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/ar/bulk-bidding/${CATALOG_REF}`);
    await expect.poll(() => page.getByRole('table', { name: 'Lots' }).count()).toBe(1);
  });
});
