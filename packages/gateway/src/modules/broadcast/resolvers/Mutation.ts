import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { eventIdOf, publishToken } from '../providers/broadcastService.js';

export const Mutation: MutationResolvers = {
  createBroadcastPublishToken: (_parent, args, context) => publishToken(context, eventIdOf(args.eventId)),
};
