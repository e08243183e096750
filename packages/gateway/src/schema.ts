import { loadTypeDefs } from '@ah/schema/node';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql/index.js';
import { applyArgumentPaths } from './argumentPaths.js';
import { applyGuards } from './auth/guards.js';
import { applyControlCharacterCheck } from './input/controlCharacters.js';
import { apiTokenResolvers } from './modules/apiTokens/index.js';
import { baseResolvers } from './modules/base/index.js';
import { invoicesHubResolvers } from './modules/invoiceGroups/index.js';
import { salesResolvers } from './modules/saleWizard/index.js';
import { itemsResolvers } from './modules/lots/index.js';
import { imagesResolvers } from './modules/lotImages/index.js';
import { reviewResolvers } from './modules/publishing/index.js';
import { invoiceEditingResolvers } from './modules/invoices/index.js';
import { shippingReviewResolvers } from './modules/shippingReviews/index.js';
import { viewerResolvers } from './modules/viewer/index.js';
import { invoiceTemplatesResolvers } from './modules/invoiceTemplates/index.js';
import { invoicePaymentsResolvers } from './modules/invoicePayments/index.js';

/** Each domain module's resolvers; merged into one schema. */
export const moduleResolvers = [
  baseResolvers,
  viewerResolvers,
  apiTokenResolvers,
  invoicesHubResolvers,
  invoiceEditingResolvers,
  shippingReviewResolvers,
  salesResolvers,
  invoiceTemplatesResolvers,
  invoicePaymentsResolvers,
  itemsResolvers,
  reviewResolvers,
  imagesResolvers,
];

/**
 * The executable schema: the SDL from @ah/schema, the modules' resolvers, a guard on every
 * root field (throws if any root field has no rule in ROOT_FIELD_GUARDS), and around those the
 * control-character check of every field's arguments (first: bad text never costs an upstream call);
 * mutation refusals name the argument they refuse (`extensions.argumentPath`).
 */
export function buildGatewaySchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: moduleResolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return applyControlCharacterCheck(applyGuards(applyArgumentPaths(schema)));
}
