import type { MutationResolvers } from '../../../__generated__/resolvers-types.js';
import * as mutations from '../providers/invoiceMutations.js';

export const Mutation: MutationResolvers = {
  setCostPerLot: (_p, args, context) => mutations.setCostPerLot(context, args.input),
  saveInvoiceCharges: (_p, args, context) => mutations.saveInvoiceCharges(context, args.input),
  setInvoiceLinesHidden: (_p, args, context) => mutations.setInvoiceLinesHidden(context, args.input),
  saveInvoiceNote: (_p, args, context) => mutations.saveInvoiceNote(context, args.input),
  contactBuyers: (_p, args, context) => mutations.contactBuyers(context, args.input),
  markInvoicesPaid: (_p, args, context) => mutations.markInvoicesPaid(context, args.input),
  markInvoicesNotPaid: (_p, args, context) => mutations.markInvoicesNotPaid(context, args.input),
  markInvoiceLinesPaid: (_p, args, context) => mutations.markInvoiceLinesPaid(context, args.input),
  markInvoicesShipped: (_p, args, context) => mutations.markInvoicesShipped(context, args.input),
  markInvoiceLinesShipped: (_p, args, context) => mutations.markInvoiceLinesShipped(context, args.input),
  setInvoiceDeliveryMode: (_p, args, context) => mutations.setInvoiceDeliveryMode(context, args.input),
};
