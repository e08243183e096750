import type { Page } from 'playwright-core';
import type { A11yScreens } from '../../platform/a11yScreens';

declare module '../../platform/a11yScreens' {
  interface ScreenFixtures {
    /**
     * House demo's newest session with a winning bidder: its results offer feedback, and one of its
     * lots (by number) takes a realized price.
     */
    soldSession: { ref: string; catalogId: number; lotNumber: string };
  }
}

/** Opens the results of the first bidder who has a lot to leave feedback on, then its feedback modal. */
async function openFeedback(page: Page): Promise<void> {
  const feedback = page.getByRole('button', { name: /^(Leave|Edit) Feedback for lot / });
  const bidders = page.locator('.mantine-Accordion-control');
  const count = await bidders.count();
  for (let i = 0; i < count && (await feedback.count()) === 0; i++) {
    await bidders.nth(i).click();
    await page.waitForFunction(
      (index) =>
        document.querySelectorAll('.mantine-Accordion-control')[index]?.getAttribute('aria-expanded') ===
        'true',
      i,
    );
  }
  await feedback.first().click();
}

/** The session results in the accessibility walk (platform/a11yScreens.ts), and the feedback dialog. */
export const a11yScreens: A11yScreens = {
  fixtures: {
    soldSession: async ({ db, id }) => {
      const sold = await db
        .selectFrom('catalogs as c')
        .innerJoin('lots as l', 'l.catalog_id', 'c.id')
        .innerJoin('sale_results as r', 'r.lot_id', 'l.id')
        .select(['c.ref', 'c.id', 'l.lot_number as lotNumber'])
        .where('c.house_id', '=', id)
        .where('c.kind', '=', 'session')
        .where('r.passed', '=', false)
        .where('l.lot_number', 'is not', null)
        .orderBy('c.starts_at', 'desc')
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
      return { ref: sold.ref, catalogId: sold.id, lotNumber: String(sold.lotNumber) };
    },
  },
  visits: ({ timedSession, soldSession }) => [
    {
      route: 'reports/sessionResults',
      path: 'reports/sessionResults',
      as: 'staff',
      heading: 'Session Results',
    },
    {
      route: 'reports/sessionResults/viewSessionResults',
      path: `reports/sessionResults/viewSessionResults?catalogRefs=${timedSession.ref}`,
      as: 'staff',
      heading: 'Session Results',
    },
    {
      route: 'reports/sessionResults/viewSessionResults',
      path: `reports/sessionResults/viewSessionResults?catalogRefs=${soldSession.ref}`,
      as: 'staff',
      heading: 'Session Results',
      open: openFeedback,
      dialog: /^Leave Feedback/,
    },
  ],
};
