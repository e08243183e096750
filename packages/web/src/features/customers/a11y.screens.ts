import type { A11yScreens } from '../../platform/a11yScreens';

/** Your Customers in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [{ route: 'your-customers', path: 'your-customers', as: 'staff', heading: 'Your Customers' }],
};
