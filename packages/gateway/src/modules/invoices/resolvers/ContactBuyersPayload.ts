import type { ContactBuyersPayloadResolvers } from '../../../__generated__/resolvers-types.js';

export const ContactBuyersPayload: ContactBuyersPayloadResolvers = {
  sentCount: (p) => p.sentCount,
  invoices: (p) => p.invoices,
};
