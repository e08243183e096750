import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, settled, signIn } from './support/browser.js';
import { apiToken, graphqlClient, newSession } from './support/api.js';
import { startStack } from './support/stack.js';
import { appRoutes } from './support/routeTable.js';
import {
  readScreenFixtures,
  screenDeclarations,
  walkVisits,
  type OwnedVisit,
  type WalkTools,
} from './support/screenWalk.js';

/**
 * WCAG 2.2 AA on every screen: axe-core in Chromium on every route of the app's route table (read
 * from its source, so a new route without a visit fails), signed out and signed in, and on the
 * dialogs the screens open from the URL (`?dialog=`) or from a button or key (`open`, as a person
 * opens them, after uploading a small file through the real file input where the dialog needs one).
 * The visits are what the shell and each feature declare in their `a11y.screens.ts`
 * (packages/web/src/platform/a11yScreens.ts; e2e/support/screenWalk.ts reads them): a new feature's
 * screens are walked without a line here. Any violation of any impact fails, with its rule, impact
 * and the elements it found.
 */
type Stack = Awaited<ReturnType<typeof startStack>>;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'demo-password';

type Visit = OwnedVisit;

interface Finding {
  visit: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

let stack: Stack;
let browser: Browser;
const contexts = new Map<Visit['as'], BrowserContext>();
/** Every declaration of the walk (the shell's and each feature's a11y.screens.ts). */
const declarations = await screenDeclarations();
let visits: Visit[] = [];
const findings: Finding[] = [];

/** Where the small files a visit uploads are written. */
const files = join(tmpdir(), `a11y-e2e-${process.pid}`);

/** The ways of working a screen the walk lends every feature's visits (platform/a11yScreens.ts). */
const tools: WalkTools = {
  click: (name) => (page) =>
    page
      .getByRole('button', { name, exact: typeof name === 'string' })
      .first()
      .click(),
  async helpInGrid(page, grid) {
    const cell = page.getByRole('grid', { name: grid }).locator('[data-cell]').first();
    await cell.focus();
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-cell') === true);
    await page.keyboard.press('?');
  },
  file(name, content) {
    const path = join(files, name);
    writeFileSync(path, content);
    return path;
  },
};

/**
 * Waits until the screen shows its heading (so its content is there, not a spinner or the Not Found
 * page) and nothing loads any more (no request, no skeleton). A dialog the URL opens may already
 * hide the screen from assistive technology, hence `includeHidden`; the heading must still be visible.
 */
async function ready(page: Page, heading: Visit['heading']): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('heading', {
      level: 1,
      name: heading,
      exact: typeof heading === 'string',
      includeHidden: true,
    })
    .first()
    .waitFor({ state: 'visible' });
  await quiet(page);
}

/**
 * Waits until nothing on the page loads (no busy region, no skeleton, e.g. a dialog's own query)
 * and every finite transition has ended. The bound is only there so a screen that never settles
 * says why (what still loads, by its markup); a busy machine waits as long as it takes up to it.
 */
async function quiet(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('[aria-busy="true"]:visible, .mantine-Skeleton-root:visible')
          .evaluateAll((busy) => busy.map((element) => element.outerHTML.slice(0, 300))),
      { timeout: 60_000 },
    )
    .toEqual([]);
  await settled(page);
}

/** What axe runs: the WCAG tags, or named rules (best practices the tags leave out). */
type AxeRunOnly = { type: 'tag'; values: string[] } | { type: 'rule'; values: string[] };

async function runAxe(
  page: Page,
  label: string,
  runOnly: AxeRunOnly = { type: 'tag', values: TAGS },
  into: Finding[] = findings,
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    const results = await axe.run(document, { runOnly: only });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map(
        (n) => `${JSON.stringify(n.target)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
      ),
    }));
  }, runOnly);
  for (const v of violations) {
    into.push({ visit: label, ...v });
    console.info(`axe: ${label}: ${v.id} (${v.impact}) ${v.targets.slice(0, 3).join(' ')}`);
  }
}

async function pageFor(as: Visit['as']): Promise<Page> {
  let context = contexts.get(as);
  if (!context) {
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    // Actions and waits for state, bounded generously for a busy 2-core machine.
    context.setDefaultTimeout(60_000);
    contexts.set(as, context);
    const page = await context.newPage();
    if (as !== 'signedOut')
      await signIn(page, stack.gatewayUrl, { house: 'demo', user: as, password: PASSWORD });
    return page;
  }
  return context.pages()[0]!;
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  // A token of the staff user, so the API tokens screen has one to revoke; it also makes the
  // uploads' own session.
  const token = await apiToken(stack, 'demo', 'staff');
  const graphql = graphqlClient(
    () => stack.gatewayUrl,
    () => token,
  );
  const db = stack.upstream.db;
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  mkdirSync(files, { recursive: true });
  const fixtures = await readScreenFixtures(declarations, {
    id: house.id,
    db,
    graphql: (query, variables) => graphql(query, variables),
    newSession: (name, auctionType) => newSession(graphql, name, auctionType),
  });
  visits = walkVisits(declarations, fixtures, tools);
});

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
  await stack?.close();
});

/**
 * Best practices axe leaves out of the WCAG tags, moderate impact, each of which staff met: a skipped
 * heading level (heading navigation loses its outline), a dialog that is a second banner landmark
 * beside the app's header, a table header cell without a name. Checked on every dialog and on the
 * screens that skipped a level.
 */
const BEST_PRACTICE_RULES = [
  'heading-order',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'empty-table-header',
];
const BEST_PRACTICE_SCREENS = ['settings/locations', 'reports/sessionResults'];

/**
 * Opens the visit's screen (and its dialog) and waits until it is ready: its page and label, or
 * null with a `not-ready` finding when it never settles (the other screens are still checked).
 */
async function show(visit: Visit, into: Finding[]): Promise<{ page: Page; label: string } | null> {
  const page = await pageFor(visit.as);
  const named = typeof visit.dialog === 'string' || visit.dialog instanceof RegExp ? visit.dialog : null;
  const label = `${visit.as} /ar/${visit.path}${named ? ` + dialog ${String(named)}` : ''}`;
  await page.goto(`${stack.gatewayUrl}/ar/${visit.path}`);
  try {
    await ready(page, visit.heading);
    if (visit.dialog && !visit.open) await page.getByRole('dialog').first().waitFor({ state: 'visible' });
    if (visit.open) await visit.open(page);
    if (named) await page.getByRole('dialog', { name: named }).waitFor({ state: 'visible' });
    if (visit.dialog) await quiet(page);
  } catch (error) {
    into.push({
      visit: label,
      id: 'not-ready',
      impact: 'n/a',
      help: String(error).slice(0, 500),
      targets: [],
    });
    return null;
  }
  return { page, label };
}

/** Fails with every finding: its screen, rule, impact and the elements it found. */
function expectNoFindings(found: Finding[]): void {
  const report = found.map(
    (f) => `${f.visit}\n  ${f.id} (${f.impact}): ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}`,
  );
  const byRule = new Map<string, number>();
  for (const f of found) byRule.set(f.id, (byRule.get(f.id) ?? 0) + 1);
  console.info(`axe: ${found.length} violation(s) by rule`, Object.fromEntries(byRule));
  expect(report, report.join('\n')).toEqual([]);
}

describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  it('visits every route of the app, each declared by the folder whose routes have it', () => {
    const visited = new Set(visits.map((v) => v.route));
    const routes = appRoutes();
    const table = routes.map((route) => route.pattern);
    expect(
      table.filter((route) => !visited.has(route)),
      'routes without a visit',
    ).toEqual([]);
    expect(
      [...visited].filter((route) => !table.includes(route)),
      'visits of no route',
    ).toEqual([]);
    const owners = new Map(routes.map((route) => [route.pattern, route.owners]));
    expect(
      visits.filter((v) => !owners.get(v.route)?.includes(v.owner)).map((v) => `${v.owner}: ${v.route}`),
      "visits of another folder's route",
    ).toEqual([]);
  });

  it('finds no violation on any screen or dialog', { timeout: 3_600_000 }, async () => {
    for (const visit of visits) {
      const shown = await show(visit, findings);
      if (shown) await runAxe(shown.page, shown.label);
    }
    expectNoFindings(findings);
  });

  it(
    'keeps heading levels, one banner and named table headers on the screens and dialogs (best practice)',
    { timeout: 3_600_000 },
    async () => {
      const found: Finding[] = [];
      for (const visit of visits.filter((v) => v.dialog || BEST_PRACTICE_SCREENS.includes(v.route))) {
        const shown = await show(visit, found);
        if (shown) await runAxe(shown.page, shown.label, { type: 'rule', values: BEST_PRACTICE_RULES }, found);
      }
      expectNoFindings(found);
    },
  );
});
