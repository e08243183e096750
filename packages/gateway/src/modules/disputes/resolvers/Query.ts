import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { DisputeListReads } from '../providers/disputePages.js';
import { disputeByRef, disputeCandidates, disputeTypes } from '../providers/disputeService.js';

export const Query: QueryResolvers = {
  disputes: (_parent, args, context) => new DisputeListReads(context, args.filter),
  dispute: (_parent, args, context) => disputeByRef(context, args.ref),
  disputeTypes: (_parent, _args, context) => disputeTypes(context),
  disputeCandidates: (_parent, args, context) => disputeCandidates(context, args.lotRefs),
};
