import type { A11yScreens } from '../../platform/a11yScreens';

/** The password reset in the accessibility walk (platform/a11yScreens.ts), and its failure dialog. */
export const a11yScreens: A11yScreens = {
  visits: () => [
    { route: 'password-reset', path: 'password-reset', as: 'signedOut', heading: 'Reset your password' },
    {
      route: 'password-reset',
      path: 'password-reset?dialog=sendFailed',
      as: 'signedOut',
      heading: 'Reset your password',
      dialog: true,
    },
  ],
};
