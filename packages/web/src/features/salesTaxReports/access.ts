import { type AccessRule, hasFlag } from '../../platform/access/accessRules';

/** Who may open the sales tax reports (sales spec "Top navigation", §6). */
export const salesTaxReportsAccess = {
  /** Sales Tax Reports: processor type p (sales §2 Top navigation), and, as a report, accessReports (§6). */
  salesTaxReports: (v) => hasFlag(v, 'reports') && v.house.paymentProcessorType === 'p',
} satisfies Record<string, AccessRule>;
