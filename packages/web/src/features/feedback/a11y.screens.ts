import type { A11yScreens } from '../../platform/a11yScreens';

/** The default feedback messages in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: () => [
    {
      route: 'customers/feedback/default',
      path: 'customers/feedback/default',
      as: 'staff',
      heading: 'Default Feedback Messages',
    },
  ],
};
