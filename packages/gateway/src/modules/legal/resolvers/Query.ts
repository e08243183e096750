import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { legalContact } from '../providers/legalContactService.js';

export const Query: QueryResolvers = {
  legalContact: (_parent, _args, context) => legalContact(context),
};
