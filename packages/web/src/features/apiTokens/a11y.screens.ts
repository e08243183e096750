import type { A11yScreens } from '../../platform/a11yScreens';

/** The API tokens screen in the accessibility walk (platform/a11yScreens.ts), with its dialogs. */
export const a11yScreens: A11yScreens = {
  visits: (_fixtures, { click }) => [
    { route: 'settings/api-tokens', path: 'settings/api-tokens', as: 'staff', heading: 'API Tokens' },
    {
      route: 'settings/api-tokens',
      path: 'settings/api-tokens?dialog=create-token',
      as: 'staff',
      heading: 'API Tokens',
      dialog: true,
    },
    // The walk makes a token of the staff user first, so there is one to revoke.
    {
      route: 'settings/api-tokens',
      path: 'settings/api-tokens',
      as: 'staff',
      heading: 'API Tokens',
      open: click(/^Revoke /),
      dialog: 'Confirm: Revoke token',
    },
  ],
};
