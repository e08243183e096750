import type { A11yScreens } from '../../platform/a11yScreens';

/** The auction lists in the accessibility walk (platform/a11yScreens.ts), and a session's delete dialog. */
export const a11yScreens: A11yScreens = {
  visits: (_fixtures, { click }) => [
    { route: 'my-auctions/current', path: 'my-auctions/current', as: 'staff', heading: 'Current Auctions' },
    { route: 'my-auctions/past', path: 'my-auctions/past', as: 'staff', heading: 'Past Auctions' },
    {
      route: 'my-auctions/current',
      path: 'my-auctions/current',
      as: 'staff',
      heading: 'Current Auctions',
      open: click(/^Delete /),
      dialog: 'Confirm: Delete Session',
    },
  ],
};
