import type { GatewayModule } from '../gatewayModule.js';
import { createCalendarLoaders, type CalendarLoaders } from './providers/loaders.js';
import { BuyNowSale } from './resolvers/BuyNowSale.js';
import { CalendarGroup } from './resolvers/CalendarGroup.js';
import { CalendarSession } from './resolvers/CalendarSession.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * The auctions calendar: My Auctions current and past, the Add Sale form, adding a
 * sale and deleting a session.
 */
export const calendarModule: GatewayModule<CalendarLoaders> = {
  name: 'calendar',
  resolvers: { Query, Mutation, CalendarGroup, CalendarSession, BuyNowSale },
  guards: {
    Query: { auctionCalendar: { access: 'calendar' }, addSaleForm: { access: 'calendar' } },
    Mutation: { addSale: { access: 'calendar' }, deleteSession: { access: 'calendar' } },
  },
  loaders: (context) => createCalendarLoaders(context.rest),
};
