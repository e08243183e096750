import type { A11yScreens } from '../../platform/a11yScreens';

/** The video broadcast of a timed session and its preview in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  visits: ({ timedSession }) => [
    {
      route: 'broadcast/:eventId',
      path: `broadcast/${timedSession.catalogId}`,
      as: 'staff',
      heading: 'Video Broadcast',
    },
    {
      route: 'broadcast/:eventId/preview',
      path: `broadcast/${timedSession.catalogId}/preview`,
      as: 'staff',
      heading: 'Broadcast preview',
    },
  ],
};
