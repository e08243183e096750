import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AutoChargeSetup } from './resolvers/AutoChargeSetup.js';
import { ChargeCardsPayload } from './resolvers/ChargeCardsPayload.js';
import { Invoice } from './resolvers/Invoice.js';
import { InvoiceGroupDetails } from './resolvers/InvoiceGroupDetails.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { SendInvoicesPayload } from './resolvers/SendInvoicesPayload.js';

/** Invoice preview and send, charging cards, auto-charge, the audit trail and the e-mail outbox (issue 4). */
export const invoicePaymentsResolvers: Resolvers = {
  Query,
  Mutation,
  Invoice,
  InvoiceGroupDetails,
  ChargeCardsPayload,
  SendInvoicesPayload,
  AutoChargeSetup,
};
