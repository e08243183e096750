import type { A11yScreens } from '../../platform/a11yScreens';

/** Terms, Privacy and Contact in the accessibility walk (platform/a11yScreens.ts), signed out. */
export const a11yScreens: A11yScreens = {
  visits: () => [
    { route: 'legal/terms', path: 'legal/terms', as: 'signedOut', heading: 'Terms of Use' },
    { route: 'legal/privacy', path: 'legal/privacy', as: 'signedOut', heading: 'Privacy Policy' },
    { route: 'contact', path: 'contact', as: 'signedOut', heading: 'Contact' },
  ],
};
