import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { requestPasswordReset, resetPassword } from '../providers/passwordResetService.js';

export const Mutation: MutationResolvers = {
  requestPasswordReset: (_parent, args, context) => requestPasswordReset(context, args.input),
  resetPassword: (_parent, args, context) => resetPassword(context, args.input),
};
