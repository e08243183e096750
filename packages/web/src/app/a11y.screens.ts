import type { A11yScreens } from '../platform/a11yScreens';

/** The shell's screens in the accessibility walk (platform/a11yScreens.ts): sign-in, landing, Not Found. */
export const a11yScreens: A11yScreens = {
  visits: () => [
    { route: 'login', path: 'login', as: 'signedOut', heading: 'Sign in' },
    // The landing page sends a staff user to the current auctions.
    { route: '', path: '', as: 'staff', heading: 'Current Auctions' },
    { route: '*', path: 'no-such-screen', as: 'staff', heading: 'Page Not Found - Please try another page' },
  ],
};
