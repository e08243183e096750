import type { ChargeCardsPayloadResolvers } from '../../../__generated__/resolvers-types.js';
import { chargeSummary } from '../providers/moneyMutations.js';

export const ChargeCardsPayload: ChargeCardsPayloadResolvers = {
  results: (p) => p.results,
  attemptedCount: (p) => chargeSummary(p.results).attemptedCount,
  processedCount: (p) => chargeSummary(p.results).processedCount,
  failedCount: (p) => chargeSummary(p.results).failedCount,
  skippedCount: (p) => chargeSummary(p.results).skippedCount,
  failedInvoiceIds: (p) => chargeSummary(p.results).failedInvoiceIds,
  processedMessage: (p) => chargeSummary(p.results).processedMessage,
  failedMessage: (p) => chargeSummary(p.results).failedMessage,
  failedDetail: (p) => chargeSummary(p.results).failedDetail,
  replayed: (p) => p.replayed,
  invoices: (p) => p.invoices,
  groupDetails: (p) => p.groupDetails(),
};
