import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { addSaleForm, auctionCalendar } from '../providers/calendarService.js';

export const Query: QueryResolvers = {
  auctionCalendar: (_p, args, context) =>
    auctionCalendar(context, args.period, { search: args.search, page: args.page }),
  addSaleForm: (_p, _args, context) => addSaleForm(context),
};
