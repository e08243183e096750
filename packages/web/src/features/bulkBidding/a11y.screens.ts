import type { A11yScreens } from '../../platform/a11yScreens';

/** The seed's bulk-bidding sale of house demo (upstream bulkBidding/bulkBiddingSeed.ts). */
const SALE = { path: 'bulk-bidding/TBHDEMO4AUCT', heading: 'Fine Art & Antiques Timed Online Auction' };

/** The bulk-bidding screen in the accessibility walk (platform/a11yScreens.ts), with its dialogs. */
export const a11yScreens: A11yScreens = {
  visits: (_fixtures, { click }) => [
    { route: 'bulk-bidding/:catalogRef', ...SALE, as: 'staff' },
    {
      route: 'bulk-bidding/:catalogRef',
      ...SALE,
      as: 'staff',
      open: (page) =>
        page
          .getByRole('button', { name: /^Bid history of lot /, disabled: false })
          .first()
          .click(),
      dialog: /^Bid history: lot /,
    },
    {
      route: 'bulk-bidding/:catalogRef',
      ...SALE,
      as: 'staff',
      open: async (page) => {
        const bid = page.getByRole('combobox', { name: /^New bid for lot /, disabled: false }).first();
        const choice = await bid.locator('option').nth(1).getAttribute('value');
        await bid.selectOption(choice ?? '');
        await click(/^Place 1 New (Max|Current) Bids$/)(page);
      },
      dialog: /^Confirm: Place 1 New/,
    },
  ],
};
