import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ContactBuyersPayload } from './resolvers/ContactBuyersPayload.js';
import { Invoice } from './resolvers/Invoice.js';
import { InvoiceChangePayload } from './resolvers/InvoiceChangePayload.js';
import { InvoiceGroupDetails } from './resolvers/InvoiceGroupDetails.js';
import { InvoiceGroupEditor } from './resolvers/InvoiceGroupEditor.js';
import { InvoiceLine } from './resolvers/InvoiceLine.js';
import { Mutation } from './resolvers/Mutation.js';
import { PaymentMethod } from './resolvers/PaymentMethod.js';
import { Query } from './resolvers/Query.js';

/** Invoice editing: the create/edit invoices screen and group details, with their mutations. */
export const invoiceEditingResolvers: Resolvers = {
  Query,
  Mutation,
  InvoiceGroupEditor,
  InvoiceGroupDetails,
  Invoice,
  InvoiceLine,
  PaymentMethod,
  InvoiceChangePayload,
  ContactBuyersPayload,
};
