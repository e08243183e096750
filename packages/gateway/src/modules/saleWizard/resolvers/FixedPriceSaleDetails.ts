import type { FixedPriceSaleDetailsResolvers } from '../../../__generated__/resolvers-types.js';
import { toContactTypes, toSessionContacts } from '../providers/conversions.js';
import {
  invoiceSettingsOf,
  paymentMethodsOf,
  POST_SALE_TO,
  shipToOf,
  termsOf,
} from '../providers/fixedPriceService.js';
import { houseCaller } from '../../../shared/houseCaller.js';

/** Fixed-price step 1: each section loads when selected (the screen selects them all in one query). */
export const FixedPriceSaleDetails: FixedPriceSaleDetailsResolvers = {
  groupId: (d) => d.groupId,
  catalogId: (d) => d.catalogId,
  postSaleTo: () => POST_SALE_TO,
  contactTypes: async (_d, _args, context) =>
    toContactTypes(await context.loaders.saleWizard.houseContacts.load((await houseCaller(context)).houseId)),
  contacts: (d) => toSessionContacts(d.session),
  invoiceSettings: (d, _args, context) => invoiceSettingsOf(context, d),
  shipTo: (d, _args, context) => shipToOf(context, d),
  terms: (d, _args, context) => termsOf(context, d),
  paymentMethods: (d, _args, context) => paymentMethodsOf(context, d),
  currency: (d) => d.session.currency,
  wizardStep: (d, _args, context) => context.loaders.saleWizard.stepTracker.load(d.catalogId),
};
