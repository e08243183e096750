import type { GatewayModule } from '../gatewayModule.js';
import { createCalendarLoaders } from './providers/loaders.js';
import { BuyNowSale } from './resolvers/BuyNowSale.js';
import { CalendarGroup } from './resolvers/CalendarGroup.js';
import { CalendarSession } from './resolvers/CalendarSession.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * The auctions calendar: My Auctions current and past, the Add Sale form, adding a
 * sale and deleting a session.
 */
export const calendarModule = {
  name: 'calendar' as const,
  resolvers: { Query, Mutation, CalendarGroup, CalendarSession, BuyNowSale },
  guards: {
    Query: { auctionCalendar: { access: 'calendar' }, addSaleForm: { access: 'calendar' } },
    Mutation: { addSale: { access: 'calendar' }, deleteSession: { access: 'calendar' } },
  },
  loaders: (context) => createCalendarLoaders(context.rest),
} satisfies GatewayModule;

// What the sale wizard uses of the calendar (eslint/gatewayBoundaries.mjs).
export { auctionTypeOf, routeTypeOf } from './providers/calendarService.js';

// Its loaders, for the modules that read or clear them (eslint/gatewayBoundaries.mjs).
export { calendarLoadersOf } from './providers/loaders.js';
