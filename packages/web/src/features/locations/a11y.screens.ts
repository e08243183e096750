import type { A11yScreens } from '../../platform/a11yScreens';

/** The locations screen in the accessibility walk (platform/a11yScreens.ts), with its dialogs. */
export const a11yScreens: A11yScreens = {
  visits: (_fixtures, { click }) => [
    { route: 'settings/locations', path: 'settings/locations', as: 'staff', heading: 'Locations' },
    {
      route: 'settings/locations',
      path: 'settings/locations?dialog=add-location',
      as: 'staff',
      heading: 'Locations',
      dialog: true,
    },
    {
      route: 'settings/locations',
      path: 'settings/locations',
      as: 'staff',
      heading: 'Locations',
      open: click(/^Delete (?!.*\(primary\)$)/),
      dialog: 'Confirm: Delete Location',
    },
    {
      route: 'settings/locations',
      path: 'settings/locations',
      as: 'staff',
      heading: 'Locations',
      open: click(/^Edit /),
      dialog: /Location/,
    },
  ],
};
