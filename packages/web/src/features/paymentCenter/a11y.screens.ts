import type { A11yScreens } from '../../platform/a11yScreens';

/** The payment center and billing in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [
    { route: 'payments', path: 'payments', as: 'staff', heading: 'Payment Center' },
    { route: 'payments/:action', path: 'payments/switch', as: 'staff', heading: 'Payment Center' },
    { route: 'settings/billing', path: 'settings/billing', as: 'staff', heading: 'Billing' },
  ],
};
