import type { A11yScreens } from '../../platform/a11yScreens';

/** Campaign reporting and the analytics dashboard in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [
    { route: 'campaign-reporting', path: 'campaign-reporting', as: 'staff', heading: 'Campaign Reporting' },
    {
      route: 'settings/analytics-dashboard',
      path: 'settings/analytics-dashboard',
      as: 'staff',
      heading: 'Analytics Dashboard',
    },
  ],
};
