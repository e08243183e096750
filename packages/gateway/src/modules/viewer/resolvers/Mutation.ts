import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { login, logout } from '../providers/authService.js';

export const Mutation: MutationResolvers = {
  login: (_parent, args, context) => login(context, args),
  logout: (_parent, _args, context) => logout(context),
};
