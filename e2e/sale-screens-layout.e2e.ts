import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { apiToken, graphqlClient } from './support/api.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Sales screens at the widths staff use: both wizards' step indicators show every step label whole
 * (none cut off) at 1280, 1440 and 768 px, each wizard under its own title; and the Past calendar
 * comes a page at a time with a search by sale name.
 */
let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
const graphql = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  token = await apiToken(stack, 'demo', 'staff');
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

interface IndicatorLayout {
  steps: { scrollWidth: number; clientWidth: number };
  /** Each label: its text, whether its own box cuts it, and whether it lies outside the visible steps. */
  labels: Array<{ text: string; cut: boolean; outside: boolean }>;
}

/** How the step indicator lays out: the row of steps, and every label against its own box and the row. */
function indicatorLayout(): Promise<IndicatorLayout> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Wizard steps"]');
    const steps = nav?.querySelector<HTMLElement>('.mantine-Stepper-steps');
    if (!nav || !steps) throw new Error('no step indicator');
    const row = steps.getBoundingClientRect();
    return {
      steps: { scrollWidth: steps.scrollWidth, clientWidth: steps.clientWidth },
      labels: Array.from(nav.querySelectorAll<HTMLElement>('.mantine-Stepper-stepLabel')).map((label) => {
        const box = label.getBoundingClientRect();
        return {
          text: label.textContent ?? '',
          cut: label.scrollWidth > label.clientWidth,
          outside: box.left < row.left - 0.5 || box.right > row.right + 0.5,
        };
      }),
    };
  });
}

describe('sales screens in Chromium', () => {
  it('shows every step label of both wizards whole at 1280, 1440 and 768 px, under each wizard’s title', async () => {
    const { auctionCalendar } = await graphql<{
      auctionCalendar: { groups: { sessions: { editPath: string }[] }[]; buyNowSale: { wizardPath: string } };
    }>(
      '{ auctionCalendar(period: UPCOMING) { groups { sessions { editPath } } buyNowSale { wizardPath } } }',
    );
    const session = auctionCalendar.groups.flatMap((g) => g.sessions)[0]!.editPath.replace(/\/\d+$/, '');
    const bin = auctionCalendar.buyNowSale.wizardPath.replace(/\/\d+$/, '');
    const wizards = [
      { name: 'session', path: `${session}/1`, title: 'DIY Session', heading: 'Step 1: Create Session' },
      {
        name: 'session-review',
        path: `${session}/6`,
        title: 'DIY Session',
        heading: 'Step 6: Review & Publish',
      },
      { name: 'bin', path: `${bin}/1`, title: 'DIY Buy Now Sale', heading: 'Step 1: Sale Details' },
      {
        name: 'bin-review',
        path: `${bin}/6`,
        title: 'DIY Buy Now Sale',
        heading: 'Step 6: Review & Publish',
      },
    ];
    for (const width of [1280, 1440, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const wizard of wizards) {
        await page.goto(`${stack.gatewayUrl}/ar${wizard.path}`);
        await page.getByRole('heading', { level: 1, name: wizard.title, exact: true }).waitFor();
        await page.getByRole('heading', { name: wizard.heading }).waitFor();
        // Labels show from 1200 px; below, the numbered dots and the heading name the step.
        const labelled = width >= 1200;
        await page.waitForFunction((want) => {
          const count = document.querySelectorAll(
            'nav[aria-label="Wizard steps"] .mantine-Stepper-stepLabel',
          ).length;
          return want ? count >= 6 : count === 0;
        }, labelled);
        const layout = await indicatorLayout();
        expect(layout.steps.scrollWidth, `${wizard.name} at ${width} px`).toBeLessThanOrEqual(
          layout.steps.clientWidth,
        );
        expect(
          layout.labels.filter((l) => l.cut || l.outside).map((l) => l.text),
          `${wizard.name} at ${width} px`,
        ).toEqual([]);
        if (wizard.name.startsWith('bin') && labelled)
          expect(layout.labels.map((l) => l.text)).toContain('Preview Session');
        await screenshot(page, `wizard-${wizard.name}-${width}`);
      }
    }
  });

  it('pages the past calendar 10 sales at a time and searches it by sale name', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { auctionCalendar: all } = await graphql<{ auctionCalendar: { groups: { name: string }[] } }>(
      '{ auctionCalendar(period: PAST) { groups { name } } }',
    );
    expect(all.groups.length).toBeGreaterThan(10);
    // A group is found by its heading: a session may carry its group's name too.
    const groupHeading = (name: string) => page.getByRole('heading', { name, exact: true });
    await page.goto(`${stack.gatewayUrl}/ar/my-auctions/past`);
    const pages = page.getByRole('navigation', { name: 'Past sales pages' });
    await pages.waitFor();
    await groupHeading(all.groups[0]!.name).waitFor();
    expect(await groupHeading(all.groups[10]!.name).count()).toBe(0);
    const height = await page.evaluate(() => document.body.scrollHeight);
    expect(height).toBeLessThan(6_000);
    await screenshot(page, 'calendar-past-page-1');

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/my-auctions\/past\?page=2$/);
    await groupHeading(all.groups[10]!.name).waitFor();
    expect(await groupHeading(all.groups[0]!.name).count()).toBe(0);

    // The search keeps the sales whose name holds it, from page 1.
    const word = all.groups[3]!.name.split(' ')[0]!;
    const matching = all.groups.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
    await page.getByRole('searchbox', { name: 'Search by sale name' }).fill(word.toLowerCase());
    await page.waitForURL(
      (url) => url.searchParams.get('q') === word.toLowerCase() && !url.searchParams.has('page'),
    );
    await groupHeading(matching[0]!.name).waitFor();
    const shown = all.groups.filter((g) => !matching.includes(g)).slice(0, 3);
    for (const other of shown) expect(await groupHeading(other.name).count()).toBe(0);
    await screenshot(page, 'calendar-past-search');

    await page.getByRole('searchbox', { name: 'Search by sale name' }).fill('no sale is called this');
    await page.getByText('No sales found').waitFor();
  });
});
