import { campaignFilterViolations, type RuleViolation } from '@ah/schema';

/** The dashboard's filter as the URL holds it: ?from=YYYY-MM-DD&to=YYYY-MM-DD&sales=A,B. */
export interface CampaignFilterView {
  from: string | null;
  to: string | null;
  catalogRefs: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (raw: string | null) => (raw !== null && DAY.test(raw) ? raw : null);

/** The filter of a location's query; malformed parts are dropped. */
export function campaignFilterOf(search: URLSearchParams): CampaignFilterView {
  const sales = search.get('sales') ?? '';
  return {
    from: day(search.get('from')),
    to: day(search.get('to')),
    catalogRefs: sales.split(',').filter(Boolean),
  };
}

/** The query string of a filter ('' for the whole house, all time). */
export function campaignSearch(filter: CampaignFilterView): string {
  const search = new URLSearchParams();
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (filter.catalogRefs.length > 0) search.set('sales', filter.catalogRefs.join(','));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The filter's broken rules (the gateway checks the same ones). */
export const campaignFilterErrors = (filter: CampaignFilterView): RuleViolation[] =>
  campaignFilterViolations(filter);
