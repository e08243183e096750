/**
 * Heavy screens in Chromium (`npm run bench -- web`): the real stack on the LARGE seed, then on the
 * HUGE one (ten times large; `--sizes=large` for one), upstream on PGlite, the gateway serving the
 * BUILT web app from packages/web/dist, trusted documents on as in production; a demo user signed in
 * through the login form in /usr/bin/chromium (playwright-core), then for each heavy screen:
 *
 * - **usable ms**: from the navigation's start (`performance.timeOrigin`) until the screen's data is
 *   rendered and its main control enabled, checked on every animation frame (each screen's
 *   definition is its `usable` below: a first row laid out with a non-empty box, and the controls a
 *   person reaches first enabled);
 * - **largest answer**: the largest GraphQL answer (bytes of the body) the screen received while
 *   loading and in use (goal: none above 200 kB, whatever the size of the sale or group);
 * - **longest task** (PerformanceObserver `longtask`, ≥ 50 ms, 0 = none) and **longest animation
 *   frame** (`long-animation-frame`, ≥ 50 ms) during the load (navigation start → usable), and
 *   separately while scrolling (mouse wheel through the page and back), filtering (the screen's
 *   filter, search or paging control) and selecting (the page's select-all and one row).
 *
 * Each screen is opened once to warm the gateway, the upstream and the browser's HTTP cache, then
 * measured `--samples=N` times (default 3; the median usable time and the largest tasks are kept).
 *
 * The large seed has the 573-invoice group (the largest invoice group), the 1,200-lot timed sale of
 * bulk bidding (bulkBiddingSeed.ts, "a 1,000-lot sale"), but no 5,000-lot sale: the benchmark adds
 * lots to the demo's "Modern Design Online" session (5 lots, at the Review & Publish step) in the
 * upstream's database before the browser starts, up to 5,000 (10,000 on the huge seed, whose group
 * has 5,142 invoices and timed sale 12,000 lots). Sale results shows the sessions of the largest
 * group's sale; Campaign reporting the whole house. Its first visit creates those lots' shipping
 * reviews, whose quotes then run upstream for a minute or two (a visit meanwhile can fail): after each
 * build's warm-up the benchmark polls the database until none is pending or processing.
 *
 *   node --conditions=source --import tsx bench/web.ts [--samples=3] [--only=details,editor,review,bulk]
 *     [--web-dist=DIR] [--label=NAME] [--baseline-dist=DIR --baseline-label=NAME]
 *
 * With `--baseline-dist` a second gateway on the same upstream serves another build (e.g. main's,
 * built in a worktree of main) and the two are measured in the same run, alternating sample by
 * sample, so a before/after table meets the same machine load.
 *
 * Results: bench/results/web.{json,md}. Goals: usable within 1 s; no task over 100 ms while
 * scrolling, filtering or selecting. `npm run bench -- web` builds the web app first when it is
 * missing or older than its sources (scripts/webBuild.mjs); run directly, build it yourself.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { DEFAULT_WEB_DIST_DIR } from '../packages/gateway/src/config.ts';
import { createGateway } from '../packages/gateway/src/server.ts';
import { startStack } from '../packages/gateway/src/testing.ts';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SAMPLES = Math.max(1, Number(option('samples') ?? 3));
const ONLY = option('only')?.split(',') ?? null;
/** `--web-dist=DIR`: the build of the web app to measure (default packages/web/dist). */
const WEB_DIST = option('web-dist') ?? DEFAULT_WEB_DIST_DIR;
const LABEL = option('label') ?? 'this build';
/**
 * `--baseline-dist=DIR`: another build (e.g. main's) served by a second gateway on the same upstream
 * and measured in the same run, alternating sample by sample (`--baseline-label=main`).
 */
const BASELINE_DIST = option('baseline-dist') ?? null;
const BASELINE_LABEL = option('baseline-label') ?? 'baseline';
type UpstreamDb = Awaited<ReturnType<typeof startStack>>['upstream']['db'];
/** `--sizes=large,huge`: the seeds measured, one stack each, in turn. */
const SIZES = (option('sizes') ?? 'large,huge')
  .split(',')
  .filter((s): s is 'large' | 'huge' => s === 'large' || s === 'huge');
/** The Review & Publish session's lots on each seed. */
const REVIEW_LOTS = { large: 5_000, huge: 10_000 } as const;
/** Bytes of the largest GraphQL answer the goal allows on these screens. */
const ANSWER_GOAL_BYTES = 200_000;
/** Bulk bidding's typed search: the consignor of 60 of the 1,200 lots (bulkBiddingSeed.ts). */
const BULK_SEARCH = 'Okafor';
const GOALS = { usableMs: 1_000, interactionTaskMs: 100 };
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

/** Installed before any of the app's code: long tasks, long animation frames and fetches in flight. */
const PROBE = `(() => {
  const perf = { tasks: [], frames: [], inflight: 0 };
  window.__benchPerf = perf;
  const observe = (type, into) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) into.push([e.startTime, e.duration]);
    }).observe({ type, buffered: true });
    return true;
  };
  perf.hasTasks = observe('longtask', perf.tasks);
  perf.hasFrames = observe('long-animation-frame', perf.frames);
  const fetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    perf.inflight += 1;
    return fetch(...args).finally(() => { perf.inflight -= 1; });
  };
})();`;

interface Span {
  start: number;
  end: number;
}
interface PhaseFigures {
  /** The longest long task (ms) in the phase; 0 when none reached 50 ms. */
  longestTaskMs: number;
  /** The longest long animation frame (ms); 0 when none reached 50 ms. */
  longestFrameMs: number;
  ms: number;
}
interface Sample {
  usableMs: number;
  /** The largest GraphQL answer body (bytes) received from navigation to the end of the sample. */
  largestAnswerBytes: number;
  load: PhaseFigures;
  scroll: PhaseFigures;
  filter: PhaseFigures;
  select: PhaseFigures;
}
interface Screen {
  key: string;
  name: string;
  /** What "usable" means on it, for the report. */
  usableMeans: string;
  /** What the filter and select phases do. */
  interactions: string;
  url: string;
  /** In the page: true once usable. */
  usable: () => boolean;
  filter: (page: Page) => Promise<void>;
  select: (page: Page) => Promise<void>;
  /** Between the filter and the select phases, not measured: back to the view the select needs. */
  beforeSelect?: (page: Page, baseUrl: string) => Promise<void>;
  /** After the warm-up visit, before the samples: waits for work the visit started upstream. */
  afterWarmUp?: () => Promise<void>;
}

/** Waits until no fetch is in flight and two frames have been painted, then for an idle moment. */
async function settle(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __benchPerf: { inflight: number } }).__benchPerf.inflight === 0,
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
        ),
      ),
  );
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function phase(page: Page, run: () => Promise<void>): Promise<Span> {
  await settle(page);
  const start = await now(page);
  await run();
  await settle(page);
  return { start, end: await now(page) };
}

async function figures(page: Page, span: Span): Promise<PhaseFigures> {
  const { tasks, frames } = await page.evaluate(() => {
    const perf = (window as unknown as { __benchPerf: { tasks: number[][]; frames: number[][] } })
      .__benchPerf;
    return { tasks: perf.tasks, frames: perf.frames };
  });
  // An entry belongs to the phase it starts in.
  const longest = (entries: number[][]) =>
    Math.round(
      Math.max(
        0,
        ...entries
          .filter(([start = 0]) => start >= span.start && start <= span.end)
          .map(([, duration = 0]) => duration),
      ),
    );
  return {
    longestTaskMs: longest(tasks),
    longestFrameMs: longest(frames),
    ms: Math.round(span.end - span.start),
  };
}

/** The mouse wheel down through the page, 600 px a step, to its end (or 40 steps), then back up. */
async function scrollThrough(page: Page) {
  await page.mouse.move(683, 500);
  for (const direction of [1, -1]) {
    for (let i = 0; i < 40; i++) {
      const atEnd = await page.evaluate((down) => {
        const el = document.scrollingElement ?? document.documentElement;
        return down ? el.scrollTop + innerHeight >= el.scrollHeight - 2 : el.scrollTop <= 0;
      }, direction === 1);
      if (atEnd) break;
      await page.mouse.wheel(0, 600 * direction);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    }
  }
}

/** Where each warm-up leaves a screenshot of the screen it made usable (to look at; not committed). */
const screensDir = fileURLToPath(new URL('./results/screens/', import.meta.url));

/**
 * Opens a screen until usable, nothing more (the warm-up: HTTP cache, gateway and upstream), and
 * leaves a screenshot of it as `shot` (when named) in results/screens/.
 */
async function open(page: Page, baseUrl: string, screen: Screen, shot?: string) {
  await page.goto(`${baseUrl}${screen.url}`, { waitUntil: 'commit' });
  await page
    .waitForFunction(`(${screen.usable.toString()})()`, undefined, { polling: 'raf', timeout: 180_000 })
    .catch(async (error: unknown) => {
      mkdirSync(resultsDir, { recursive: true });
      await page.screenshot({ path: `${resultsDir}web-${screen.key}-not-usable.png` });
      throw error;
    });
  await settle(page);
  if (!shot) return;
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: `${screensDir}${shot}.png` });
}

/** Records the size of every GraphQL answer the page receives; `largest()` since the last `reset()`. */
function answerSizes(page: Page) {
  let largest = 0;
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    response.body().then(
      (body) => (largest = Math.max(largest, body.length)),
      () => undefined, // a navigation dropped it: nothing to count
    );
  });
  return {
    reset: () => (largest = 0),
    largest: () => largest,
  };
}

async function measure(
  page: Page,
  baseUrl: string,
  screen: Screen,
  answers: ReturnType<typeof answerSizes>,
): Promise<Sample> {
  answers.reset();
  await page.goto(`${baseUrl}${screen.url}`, { waitUntil: 'commit' });
  const usable = await page
    .waitForFunction(`(${screen.usable.toString()})() ? performance.now() : false`, undefined, {
      polling: 'raf',
      timeout: 180_000,
    })
    .catch(async (error: unknown) => {
      mkdirSync(resultsDir, { recursive: true });
      await page.screenshot({ path: `${resultsDir}web-${screen.key}-not-usable.png` });
      throw error;
    });
  const usableMs = Number(await usable.jsonValue());
  const load = await figures(page, { start: 0, end: usableMs });
  const scroll = await figures(page, await phase(page, () => scrollThrough(page)));
  const filter = await figures(page, await phase(page, () => screen.filter(page)));
  await screen.beforeSelect?.(page, baseUrl);
  const select = await figures(page, await phase(page, () => screen.select(page)));
  return {
    usableMs: Math.round(usableMs),
    largestAnswerBytes: answers.largest(),
    load,
    scroll,
    filter,
    select,
  };
}

/** A first row laid out, for the `usable` checks (run in the page, so self-contained). */
function screens(
  ids: {
    groupId: string;
    invoiceCount: number;
    review: { groupId: string; catalogId: string; lots: number };
    bulkRef: string;
    bulkLots: number;
    /** The sessions of the largest invoice group's sale, for Sale results. */
    resultsRefs: string[];
  },
  waitForReviewQuotes: () => Promise<void>,
): Screen[] {
  return [
    {
      key: 'details',
      name: `Invoice group details (${ids.invoiceCount.toLocaleString('en')} invoices, 200 a page)`,
      usableMeans:
        'the Invoices table has a first row with a box, the search box and the select-page checkbox are enabled',
      interactions:
        'filter: Show invoices → UNPAID, then ALL; select: select-page checkbox on and off, one row',
      url: `/ar/invoices/InvoiceGroupDetails/${ids.groupId}?size=200`,
      usable: () => {
        const row = document.querySelector('table[aria-label="Invoices"] tbody tr');
        const search = document.querySelector<HTMLInputElement>(
          'input[aria-label="Search by name or invoice number"]',
        );
        const all = document.querySelector<HTMLInputElement>(
          'input[aria-label="Select the invoices of this page"]',
        );
        return Boolean(
          row && row.getBoundingClientRect().height > 0 && search && !search.disabled && all && !all.disabled,
        );
      },
      async filter(page) {
        const group = page.locator('[aria-label="Show invoices"]');
        await group.getByText('UNPAID', { exact: true }).click();
        await page.waitForURL(/filter=unpaid/);
        await settle(page);
        await group.getByText('ALL', { exact: true }).click();
        await page.waitForURL((url) => !url.search.includes('filter='));
      },
      async select(page) {
        const all = page.getByRole('checkbox', { name: 'Select the invoices of this page' });
        await all.click();
        await settle(page);
        await all.click();
        await settle(page);
        await page.locator('table[aria-label="Invoices"] tbody tr').first().getByRole('checkbox').click();
      },
    },
    {
      key: 'editor',
      name: `Create/edit invoices (${ids.invoiceCount.toLocaleString('en')} invoices, 20 a page)`,
      usableMeans:
        "the first invoice card's line table has a box, its select checkbox and Select All are enabled",
      interactions: 'filter: next page of invoices, then back; select: Select All Invoices, then one invoice',
      url: `/ar/invoices/EditInvoices/${ids.groupId}`,
      usable: () => {
        const lines = document.querySelector('table[aria-label^="Lines of invoice"]');
        const pick = document.querySelector<HTMLInputElement>('input[aria-label^="Select invoice "]');
        const all = Array.from(document.querySelectorAll('button')).find((b) =>
          b.textContent?.includes('Select All Invoices'),
        );
        return Boolean(
          lines && lines.getBoundingClientRect().height > 0 && pick && !pick.disabled && all && !all.disabled,
        );
      },
      async filter(page) {
        const pages = page.getByRole('navigation', { name: 'Invoices pages' });
        await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
        await page.waitForURL(/page=2/);
        await settle(page);
        await pages.getByRole('link', { name: 'Page 1', exact: true }).click();
        await page.waitForURL((url) => !url.search.includes('page=2'));
      },
      async select(page) {
        await page.getByRole('button', { name: /Select All Invoices/ }).click();
        await settle(page);
        await page.locator('input[aria-label^="Select invoice "]').first().click();
      },
    },
    {
      key: 'review',
      name: `Review & Publish (${ids.review.lots.toLocaleString('en')} lots, 200 a page)`,
      usableMeans:
        'the Catalog items table has a first row with a box, the select-page checkbox and Filter items are enabled',
      interactions:
        'filter: Filter items → Unpublished, then All items; select: select-page checkbox on and off, one row',
      url: `/ar/session/timed/${ids.review.groupId}/${ids.review.catalogId}/6?size=200`,
      // The warm-up visit creates the added lots' shipping reviews; their quotes then run upstream
      // (one job a review, about two minutes) and a visit meanwhile can fail: measure after them.
      afterWarmUp: waitForReviewQuotes,
      usable: () => {
        const row = document.querySelector('table[aria-label="Catalog items"] tbody tr');
        const all = document.querySelector<HTMLInputElement>(
          'input[aria-label="Select the items of this page"]',
        );
        const filter = Array.from(document.querySelectorAll<HTMLInputElement>('input')).find(
          (i) => i.labels?.[0]?.textContent === 'Filter items',
        );
        return Boolean(
          row && row.getBoundingClientRect().height > 0 && all && !all.disabled && filter && !filter.disabled,
        );
      },
      async filter(page) {
        const pick = async (name: RegExp) => {
          await page.getByRole('combobox', { name: 'Filter items' }).click();
          await page.getByRole('option', { name }).click();
        };
        await pick(/^Unpublished/);
        await page.waitForURL(/filter=unpublished/);
        await settle(page);
        await pick(/^All/);
        await page.waitForURL((url) => !url.search.includes('filter='));
      },
      async select(page) {
        const all = page.getByRole('checkbox', { name: 'Select the items of this page' });
        await all.click();
        await settle(page);
        await all.click();
        await settle(page);
        await page
          .locator('table[aria-label="Catalog items"] tbody tr')
          .first()
          .getByRole('checkbox')
          .click();
      },
    },
    {
      key: 'bulk',
      name: `Bulk bidding (${ids.bulkLots.toLocaleString('en')}-lot timed sale, 50 a page, page 10)`,
      usableMeans: 'the Lots table has a first row with a box, a New bid select and Search lots are enabled',
      interactions: `filter: type a consignor's name ("${BULK_SEARCH}"; debounced 500 ms) until the rows change, then clear it; select: a bid on two lots`,
      // Page 10 (lots 451-500): the seed's first lots closed six hours ago and the next ones close
      // two minutes apart from then, so the first pages have no bid to choose (nothing usable).
      url: `/ar/bulk-bidding/${ids.bulkRef}?page=10`,
      usable: () => {
        const row = document.querySelector('table[aria-label="Lots"] tbody tr');
        const bid = document.querySelector<HTMLSelectElement>(
          'select[aria-label^="New bid for lot"]:not([disabled])',
        );
        const search = Array.from(document.querySelectorAll<HTMLInputElement>('input')).find(
          (i) => i.labels?.[0]?.textContent === 'Search lots',
        );
        return Boolean(row && row.getBoundingClientRect().height > 0 && bid && search && !search.disabled);
      },
      async filter(page) {
        const search = page.getByRole('textbox', { name: 'Search lots' });
        const rows = page.locator('table[aria-label="Lots"] tbody tr');
        // The first row before typing: on a loaded machine the debounced search can be done by
        // the time the typing is.
        const before = await rows.first().textContent();
        await search.click();
        // A name 60 of the seed's consignors share ("<last name> Estate", so not "Estate": every
        // lot matches that and the rows never change).
        await page.keyboard.type(BULK_SEARCH, { delay: 30 });
        await page.waitForFunction(
          (before) => document.querySelector('table[aria-label="Lots"] tbody tr')?.textContent !== before,
          before,
          { polling: 'raf', timeout: 30_000 },
        );
        await settle(page);
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
        await page.waitForFunction(
          () => (document.querySelectorAll('table[aria-label="Lots"] tbody tr').length ?? 0) >= 50,
          undefined,
          { polling: 'raf', timeout: 30_000 },
        );
      },
      // Clearing the search goes back to page 1, whose lots have all closed: page 10 again first.
      async beforeSelect(page, baseUrl) {
        await open(page, baseUrl, this);
      },
      async select(page) {
        // Open lots with a bid to choose (a lot the house already leads at its top choice has none).
        const open = page.locator(
          'select[aria-label^="New bid for lot"]:not([disabled]):has(option:nth-child(2))',
        );
        for (const i of [0, 1]) {
          const select = open.nth(i);
          const value = await select.locator('option').nth(1).getAttribute('value');
          await select.selectOption(value ?? '');
          await settle(page);
        }
      },
    },
    {
      key: 'results',
      name: `Sale results (the ${ids.invoiceCount.toLocaleString('en')}-invoice group's ${ids.resultsRefs.length} sessions)`,
      usableMeans: "the first bidder's row has a box, and Search bidders is enabled",
      interactions:
        "filter: type a last name's first letters in Search bidders (debounced 700 ms), then clear it; select: open the first bidder, its select-all, then one lot",
      url: `/ar/reports/sessionResults/viewSessionResults?catalogRefs=${ids.resultsRefs.map(encodeURIComponent).join(',')}`,
      usable: () => {
        // The bidders are collapsed panels (their lot tables mount when opened).
        const bidder = document.querySelector('main button[aria-expanded]');
        const search = Array.from(document.querySelectorAll<HTMLInputElement>('input')).find(
          (i) => i.labels?.[0]?.textContent === 'Search bidders',
        );
        return Boolean(bidder && bidder.getBoundingClientRect().height > 0 && search && !search.disabled);
      },
      async filter(page) {
        const search = page.getByRole('textbox', { name: 'Search bidders' });
        const first = page.locator('main button[aria-expanded]').first();
        const before = await first.textContent();
        await search.click();
        await page.keyboard.type('Zh', { delay: 30 });
        await page
          .waitForFunction(
            (before) => document.querySelector('main button[aria-expanded]')?.textContent !== before,
            before,
            { polling: 'raf', timeout: 30_000 },
          )
          .catch(() => undefined); // no bidder matches: the same list, still a search's work
        await settle(page);
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Backspace');
      },
      async select(page) {
        await page.locator('main button[aria-expanded="false"]').first().click();
        await settle(page);
        await page
          .getByRole('checkbox', { name: /^Select all lots of / })
          .first()
          .click();
        await settle(page);
        await page
          .getByRole('checkbox', { name: /^Select lot / })
          .first()
          .click();
      },
    },
    {
      key: 'campaign',
      name: 'Campaign reporting (the whole house)',
      usableMeans: 'the built-in dashboard shows its sections (a first table row with a box)',
      interactions: 'filter: none (the whole house is the filter); select: none',
      url: '/ar/campaign-reporting',
      usable: () => {
        const row = document.querySelector('main table tbody tr');
        return Boolean(row && row.getBoundingClientRect().height > 0);
      },
      async filter() {},
      async select() {},
    },
  ];
}

/**
 * Polls the upstream's database until no shipping review of the catalog waits for its quote
 * (status pending or processing), for at most 10 minutes.
 */
async function waitForQuotes(db: UpstreamDb, catalogId: number) {
  const started = Date.now();
  for (;;) {
    const { count } = await db
      .selectFrom('shipping_reviews')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('catalog_id', '=', catalogId)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) break;
    if (Date.now() - started > 600_000)
      throw new Error(`${count} shipping quotes still pending after 10 min`);
    console.info(`  waiting for ${count} shipping quotes (${Math.round((Date.now() - started) / 1000)} s)`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  console.info(`  shipping quotes done after ${Math.round((Date.now() - started) / 1000)} s`);
}

/** A second gateway, configured as startStack's, serving another build of the web app. */
async function startBaselineGateway(upstreamUrl: string, webDistDir: string) {
  const gateway = createGateway({
    logLevel: 'warn',
    shutdownDelayMs: 0,
    viewerCacheTtlMs: 0,
    trustedDocuments: 'sessions',
    upstreamTimeoutMs: 120_000,
    webDistDir,
    services: { house: upstreamUrl, catalog: upstreamUrl, shipping: upstreamUrl, bidAdmin: upstreamUrl },
  });
  return { gateway, url: await gateway.start(0, '127.0.0.1') };
}

interface Row {
  key: string;
  /** The seed measured: large, or huge (ten times). */
  size: 'large' | 'huge';
  build: string;
  screen: string;
  usableMeans: string;
  interactions: string;
  usableMs: number;
  /** The largest GraphQL answer of any sample (bytes). */
  largestAnswerBytes: number;
  loadLongestTaskMs: number;
  loadLongestFrameMs: number;
  scrollLongestTaskMs: number;
  filterLongestTaskMs: number;
  selectLongestTaskMs: number;
  interactionLongestFrameMs: number;
  samples: Sample[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const worst = (samples: Sample[], pick: (s: Sample) => number) => Math.max(...samples.map(pick));

/** bench/results/web.{json,md}, written again after each screen (a stopped run keeps what it measured). */
function writeReport(rows: Row[], chromium: string): string {
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    chromium,
    samples: SAMPLES,
    builds: { [LABEL]: WEB_DIST, ...(BASELINE_DIST ? { [BASELINE_LABEL]: BASELINE_DIST } : {}) },
    goals: GOALS,
    rows,
  };
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const md = [
    `Heavy screens in Chromium ${report.chromium} — ${report.at}, ${SIZES.join(' and ')} seed, built web app, ` +
      `${SAMPLES} samples after a warm-up (median usable, largest tasks and answers); 1366×768.`,
    '',
    `| Seed | Screen | Build | Usable ms (≤ ${GOALS.usableMs}) | Largest answer kB (≤ ${ANSWER_GOAL_BYTES / 1000}) | Longest task, load | Longest task: scroll / filter / select (≤ ${GOALS.interactionTaskMs}) | Longest frame: load / interactions |`,
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => {
      const interaction = Math.max(r.scrollLongestTaskMs, r.filterLongestTaskMs, r.selectLongestTaskMs);
      return (
        `| ${r.size} | ${r.screen} | ${r.build} | ${r.usableMs} ${mark(r.usableMs <= GOALS.usableMs)} | ` +
        `${(r.largestAnswerBytes / 1000).toFixed(1)} ${mark(r.largestAnswerBytes <= ANSWER_GOAL_BYTES)} | ${r.loadLongestTaskMs} | ` +
        `${r.scrollLongestTaskMs} / ${r.filterLongestTaskMs} / ${r.selectLongestTaskMs} ${mark(interaction <= GOALS.interactionTaskMs)} | ` +
        `${r.loadLongestFrameMs} / ${r.interactionLongestFrameMs} |`
      );
    }),
    '',
    'Tasks and frames in ms; 0: none reached 50 ms (the long-task threshold).',
    '',
    ...rows
      .filter((r) => r.build === LABEL)
      .map((r) => `- **${r.screen}** (${r.size}) — usable: ${r.usableMeans}; ${r.interactions}.`),
    '',
  ].join('\n');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}web.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${resultsDir}web.md`, md);
  return md;
}

/** One seed's stack: its figures for every screen, appended to `rows` (reported after each screen). */
async function measureSeed(
  size: 'large' | 'huge',
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  rows: Row[],
) {
  console.info(`Starting the stack on the ${size} seed…`);
  const seeding = Date.now();
  // A longer upstream timeout than production's 10 s: Review & Publish first creates the shipping
  // reviews of all the session's lots upstream, which takes longer on PGlite.
  const stack = await startStack({
    seed: size,
    gateway: { trustedDocuments: 'sessions', upstreamTimeoutMs: 120_000, webDistDir: WEB_DIST },
  });
  console.info(`  seeded and started in ${Math.round((Date.now() - seeding) / 1000)} s`);
  const baseline = BASELINE_DIST ? await startBaselineGateway(stack.upstreamUrl, BASELINE_DIST) : null;
  try {
    const db = stack.upstream.db;
    const house = await db
      .selectFrom('houses')
      .select(['id'])
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    // The largest group: the demo house's invoice group with the most invoices (573; 5,142 on huge).
    const counts = new Map<number, number>();
    for (const { invoice_group_id: id } of await db
      .selectFrom('invoices')
      .select(['invoice_group_id'])
      .where('house_id', '=', house.id)
      .execute())
      counts.set(id, (counts.get(id) ?? 0) + 1);
    const [groupId, invoiceCount] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    const resultsRefs = (
      await db
        .selectFrom('invoice_group_catalogs as igc')
        .innerJoin('catalogs as c', 'c.id', 'igc.catalog_id')
        .select(['c.ref'])
        .where('igc.invoice_group_id', '=', groupId)
        .orderBy('c.starts_at')
        .execute()
    ).map((c) => c.ref);
    const bulk = await db
      .selectFrom('catalogs')
      .select(['ref', 'id'])
      .where('house_id', '=', house.id)
      .where('ref', 'like', 'TB%')
      .executeTakeFirstOrThrow();
    const bulkLots = (await db.selectFrom('lots').select(['id']).where('catalog_id', '=', bulk.id).execute())
      .length;
    const review = await db
      .selectFrom('catalogs')
      .select(['id', 'sale_group_id'])
      .where('house_id', '=', house.id)
      .where('title', '=', 'Modern Design Online')
      .executeTakeFirstOrThrow();
    const existing = {
      count: (await db.selectFrom('lots').select(['id']).where('catalog_id', '=', review.id).execute())
        .length,
    };
    const extra = Array.from({ length: REVIEW_LOTS[size] - existing.count }, (_, i) => {
      const n = existing.count + i + 1;
      return {
        house_id: house.id,
        catalog_id: review.id,
        ref: `BENCHLOT${String(n).padStart(5, '0')}`,
        lot_number: n,
        title: `Modern design lot ${n}: ${['chair', 'lamp', 'table', 'print', 'vase'][n % 5]}`,
        // No images: the seed has no image files behind these lots (the image proxy would wait on them).
        image_count: 0,
        unpublished: n % 3 === 0,
        low_estimate: 10_000 + (n % 40) * 2_500,
        high_estimate: 20_000 + (n % 40) * 5_000,
      };
    });
    for (let i = 0; i < extra.length; i += 1_000)
      await db
        .insertInto('lots')
        .values(extra.slice(i, i + 1_000))
        .execute();
    const ids = {
      groupId: String(groupId),
      invoiceCount,
      review: {
        groupId: String(review.sale_group_id),
        catalogId: String(review.id),
        lots: REVIEW_LOTS[size],
      },
      bulkRef: bulk.ref,
      bulkLots,
      resultsRefs,
    };
    console.info(
      `Group ${ids.groupId} (${invoiceCount} invoices, ${resultsRefs.length} sessions), review catalog ${ids.review.catalogId}, bulk ${ids.bulkRef} (${bulkLots} lots)`,
    );

    // One signed-in browser context per build (each gateway keeps its own sessions).
    const targets: { build: string; url: string; page: Page; answers: ReturnType<typeof answerSizes> }[] = [];
    for (const [build, url] of [
      ...(baseline ? ([[BASELINE_LABEL, baseline.url]] as const) : []),
      [LABEL, stack.gatewayUrl] as const,
    ]) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      await context.addInitScript(PROBE);
      const page = await context.newPage();
      // Signed in through the login form, as a person would.
      await page.goto(`${url}/ar/`);
      await page.getByLabel('House ID').fill('demo');
      await page.getByLabel('Username').fill('staff');
      await page.getByRole('textbox', { name: 'Password' }).fill('demo-password');
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL(/\/ar\/my-auctions\/current/);
      targets.push({ build, url, page, answers: answerSizes(page) });
    }

    const waitForReviewQuotes = () => waitForQuotes(db, review.id);
    for (const screen of screens(ids, waitForReviewQuotes)) {
      if (ONLY && !ONLY.includes(screen.key)) continue;
      const samples = new Map<string, Sample[]>(targets.map((t) => [t.build, []]));
      for (const target of targets) {
        console.info(`${screen.name} (${size}, ${target.build}): warm-up`);
        await open(
          target.page,
          target.url,
          screen,
          `${size}-${screen.key}-${target.build.replace(/\W+/g, '-')}`,
        );
        // After each build's warm-up: the next visit must not meet the work this one started.
        await screen.afterWarmUp?.();
      }
      // The builds alternate, sample by sample, so both meet the same load on a shared machine.
      for (let i = 0; i < SAMPLES; i++)
        for (const target of targets) {
          const sample = await measure(target.page, target.url, screen, target.answers);
          console.info(`  ${target.build}: ${JSON.stringify(sample)}`);
          samples.get(target.build)?.push(sample);
        }
      for (const [build, taken] of samples)
        rows.push({
          key: screen.key,
          size,
          build,
          screen: screen.name,
          usableMeans: screen.usableMeans,
          interactions: screen.interactions,
          usableMs: median(taken.map((s) => s.usableMs)),
          largestAnswerBytes: worst(taken, (s) => s.largestAnswerBytes),
          loadLongestTaskMs: worst(taken, (s) => s.load.longestTaskMs),
          loadLongestFrameMs: worst(taken, (s) => s.load.longestFrameMs),
          scrollLongestTaskMs: worst(taken, (s) => s.scroll.longestTaskMs),
          filterLongestTaskMs: worst(taken, (s) => s.filter.longestTaskMs),
          selectLongestTaskMs: worst(taken, (s) => s.select.longestTaskMs),
          interactionLongestFrameMs: worst(taken, (s) =>
            Math.max(s.scroll.longestFrameMs, s.filter.longestFrameMs, s.select.longestFrameMs),
          ),
          samples: taken,
        });
      writeReport(rows, browser.version());
    }
    for (const { page } of targets) await page.context().close();
  } finally {
    await baseline?.gateway.stop();
    await stack.close();
  }
}

async function main() {
  if (!existsSync(`${WEB_DIST}/index.html`))
    throw new Error(`No built web app in ${WEB_DIST}: run pnpm --filter @ah/web run build`);
  const browser = await launchBrowser();
  const rows: Row[] = [];
  try {
    for (const size of SIZES) await measureSeed(size, browser, rows);
    console.info(`\n${writeReport(rows, browser.version())}`);
  } finally {
    await browser.close();
  }
}

await main();
