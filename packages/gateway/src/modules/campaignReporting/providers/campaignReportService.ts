import { campaignFilterViolations } from '@ah/schema';
import type { CampaignReportFilter } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { ruleViolationsError } from '../../../errors.js';
import type { CampaignReportModel } from '../models.js';

/** The filter's sale refs, trimmed and without repeats. */
function chosenRefs(refs: readonly string[] | null | undefined): string[] {
  return [...new Set((refs ?? []).map((r) => r.trim()).filter((r) => r !== ''))];
}

/**
 * The house's campaign dashboard (sales §2 /campaign-reporting) in one call to the house service,
 * after the filter's rules (@ah/schema campaignReportingRules). The service checks every chosen sale
 * against the caller's house: another house's sale is 404, NOT_FOUND here. A ref with a comma
 * cannot be a sale's and would split the list, so it is refused as one.
 */
export async function campaignReport(
  context: GatewayContext,
  filter: CampaignReportFilter | null | undefined,
): Promise<CampaignReportModel> {
  const catalogRefs = chosenRefs(filter?.catalogRefs);
  const input = { from: filter?.from ?? null, to: filter?.to ?? null, catalogRefs };
  const violations = campaignFilterViolations(input);
  if (catalogRefs.some((r) => r.includes(',') || r.length > 64))
    violations.push({ field: 'catalogRefs', message: 'Unknown sale.' });
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/campaignReport', {
    params: {
      path: { houseRef },
      query: {
        ...(input.from ? { from: input.from } : {}),
        ...(input.to ? { to: input.to } : {}),
        ...(catalogRefs.length > 0 ? { catalogRefs: catalogRefs.join(',') } : {}),
      },
    },
  });
  return res.data.data.campaignReport;
}

/** The house's outside dashboard (sales §7 GET house/{houseRef}/domo), or null when it has none. */
export async function campaignOutsideDashboard(context: GatewayContext) {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/domo', { params: { path: { houseRef } } });
  const { embedUrl, embedToken } = res.data.data;
  return embedUrl && embedToken ? { embedUrl, embedToken } : null;
}
