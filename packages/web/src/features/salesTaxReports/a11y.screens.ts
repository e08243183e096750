import type { A11yScreens } from '../../platform/a11yScreens';

/** The sales tax reports in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [
    {
      route: 'reports/salesTaxReports',
      path: 'reports/salesTaxReports',
      as: 'staff',
      heading: 'Sales Tax Reports',
    },
  ],
};
