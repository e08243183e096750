import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { InvoiceGroup } from './resolvers/InvoiceGroup.js';
import { InvoiceTemplate } from './resolvers/InvoiceTemplate.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SaleGroup } from './resolvers/SaleGroup.js';
import { Session } from './resolvers/Session.js';

/** The invoices hub: Uninvoiced Sessions, Existing Invoices, templates, invoice-group creation. */
export const invoicesHubResolvers: Resolvers = {
  Query,
  Mutation,
  Session,
  SaleGroup,
  InvoiceGroup,
  InvoiceTemplate,
};
