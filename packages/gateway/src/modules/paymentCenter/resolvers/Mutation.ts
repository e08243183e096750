import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { bookPaymentAppointment, enrolInPaymentProcessing } from '../providers/paymentCenterService.js';

export const Mutation: MutationResolvers = {
  enrolInPaymentProcessing: (_parent, _args, context) => enrolInPaymentProcessing(context),
  bookPaymentAppointment: (_parent, args, context) => bookPaymentAppointment(context, args.input),
};
