import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { broadcast, eventIdOf } from '../providers/broadcastService.js';

export const Query: QueryResolvers = {
  broadcast: (_parent, args, context) => broadcast(context, eventIdOf(args.eventId)),
};
