import { SESSION_STEP1_MESSAGES } from '@ah/schema';
import type { SessionWizardResolvers } from '../../../__generated__/resolvers-types.js';
import { auctionTypeOf, routeTypeOf } from '../../calendar/providers/calendarService.js';
import { toCategories, toContactTypes, toSaleChannel, toTimeZone } from '../providers/conversions.js';
import { salesCaller } from '../providers/salesCaller.js';

const isNew = (catalogId: string) => catalogId === '0';

/** The session wizard: every field loads only when selected (step 1 and step 2 select different ones). */
export const SessionWizard: SessionWizardResolvers = {
  groupId: (w) => w.groupId,
  catalogId: (w) => w.catalogId,
  auctionType: (w) => auctionTypeOf(w.group.isTimed),
  routeType: (w) => routeTypeOf(w.group.isTimed),
  session: (w, _args, context) =>
    isNew(w.catalogId) ? null : context.loaders.sessionDefinition.load(w.catalogId),
  sessionLimitReached: (w) => isNew(w.catalogId) && !w.group.canAddCatalogs,
  sessionLimitMessage: (w) =>
    isNew(w.catalogId) && !w.group.canAddCatalogs ? SESSION_STEP1_MESSAGES.sessionLimit : null,
  wizardStep: (w, _args, context) =>
    isNew(w.catalogId) ? null : context.loaders.stepTracker.load(w.catalogId),
  locations: (_w, _args, context) => context.loaders.houseAddresses.load('own'),
  timeZones: async (_w, _args, context) => (await context.loaders.timeZones.load('all')).map(toTimeZone),
  houseTimeZone: async (_w, _args, context) => (await salesCaller(context)).houseTimeZone,
  shippingPolicy: async (_w, _args, context) =>
    context.loaders.shippingPolicy.load((await salesCaller(context)).account),
  contactTypes: async (_w, _args, context) =>
    toContactTypes(await context.loaders.houseContacts.load((await salesCaller(context)).houseId)),
  categories: async (_w, _args, context) =>
    toCategories(await context.loaders.categories.load((await salesCaller(context)).houseId)),
  channels: async (w, _args, context) =>
    isNew(w.catalogId)
      ? []
      : (await context.loaders.channels.load(w.catalogId)).map((c) => toSaleChannel(c, w.group.isTimed)),
  buyerPremium: (w, _args, context) => context.loaders.buyPremSteps.load(w.groupId),
  locationDefaults: async (w, args, context) => {
    const { houseId } = await salesCaller(context);
    const addressId =
      args.locationId ??
      (isNew(w.catalogId)
        ? null
        : String((await context.loaders.sessionDefinition.load(w.catalogId)).addressID));
    if (!addressId || !/^\d+$/.test(addressId)) return null;
    const d = await context.loaders.addressDefaults.load({ houseId, addressId });
    return {
      consignmentContactId: d.consignContactID === null ? null : String(d.consignContactID),
      saleAdministratorId: d.saleAdminID === null ? null : String(d.saleAdminID),
      expertContactId: d.expertContactID === null ? null : String(d.expertContactID),
      viewingNotes: d.viewNotes || null,
    };
  },
};
