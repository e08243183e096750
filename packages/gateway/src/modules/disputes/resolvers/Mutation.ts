import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { acceptTerms, actOnDisputes, openDisputes } from '../providers/disputeService.js';

export const Mutation: MutationResolvers = {
  openDisputes: (_parent, args, context) => openDisputes(context, args.input),
  disputeAction: (_parent, args, context) => actOnDisputes(context, args.input),
  acceptDisputeTerms: (_parent, _args, context) => acceptTerms(context),
};
