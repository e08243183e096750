import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { privateLabelOptions, privateLabelSettings } from '../providers/privateLabelService.js';

export const Query: QueryResolvers = {
  privateLabelSettings: (_parent, _args, context) => privateLabelSettings(context),
  privateLabelOptions: (_parent, _args, context) => privateLabelOptions(context),
};
