import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { deleteLot, saveLot, saveUploadedLots } from '../providers/saves.js';

export const Mutation: MutationResolvers = {
  saveUploadedLots: (_p, args, context) =>
    saveUploadedLots(context, args.groupId, args.catalogId, args.lots, args.action ?? 'CONTINUE'),
  saveLot: (_p, args, context) => saveLot(context, args.groupId, args.catalogId, args.input),
  deleteLot: (_p, args, context) => deleteLot(context, args.catalogId, args.lotId),
};
