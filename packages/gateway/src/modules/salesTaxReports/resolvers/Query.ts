import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { salesTaxReport } from '../providers/salesTaxReportService.js';

export const Query: QueryResolvers = {
  salesTaxReport: (_parent, args, context) => salesTaxReport(context, args),
};
