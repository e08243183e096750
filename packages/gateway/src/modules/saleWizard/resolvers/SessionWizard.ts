import { SESSION_STEP1_MESSAGES } from '@ah/schema';
import type { SessionWizardResolvers } from '../../../__generated__/resolvers-types.js';
import { auctionTypeOf, calendarLoadersOf, routeTypeOf } from '../../calendar/index.js';
import { toTimeZone, locationsLoadersOf } from '../../locations/index.js';
import { toCategories, toContactTypes, toSaleChannel } from '../providers/conversions.js';
import { houseCaller } from '../../../shared/houseCaller.js';

const isNew = (catalogId: string) => catalogId === '0';

/** The session wizard: every field loads only when selected (step 1 and step 2 select different ones). */
export const SessionWizard: SessionWizardResolvers = {
  groupId: (w) => w.groupId,
  catalogId: (w) => w.catalogId,
  auctionType: (w) => auctionTypeOf(w.group.isTimed),
  routeType: (w) => routeTypeOf(w.group.isTimed),
  session: (w, _args, context) =>
    isNew(w.catalogId) ? null : calendarLoadersOf(context).sessionDefinition.load(w.catalogId),
  sessionLimitReached: (w) => isNew(w.catalogId) && !w.group.canAddCatalogs,
  sessionLimitMessage: (w) =>
    isNew(w.catalogId) && !w.group.canAddCatalogs ? SESSION_STEP1_MESSAGES.sessionLimit : null,
  wizardStep: (w, _args, context) =>
    isNew(w.catalogId) ? null : context.loaders.saleWizard.stepTracker.load(w.catalogId),
  locations: (_w, _args, context) => locationsLoadersOf(context).houseAddresses.load('own'),
  timeZones: async (_w, _args, context) => (await locationsLoadersOf(context).timeZones.load('all')).map(toTimeZone),
  houseTimeZone: async (_w, _args, context) => (await houseCaller(context)).houseTimeZone,
  shippingPolicy: async (_w, _args, context) =>
    locationsLoadersOf(context).shippingPolicy.load((await houseCaller(context)).account),
  contactTypes: async (_w, _args, context) =>
    toContactTypes(await context.loaders.saleWizard.houseContacts.load((await houseCaller(context)).houseId)),
  categories: async (_w, _args, context) =>
    toCategories(await context.loaders.saleWizard.categories.load((await houseCaller(context)).houseId)),
  channels: async (w, _args, context) =>
    isNew(w.catalogId)
      ? []
      : (await context.loaders.saleWizard.channels.load(w.catalogId)).map((c) => toSaleChannel(c, w.group.isTimed)),
  buyerPremium: (w, _args, context) => context.loaders.saleWizard.buyPremSteps.load(w.groupId),
  locationDefaults: async (w, args, context) => {
    const { houseId } = await houseCaller(context);
    const addressId =
      args.locationId ??
      (isNew(w.catalogId)
        ? null
        : String((await calendarLoadersOf(context).sessionDefinition.load(w.catalogId)).addressID));
    if (!addressId || !/^\d+$/.test(addressId)) return null;
    const d = await context.loaders.saleWizard.addressDefaults.load({ houseId, addressId });
    return {
      consignmentContactId: d.consignContactID === null ? null : String(d.consignContactID),
      saleAdministratorId: d.saleAdminID === null ? null : String(d.saleAdminID),
      expertContactId: d.expertContactID === null ? null : String(d.expertContactID),
      viewingNotes: d.viewNotes || null,
    };
  },
};
