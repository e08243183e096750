import type { Stack } from '@ah/gateway/testing';
import type { Page } from 'playwright-core';

/**
 * What a feature (`features/<domain>/a11y.screens.ts`) and the shell (`app/a11y.screens.ts`) give
 * the accessibility walk, e2e/accessibility.e2e.ts: the screens of their own routes and the dialogs
 * on them, each with the path the browser opens, who is signed in, the heading that shows its content
 * is there and what a person does to open a dialog, plus the demo data those paths need and how it
 * is read. The walk reads every declaration from its folder (e2e/support/screenWalk.ts), so a new
 * feature's screens are walked without editing the walk, and a route with no visit fails it. Types
 * only: nothing of the app imports this or the declarations; the browser tests run them in Node.
 */

/** Who is signed in: nobody, the demo staff user, or the super user (super-only screens). */
export type VisitUser = 'signedOut' | 'staff' | 'super';

/** One visit of the walk: a screen, or a dialog on it, checked with axe. */
export interface ScreenVisit {
  /** The route pattern of the declaring feature's routes.tsx (the shell's router.tsx) it covers. */
  route: string;
  /** The path under /ar/ (with its query) the browser opens. */
  path: string;
  as: VisitUser;
  /**
   * The screen's main heading (its `h1`, by accessible name; a string matches it whole): the walk
   * waits for it, so axe checks the screen's content, never a spinner or the Not Found page.
   */
  heading: string | RegExp;
  /**
   * The dialog the visit checks: true when the URL opens one (the page must then show a dialog),
   * its accessible name when `open` does (the page must then show that dialog).
   */
  dialog?: boolean | string | RegExp;
  /**
   * What a person does on the ready screen to open the dialog, when no URL opens it: clicks the
   * button, or presses `?` in a keyboard grid. It waits for state (a control, a row), never for time.
   */
  open?: (page: Page) => Promise<void>;
  /**
   * Why the visit runs after every other one: it leaves data behind that other screens would show
   * (a stored image). The walk runs such visits last.
   */
  last?: string;
}

/**
 * The demo data the visits' paths need (a session of each kind, an invoiced group, …), by name:
 * a feature adds the names it reads, with their shapes, and their readers to its `fixtures`:
 *
 * ```ts
 * declare module '../../platform/a11yScreens' {
 *   interface ScreenFixtures { invoiced: { groupId: number; invoiceId: number } }
 * }
 * ```
 *
 * Every feature's visits get them all, so a feature reads what is its own and uses the rest.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface ScreenFixtures {}

/** House demo, as a fixture reader sees it before the walk. */
export interface DemoHouse {
  /** The house's id in the upstream's database. */
  id: number;
  /** The upstream's database (Kysely). */
  db: Stack['upstream']['db'];
  /** A query or mutation through the gateway's API as the demo staff user (an API token); errors throw. */
  graphql: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
  /** A new sale with one session 30 days ahead, made through the API (e2e/support/api.ts). */
  newSession: (
    name: string,
    auctionType: 'LIVE' | 'TIMED',
  ) => Promise<{ groupId: string; catalogId: string }>;
}

/** What the walk lends the visits: the ways a person works a screen that many features share. */
export interface WalkTools {
  /** Clicks the (first) button of that accessible name (a string matches it whole), as a person would. */
  click: (name: string | RegExp) => (page: Page) => Promise<void>;
  /** Presses `?` on a cell of the keyboard grid named `grid` (not in a text field), as the shortcut help says. */
  helpInGrid: (page: Page, grid: RegExp) => Promise<void>;
  /** Writes a small file for an upload through the real file input and gives its path. */
  file: (name: string, content: string | Uint8Array) => string;
}

/** A feature's (or the shell's) part of the walk. */
export interface A11yScreens {
  /** How the fixtures it names in ScreenFixtures are read (each name read by one feature only). */
  fixtures?: { [Name in keyof ScreenFixtures]?: (demo: DemoHouse) => Promise<ScreenFixtures[Name]> };
  /** Its visits: every route of its routes.tsx at least once, and the dialogs on them. */
  visits: (fixtures: ScreenFixtures, tools: WalkTools) => ScreenVisit[];
}
