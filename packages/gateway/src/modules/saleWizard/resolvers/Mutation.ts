import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import { saveFixedPriceSaleDetails } from '../providers/fixedPriceService.js';
import {
  recordWizardStep,
  saveSessionDetails,
  saveSessionSettings,
} from '../providers/sessionWizardService.js';

export const Mutation: MutationResolvers = {
  saveSessionDetails: (_p, args, context) =>
    saveSessionDetails(context, {
      groupId: args.groupId,
      catalogId: args.catalogId,
      input: args.input,
      fromSummary: args.fromSummary ?? false,
    }),
  saveSessionSettings: (_p, args, context) =>
    saveSessionSettings(context, {
      catalogId: args.catalogId,
      input: args.input,
      action: args.action ?? 'CONTINUE',
      fromSummary: args.fromSummary ?? false,
      onlyParts: args.onlyParts,
    }),
  recordWizardStep: (_p, args, context) => recordWizardStep(context, args.catalogId, args.step),
  saveFixedPriceSaleDetails: (_p, args, context) =>
    saveFixedPriceSaleDetails(context, {
      groupId: args.groupId,
      catalogId: args.catalogId,
      input: args.input,
      onlyParts: args.onlyParts,
    }),
};
