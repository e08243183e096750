import type { A11yScreens } from '../../platform/a11yScreens';

/** The private label settings in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [
    // The demo house is not an instant house of connect type i or s (sales §Top navigation), so its
    // staff see the screen's refusal.
    { route: 'settings/plSettings', path: 'settings/plSettings', as: 'staff', heading: 'Access restricted' },
  ],
};
