import type { Page } from 'playwright-core';
import type { A11yScreens, WalkTools } from '../../platform/a11yScreens';

/**
 * Uploads realized prices for `lotNumber` (and, with `error`, a lot not in the catalog) through the
 * real file input and waits for the review.
 */
async function uploadRealized(page: Page, file: WalkTools['file'], lotNumber: string, error: boolean) {
  const rows = ['Lot Number,Lot Extension,Realized Price', `${lotNumber},,125.00`];
  if (error) rows.push('99999,,80.00');
  await page
    .locator('input[type=file]')
    .setInputFiles(file(`a11y_realized_${String(error)}.csv`, rows.join('\n')));
  await page.getByRole('table', { name: 'Realized prices to publish' }).waitFor();
}

/** Editing realized prices in the accessibility walk (platform/a11yScreens.ts), and the review's dialogs. */
export const a11yScreens: A11yScreens = {
  visits: ({ timedSession, soldSession }, { click, file }) => [
    {
      route: 'pricesrealized/:catalogId',
      path: `pricesrealized/${timedSession.catalogId}`,
      as: 'staff',
      heading: 'Edit Realized Prices',
    },
    ...(
      [
        [true, 'Edit lot 99999', 'Edit Realized Price'],
        [true, 'Delete lot 99999', 'Confirm: Delete Row'],
        [false, 'Publish', 'Publish Realized Prices'],
      ] as const
    ).map(([error, button, dialog]) => ({
      route: 'pricesrealized/:catalogId',
      path: `pricesrealized/${soldSession.catalogId}?step=2`,
      as: 'staff' as const,
      heading: 'Edit Realized Prices',
      open: async (page: Page) => {
        await uploadRealized(page, file, soldSession.lotNumber, error);
        await click(button)(page);
      },
      dialog,
    })),
  ],
};
