import { type AccessRule, hasFlag } from '../../platform/access/accessRules';

/** Who may open campaign reporting (sales §2 /campaign-reporting, §6). */
export const campaignReportingAccess = {
  /** Campaign reporting and its Analytics Dashboard setting: accessReports. */
  campaignReporting: (v) => hasFlag(v, 'reports'),
} satisfies Record<string, AccessRule>;
