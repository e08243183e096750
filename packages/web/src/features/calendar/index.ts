/** My Auctions (sales §2): the current and past calendars, adding a sale, deleting a session. */
import type { AppFeature } from '../../app/feature';
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
};
