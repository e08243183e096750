import type { SendInvoicesPayloadResolvers } from '../../../__generated__/resolvers-types.js';

export const SendInvoicesPayload: SendInvoicesPayloadResolvers = {
  success: (p) => p.success,
  sent: (p) => p.sent,
  replayed: (p) => p.replayed,
  invoices: (p) => p.invoices,
};
