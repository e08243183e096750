import type { A11yScreens } from '../../platform/a11yScreens';

/** The unpaid-items screens in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [
    { route: 'unpaid-items', path: 'unpaid-items', as: 'staff', heading: 'Unpaid Items' },
    { route: 'unpaid-items/preview', path: 'unpaid-items/preview', as: 'staff', heading: "Today's Steps" },
    {
      route: 'unpaid-items/offers',
      path: 'unpaid-items/offers?state=all',
      as: 'staff',
      heading: 'Second-Chance Offers',
    },
    {
      route: 'unpaid-items/settings',
      path: 'unpaid-items/settings',
      as: 'staff',
      heading: 'Unpaid Item Settings',
    },
  ],
};
