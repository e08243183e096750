import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { setAutoChargeDate } from '../providers/autoChargeService.js';
import { chargeCards, sendInvoices } from '../providers/moneyMutations.js';

export const Mutation: MutationResolvers = {
  chargeCards: (_p, args, context) => chargeCards(context, args.input),
  sendInvoices: (_p, args, context) => sendInvoices(context, args.input),
  setAutoChargeDate: (_p, args, context) => setAutoChargeDate(context, args.input),
};
