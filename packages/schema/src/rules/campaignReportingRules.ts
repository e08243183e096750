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

/** The outside BI dashboard's embed URL: an https address of at most this many characters. */
export const OUTSIDE_DASHBOARD_URL_MAX = 2048;
/** Its embed token: this many characters at least (providers' tokens are long), at most the max. */
export const OUTSIDE_DASHBOARD_TOKEN_MIN = 16;
export const OUTSIDE_DASHBOARD_TOKEN_MAX = 4096;

/** Texts of the outside dashboard setting (architecture card: a setting to point at a provider). */
export const OUTSIDE_DASHBOARD_MESSAGES = {
  urlRequired: 'Enter the embed URL of your dashboard.',
  urlHttps: 'The embed URL must be a full https:// address.',
  urlTooLong: `The embed URL must be at most ${OUTSIDE_DASHBOARD_URL_MAX} characters.`,
  tokenRequired: 'Enter the embed token your analytics provider gave you.',
  tokenLength: `The embed token must be ${OUTSIDE_DASHBOARD_TOKEN_MIN} to ${OUTSIDE_DASHBOARD_TOKEN_MAX} characters.`,
  tokenSpaces: 'The embed token cannot contain spaces.',
  saved: 'Your analytics dashboard is saved. Campaign Reporting now shows it.',
  cleared: 'Your analytics dashboard is removed. Campaign Reporting shows the built-in dashboard.',
} as const;

export interface OutsideDashboardInput {
  embedUrl: string;
  /** A new token; empty or absent keeps the saved one. */
  embedToken?: string | null;
}

/** True for an absolute https URL with a host (the embed is posted to it from the page). */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The outside dashboard setting's broken rules (both ends trimmed first): an https embed URL of at
 * most 2048 characters; a token of 16 to 4096 characters without spaces, needed unless one is saved
 * (the token is write-only, so the form leaves it empty to keep it).
 */
export function outsideDashboardViolations(
  input: OutsideDashboardInput,
  hasSavedToken: boolean,
): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const url = input.embedUrl.trim();
  if (url === '') violations.push({ field: 'embedUrl', message: OUTSIDE_DASHBOARD_MESSAGES.urlRequired });
  else if (url.length > OUTSIDE_DASHBOARD_URL_MAX)
    violations.push({ field: 'embedUrl', message: OUTSIDE_DASHBOARD_MESSAGES.urlTooLong });
  else if (!isHttpsUrl(url))
    violations.push({ field: 'embedUrl', message: OUTSIDE_DASHBOARD_MESSAGES.urlHttps });
  const token = (input.embedToken ?? '').trim();
  if (token === '') {
    if (!hasSavedToken)
      violations.push({ field: 'embedToken', message: OUTSIDE_DASHBOARD_MESSAGES.tokenRequired });
  } else if (/\s/.test(token))
    violations.push({ field: 'embedToken', message: OUTSIDE_DASHBOARD_MESSAGES.tokenSpaces });
  else if (token.length < OUTSIDE_DASHBOARD_TOKEN_MIN || token.length > OUTSIDE_DASHBOARD_TOKEN_MAX)
    violations.push({ field: 'embedToken', message: OUTSIDE_DASHBOARD_MESSAGES.tokenLength });
  return violations;
}

/** What the settings screen may show of a saved token: its last 4 characters, never the whole. */
export function embedTokenHint(token: string): string {
  return `••••${token.slice(-4)}`;
}
