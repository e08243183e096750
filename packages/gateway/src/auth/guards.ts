import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql/index.js';
import type { GatewayContext } from '../context.js';
import { hasAccess, type AccessFlagName } from '../domain/accessFlags.js';
import { forbidden } from '../errors.js';

/**
 * Who may call a root field:
 * - `public`: anyone (only `viewer`, `login`, `version`);
 * - `authenticated`: any signed-in caller (session cookie or API token);
 * - `{ access: flag }`: a signed-in caller holding that access flag.
 */
export type GuardRule = 'public' | 'authenticated' | { access: AccessFlagName };

type RootTypeName = 'Query' | 'Mutation' | 'Subscription';

/**
 * THE registry: every root field of the schema has exactly one rule here. Building the schema
 * fails when a root field is missing (or a rule names a field that no longer exists), and
 * guards.test.ts proves each rule refuses the callers it should.
 */
export const ROOT_FIELD_GUARDS: Readonly<Record<RootTypeName, Readonly<Record<string, GuardRule>>>> = {
  Query: {
    version: 'public',
    viewer: 'public',
    apiTokens: { access: 'sensitive' },
    uninvoicedSaleGroups: { access: 'invoices' },
    invoiceGroups: { access: 'invoices' },
    invoiceTemplates: { access: 'invoices' },
    invoiceTemplateEditor: { access: 'invoices' },
    invoiceGroupEditor: { access: 'invoices' },
    invoiceGroupDetails: { access: 'invoices' },
    // Sales setup (issue 5): calendar and wizard need the calendar flag, settings the sensitive one.
    auctionCalendar: { access: 'calendar' },
    addSaleForm: { access: 'calendar' },
    sessionWizard: { access: 'calendar' },
    fixedPriceSaleDetails: { access: 'calendar' },
    houseLocations: { access: 'sensitive' },
    countries: 'authenticated',
    subdivisions: 'authenticated',
    timeZones: 'authenticated',
    shippingPolicy: { access: 'calendar' },
    fulfilmentLocation: { access: 'calendar' },
    // Shipping review (issue 8): step 7 of the session wizard, like the wizard's own fields.
    shippingReviewCatalog: { access: 'calendar' },
    shippingObjectTypes: { access: 'calendar' },
    // Items (issue 6): the Upload Items, review and lot pages are wizard steps (calendar flag);
    // catalogSnapshot also needs a super user (checked in its resolver).
    itemUpload: { access: 'calendar' },
    lotEditor: { access: 'calendar' },
    catalogItems: { access: 'calendar' },
    catalogSnapshot: { access: 'calendar' },
    // Images (issue 7): the Upload Images step and the lot page's images, like the items fields.
    imageUploadStep: { access: 'calendar' },
    lotImages: { access: 'calendar' },
    catalogPrimaryImages: { access: 'calendar' },
    // Preview and Review & Publish (issue 7): wizard steps, like sessionWizard and the items fields.
    salePreview: { access: 'calendar' },
    saleReview: { access: 'calendar' },
    // Invoice preview, send, auto-charge (issue 4); the outbox also checks the super-user flag.
    invoicePreview: { access: 'invoices' },
    sentInvoices: { access: 'invoices' },
    autoChargeSetup: { access: 'invoices' },
    invoiceEmailOutbox: { access: 'invoices' },
  },
  Mutation: {
    _noop: 'authenticated',
    login: 'public',
    logout: 'authenticated',
    createApiToken: { access: 'sensitive' },
    revokeApiToken: { access: 'sensitive' },
    createInvoiceGroup: { access: 'invoices' },
    retryInvoiceCreation: { access: 'invoices' },
    deleteUncreatedInvoiceGroup: { access: 'invoices' },
    saveInvoiceTemplate: { access: 'invoices' },
    addSale: { access: 'calendar' },
    deleteSession: { access: 'calendar' },
    saveSessionDetails: { access: 'calendar' },
    saveSessionSettings: { access: 'calendar' },
    recordWizardStep: { access: 'calendar' },
    saveFixedPriceSaleDetails: { access: 'calendar' },
    saveHouseLocation: { access: 'sensitive' },
    deleteHouseLocation: { access: 'sensitive' },
    saveFulfilmentLocation: { access: 'calendar' },
    setCostPerLot: { access: 'invoices' },
    saveInvoiceCharges: { access: 'invoices' },
    setInvoiceLinesHidden: { access: 'invoices' },
    saveInvoiceNote: { access: 'invoices' },
    contactBuyers: { access: 'invoices' },
    markInvoicesPaid: { access: 'invoices' },
    markInvoicesNotPaid: { access: 'invoices' },
    markInvoiceLinesPaid: { access: 'invoices' },
    markInvoicesShipped: { access: 'invoices' },
    markInvoiceLinesShipped: { access: 'invoices' },
    setInvoiceDeliveryMode: { access: 'invoices' },
    confirmShippingReview: { access: 'calendar' },
    confirmAllShippingReviews: { access: 'calendar' },
    saveShippingReview: { access: 'calendar' },
    createShippingReviews: { access: 'calendar' },
    saveUploadedLots: { access: 'calendar' },
    saveLot: { access: 'calendar' },
    deleteLot: { access: 'calendar' },
    requestImageUploads: { access: 'calendar' },
    registerImages: { access: 'calendar' },
    deleteLotImage: { access: 'calendar' },
    reorderLotImages: { access: 'calendar' },
    resequenceLotImages: { access: 'calendar' },
    rotateLotImage: { access: 'calendar' },
    publishAllLots: { access: 'calendar' },
    publishLots: { access: 'calendar' },
    deleteLots: { access: 'calendar' },
    saveFeaturedLots: { access: 'calendar' },
    selectCoverImage: { access: 'calendar' },
    // Charging cards needs the payments flag (invoicing §6); the resolver also checks invoices.
    chargeCards: { access: 'payments' },
    sendInvoices: { access: 'invoices' },
    setAutoChargeDate: { access: 'invoices' },
  },
  Subscription: {
    // The same rule as the page's query: who may read a catalog's reviews may watch them.
    shippingReviewUpdated: { access: 'calendar' },
  },
};

/** Refuses the caller (UNAUTHENTICATED / FORBIDDEN) unless the rule lets them through. */
export async function enforceGuard(rule: GuardRule, context: GatewayContext): Promise<void> {
  if (rule === 'public') return;
  const viewer = await context.requireViewer();
  if (rule === 'authenticated') return;
  if (!hasAccess(viewer, rule.access)) throw forbidden();
}

/**
 * Wraps every root field's resolver (and subscribe) with its guard, in place. Throws when a root
 * field has no rule or a rule names no field: an unguarded field never reaches production.
 */
export function applyGuards(
  schema: GraphQLSchema,
  guards: Readonly<Record<RootTypeName, Readonly<Record<string, GuardRule>>>> = ROOT_FIELD_GUARDS,
): GraphQLSchema {
  const roots: [RootTypeName, GraphQLObjectType | null | undefined][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  const problems: string[] = [];
  for (const [rootName, type] of roots) {
    const rules = guards[rootName];
    const fields = type ? type.getFields() : {};
    for (const name of Object.keys(rules))
      if (!(name in fields)) problems.push(`guard for ${rootName}.${name} names no field`);
    for (const [name, field] of Object.entries(fields)) {
      const rule = rules[name];
      if (rule === undefined) {
        problems.push(`${rootName}.${name} has no guard rule in ROOT_FIELD_GUARDS`);
        continue;
      }
      field.resolve = guarded(rule, field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = guarded(rule, field.subscribe);
    }
  }
  if (problems.length > 0) throw new Error(`Unguarded schema: ${problems.join('; ')}`);
  return schema;
}

function guarded(
  rule: GuardRule,
  resolve: GraphQLFieldResolver<unknown, GatewayContext>,
): GraphQLFieldResolver<unknown, GatewayContext> {
  return async (source, args, context, info) => {
    await enforceGuard(rule, context);
    return resolve(source, args, context, info);
  };
}

/** The rule of a root field, for tests and docs. */
export function guardOf(root: RootTypeName, field: string): GuardRule | undefined {
  return ROOT_FIELD_GUARDS[root][field];
}
