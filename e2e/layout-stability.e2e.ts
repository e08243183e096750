import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, settled, signIn } from './support/browser.js';
import { startStack } from './support/stack.js';
import { startThrottledLink, type ThrottledLink } from './support/throttledLink.js';

/**
 * Screens do not jump while they load: Cumulative Layout Shift (the largest session window of
 * layout shifts, as Lighthouse and the Web Vitals define it) under 0.1 from the first paint of a
 * full page load, cold cache and Lighthouse's desktop size and network, until the screen shows its
 * content; and no shift at all, since every loading state takes the space of what replaces it (the
 * footer below the fold, skeletons the size of their content). A shift the user caused
 * (hadRecentInput) does not count. On failure the message names what moved, from where to where.
 */
type Stack = Awaited<ReturnType<typeof startStack>>;

/** "Good" CLS (web.dev/cls): a user reaching for a button does not hit another. */
const GOOD_CLS = 0.1;

let stack: Stack;
let browser: Browser;
/**
 * The stack behind Lighthouse's desktop throttling (40 ms round trip, 10 Mbit/s): a first visit's
 * pieces arrive apart, so every loading state the screen has is on screen for a while.
 */
let slowLink: ThrottledLink;
/** The signed-in session's cookies: each screen loads in a new context, with a cold cache as a first visit. */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

/** Installed before the app's own scripts: records every layout shift of the page from its start. */
function recordLayoutShifts(): void {
  interface LayoutShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  }
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
    const classes = Array.from(node.classList).slice(0, 3).join('.');
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  const shifts: Shift[] = [];
  (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: entry.sources.map(
          (s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS: the largest sum of shifts in a session window (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: Shift[]): { value: number; window: Shift[] } {
  let best: Shift[] = [];
  let bestValue = 0;
  let current: Shift[] = [];
  let currentValue = 0;
  for (const shift of shifts) {
    const first = current[0];
    const last = current.at(-1);
    if (
      first &&
      last &&
      shift.startTime - last.startTime < 1000 &&
      shift.startTime - first.startTime < 5000
    ) {
      current.push(shift);
      currentValue += shift.value;
    } else {
      current = [shift];
      currentValue = shift.value;
    }
    if (currentValue > bestValue) {
      bestValue = currentValue;
      best = [...current];
    }
  }
  return { value: bestValue, window: best };
}

/**
 * The page's requests still in flight: the state the measure waits for, where Playwright's
 * `networkidle` would wait for 500 ms of quiet (a time, not a state). Each request is its own
 * entry: two GraphQL POSTs to one URL at once are two.
 */
function trackRequests(page: Page): Set<Request> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return inFlight;
}

/** Waits until the screen shows its content: laid out, no busy region or skeleton, no request in flight. */
async function contentShown(
  page: Page,
  inFlight: Set<Request>,
  content: (page: Page) => Promise<void>,
): Promise<void> {
  await content(page);
  await expect
    .poll(() => page.locator('[aria-busy="true"]:visible, .mantine-Skeleton-root:visible').count(), {
      timeout: 60_000,
    })
    .toBe(0);
  // Live subscriptions use a WebSocket, which is not a request here; anything else still loading is.
  await expect
    .poll(() => [...inFlight].map((r) => `${r.method()} ${r.url()}`), { timeout: 60_000 })
    .toEqual([]);
  await settled(page);
}

async function measure(path: string, name: string, content: (page: Page) => Promise<void>) {
  // Lighthouse's desktop preset.
  const context = await browser.newContext({
    viewport: { width: 1350, height: 940 },
    storageState: signedIn,
  });
  context.setDefaultTimeout(60_000);
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  const inFlight = trackRequests(page);
  try {
    // The document has started: what follows waits for the screen itself, not for the `load` event.
    await page.goto(`${slowLink.url}/ar/${path}`, { waitUntil: 'commit' });
    await contentShown(page, inFlight, content);
    await screenshot(page, `layout-stability-${name}`);
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts,
    );
    const cls = cumulativeLayoutShift(shifts);
    const report = shifts
      .map((s) => `  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms\n    ${s.sources.join('\n    ')}`)
      .join('\n');
    console.info(`CLS of /ar/${path}: ${cls.value.toFixed(4)} (${shifts.length} shifts)\n${report}`);
    expect(cls.value, `CLS of /ar/${path}: ${cls.value.toFixed(3)}\n${report}`).toBeLessThan(GOOD_CLS);
    // Each loading state takes its content's space: nothing the user sees moves at all.
    expect(shifts, `layout shifts of /ar/${path}:\n${report}`).toEqual([]);
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  slowLink = await startThrottledLink(stack.gatewayUrl, {
    latencyMs: 40,
    downloadBytesPerSecond: (10_240 * 1024) / 8,
    uploadBytesPerSecond: (10_240 * 1024) / 8,
  });
  const context = await browser.newContext();
  await signIn(await context.newPage(), stack.gatewayUrl, {
    house: 'demo',
    user: 'staff',
    password: 'demo-password',
  });
  signedIn = await context.storageState();
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await slowLink?.close();
  await stack?.close();
});

describe('layout stability while screens load (CLS < 0.1)', () => {
  it('My Auctions: current sales', async () => {
    await measure('my-auctions/current', 'my-auctions-current', async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
    });
  });

  it('Invoices: existing invoice groups', async () => {
    await measure('invoices/ExistingInvoices', 'invoices-existing', async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByText(/invoice groups? · page/).waitFor();
    });
  });

  it('the invoice editor', async () => {
    const invoice = await stack.upstream.db
      .selectFrom('invoices as i')
      .innerJoin('invoice_groups as g', 'g.id', 'i.invoice_group_id')
      .innerJoin('houses as h', 'h.id', 'g.house_id')
      .select(['i.id', 'g.id as groupId'])
      .where('h.user_name', '=', 'demo')
      .where('g.invoice_created', '=', true)
      // Sent: its card has the unpaid-items line, whose code loads after the card, into its room.
      .where('i.sent_at', 'is not', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    await measure(
      `invoices/EditInvoices/${invoice.groupId}?id=${invoice.id}`,
      'invoice-editor',
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Edit Invoices' }).waitFor();
        await page.getByRole('button', { name: 'Select All' }).first().waitFor();
        await page.getByText('What happens next:').first().waitFor();
      },
    );
  });

  it('Settings: locations', async () => {
    await measure('settings/locations', 'settings-locations', async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('article').first().waitFor();
    });
  });
});
