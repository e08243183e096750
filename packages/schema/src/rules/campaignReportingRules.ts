import type { RuleViolation } from './types.js';

/** At most this many sales in the campaign dashboard's sale filter (the service's limit). */
export const CAMPAIGN_MAX_SALES = 100;

/** Texts of the campaign dashboard (sales §2 /campaign-reporting). */
export const CAMPAIGN_MESSAGES = {
  empty: 'No data for these filters.',
  rangeOrder: 'The start date must not be after the end date.',
  tooManySales: `Choose at most ${CAMPAIGN_MAX_SALES} sales.`,
} as const;

export interface CampaignFilterInput {
  from?: string | null;
  to?: string | null;
  catalogRefs?: readonly string[] | null;
}

/** The filter's broken rules: a range that ends before it starts, too many sales. */
export function campaignFilterViolations(filter: CampaignFilterInput): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (filter.from && filter.to && filter.from > filter.to)
    violations.push({ field: 'from', message: CAMPAIGN_MESSAGES.rangeOrder });
  if ((filter.catalogRefs?.length ?? 0) > CAMPAIGN_MAX_SALES)
    violations.push({ field: 'catalogRefs', message: CAMPAIGN_MESSAGES.tooManySales });
  return violations;
}
