/** My Auctions (sales §2): the current and past calendars, adding a sale, deleting a session. */
import type { AppFeature } from '../../platform/feature';
import { calendarRoutes } from './routes';

export const calendarFeature: AppFeature = {
  name: 'calendar',
  routes: calendarRoutes,
  typePolicies: {
    // One calendar per period, search and page: kept under its query's arguments, not merged by period.
    AuctionCalendar: { keyFields: false, fields: { groups: { merge: false } } },
    CalendarGroup: { keyFields: ['id'], fields: { sessions: { merge: false } } },
    AddSaleForm: { keyFields: [] },
  },
  nav: [
    {
      menu: 'my-auctions',
      label: 'Current Auctions',
      to: '/my-auctions/current',
      rule: 'myAuctions',
      description: 'Upcoming sales',
    },
    {
      menu: 'my-auctions',
      label: 'Past Auctions',
      to: '/my-auctions/past',
      rule: 'myAuctions',
      description: 'Sales that have ended',
    },
  ],
};
