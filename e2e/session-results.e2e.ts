import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiToken, graphqlClient } from './support/api.js';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  token = await apiToken(stack, 'demo', 'staff');
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

interface Item {
  lotRef: string;
  lotNumber: string;
  canLeaveFeedback: boolean;
  feedback: { type: string; defaultSlot: number | null } | null;
}
interface DisputableItem extends Item {
  canOpenDispute: boolean;
}
interface DisputeBidder {
  firstName: string;
  lastName: string;
  items: DisputableItem[];
}
interface Bidder {
  firstName: string;
  lastName: string;
  items: Item[];
}

/** The same staff user's API token (the browser's session cookie sends only the app's own documents). */
const api = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

describe('session results in Chromium (sales §2 Sale results, §4 Feedback modal)', () => {
  it('picks a session, views its results, leaves default feedback on a lot and keeps it after a reload', async () => {
    await page.goto(`${stack.gatewayUrl}/ar/my-auctions/current`);
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: /Session Results/ }).click();
    await page.waitForURL(/\/ar\/reports\/sessionResults$/);

    // The page lists the newest group first; its first session is the first checkbox.
    const { pastSaleGroups } = await api<{ pastSaleGroups: { sessions: { catalogRef: string }[] }[] }>(
      '{ pastSaleGroups { sessions { catalogRef } } }',
    );
    const ref = pastSaleGroups[0]!.sessions[0]!.catalogRef;
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'View Results' }).click();
    await page.waitForURL(/\/ar\/reports\/sessionResults\/viewSessionResults\?catalogRefs=/);
    await page.getByRole('region', { name: 'Grand totals' }).waitFor();

    const { saleResults } = await api<{ saleResults: { bidders: Bidder[] } }>(
      `query R($r: [ID!]!) { saleResults(catalogRefs: $r) { bidders { firstName lastName
        items { lotRef lotNumber canLeaveFeedback feedback { type defaultSlot } } } } }`,
      { r: [ref] },
    );
    const bidder = saleResults.bidders.find((b) => b.items.some((i) => i.canLeaveFeedback && !i.feedback))!;
    const lot = bidder.items.find((i) => i.canLeaveFeedback && !i.feedback)!;
    const open = page.getByRole('button', { name: new RegExp(`^${bidder.lastName}, ${bidder.firstName} `) });
    await open.click();
    await page.getByRole('button', { name: `Leave Feedback for lot ${lot.lotNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave Feedback' });
    await dialog.getByRole('radio').nth(3).check();
    await screenshot(page, 'session-results-feedback-modal');
    await dialog.getByRole('button', { name: 'Save Feedback' }).click();
    await page.getByText('Feedback saved').waitFor();
    // The row shows the saved feedback at once, without a reload.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: `Select lot ${lot.lotNumber}` }) });
    await row.getByText('Positive', { exact: true }).waitFor();

    await expect
      .poll(async () => {
        const again = await api<{ saleResults: { bidders: Bidder[] } }>(
          'query R($r: [ID!]!) { saleResults(catalogRefs: $r) { bidders { items { lotRef feedback { type defaultSlot } } } } }',
          { r: [ref] },
        );
        return again.saleResults.bidders.flatMap((b) => b.items).find((i) => i.lotRef === lot.lotRef)
          ?.feedback;
      })
      .toEqual({ type: 'POSITIVE', defaultSlot: 2 });

    // A reload keeps the sessions (the query's fallback) and shows the saved feedback.
    await page.reload();
    await open.click();
    await row.getByText('Positive', { exact: true }).waitFor();
    await screenshot(page, 'session-results-after-reload');

    // The session results spreadsheet downloads through the gateway.
    const href = await page
      .getByRole('navigation', { name: 'Downloads' })
      .getByRole('link', { name: 'Session Results', exact: true })
      .getAttribute('href');
    const file = await page.request.get(`${stack.gatewayUrl}${href}`);
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/vnd.ms-excel']);
  });

  it('opens a dispute file from the results, which then show the dispute and keep Open New File disabled', async () => {
    // A lot a dispute may be opened on (sales §4: the window, not a floor bidder, no blocking dispute).
    const { pastSaleGroups } = await api<{ pastSaleGroups: { sessions: { catalogRef: string }[] }[] }>(
      '{ pastSaleGroups { sessions { catalogRef } } }',
    );
    let found: { ref: string; bidder: DisputeBidder; lot: DisputableItem } | undefined;
    for (const { catalogRef } of pastSaleGroups.flatMap((g) => g.sessions)) {
      const { saleResults } = await api<{
        saleResults: { bidders: DisputeBidder[] };
      }>(
        `query R($r: [ID!]!) { saleResults(catalogRefs: $r) { bidders { firstName lastName
          items { lotRef lotNumber canLeaveFeedback canOpenDispute feedback { type defaultSlot } } } } }`,
        { r: [catalogRef] },
      );
      const bidder = saleResults.bidders.find((b) => b.items.some((i) => i.canOpenDispute));
      const lot = bidder?.items.find((i) => i.canOpenDispute);
      if (bidder && lot) {
        found = { ref: catalogRef, bidder, lot };
        break;
      }
    }
    if (!found) throw new Error('No past session of the demo house has a lot a dispute may be opened on');
    const { ref, bidder, lot } = found;

    await page.goto(`${stack.gatewayUrl}/ar/reports/sessionResults/viewSessionResults?catalogRefs=${ref}`);
    const bidderButton = page.getByRole('button', {
      name: new RegExp(`^${bidder.lastName}, ${bidder.firstName} `),
    });
    const lotBox = page.getByRole('checkbox', { name: `Select lot ${lot.lotNumber}`, exact: true });
    const row = page.getByRole('row').filter({ has: lotBox });
    await bidderButton.click();
    await lotBox.check();
    await page.getByRole('button', { name: 'Open New File' }).click();
    await page.waitForURL(/\/ar\/reports\/openDisputes\//);
    await page.getByRole('table', { name: 'Lots to dispute' }).waitFor();
    await page.getByRole('textbox', { name: /^Message/ }).fill('The buyer has not paid for this lot.');
    await page.getByRole('button', { name: 'Open File' }).click();
    await page.getByText('Your dispute(s) have been successfully opened!').waitFor();
    await page.waitForURL(/\/ar\/reports\/sessionResults\/viewSessionResults/);

    // Back on the results: the lot shows the dispute the server now holds (sales §4), and Open New
    // File stays disabled for it with the spec's text.
    await bidderButton.click();
    await row.getByRole('link', { name: 'Open - Awaiting Buyer Response' }).waitFor();
    await lotBox.check();
    await page.getByText('Dispute already exists on selected lot(s)').waitFor();
    expect(await page.getByRole('button', { name: 'Open New File' }).isDisabled()).toBe(true);
    await screenshot(page, 'session-results-dispute-opened');
  });
});
