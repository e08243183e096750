import type { A11yScreens } from '../../platform/a11yScreens';

/** The catalog snapshots (super users) in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [
    {
      route: 'my-auctions/snapshots',
      path: 'my-auctions/snapshots',
      as: 'super',
      heading: 'Catalog Snapshot',
    },
  ],
};
