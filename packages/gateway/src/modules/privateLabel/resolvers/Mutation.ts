import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { savePrivateLabelSettings, uploadPrivateLabelLogo } from '../providers/privateLabelService.js';

export const Mutation: MutationResolvers = {
  savePrivateLabelSettings: (_parent, args, context) => savePrivateLabelSettings(context, args.input),
  uploadPrivateLabelLogo: (_parent, args, context) => uploadPrivateLabelLogo(context, args.input),
};
