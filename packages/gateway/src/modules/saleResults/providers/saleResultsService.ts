import type { GatewayContext } from '../../../context.js';
import { badUserInput } from '../../../errors.js';
import type { HouseCreditModel, SaleResultGroupModel, SaleResultReportModel } from '../models.js';
import { HEADER_ONLY } from './bidderPaging.js';
import type { ReportSelection } from './reportSelection.js';
import { SaleResultsReader } from './saleResultsReader.js';

/** At most this many sessions at once (the service's limit). */
const MAX_SESSIONS = 100;

/** The past sale groups to choose sessions from (sales §7 GET /allPastGroups). */
export async function pastSaleGroups(context: GatewayContext): Promise<SaleResultGroupModel[]> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/allPastGroups', {
    params: { path: { houseRef } },
  });
  return res.data.data.groups;
}

/** The chosen refs, trimmed and without repeats; at least one and at most MAX_SESSIONS. */
export function chosenCatalogRefs(refs: readonly string[]): string[] {
  const unique = [...new Set(refs.map((r) => r.trim()).filter((r) => r !== ''))];
  if (unique.length === 0) throw badUserInput('Select at least one session.', 'catalogRefs');
  if (unique.length > MAX_SESSIONS)
    throw badUserInput(`Select at most ${MAX_SESSIONS} sessions.`, 'catalogRefs');
  if (unique.some((r) => r.includes(',') || r.length > 64))
    throw badUserInput('Unknown session.', 'catalogRefs');
  return unique;
}

/**
 * The results of the sessions (sales §7 POST /catalogs/sessionResults): one call whatever the
 * number of bidders or lots, for the page of bidders the query asks (or only the header when it
 * asks none, or every bidder for the deprecated whole list); its grand totals and sessions are the
 * report's. The service checks that the sessions are the caller's (404 → NOT_FOUND) and share a
 * currency (400 → BAD_USER_INPUT with the spec's message), so a refusal is the report's error.
 */
export async function saleResults(
  context: GatewayContext,
  catalogRefs: readonly string[],
  selection: ReportSelection,
): Promise<SaleResultReportModel> {
  const refs = chosenCatalogRefs(catalogRefs);
  const viewer = await context.requireViewer();
  const reader = new SaleResultsReader(context, viewer.houseInfo.houseRef, refs);
  const results = selection.whole
    ? await reader.whole()
    : await reader.answerFor(selection.page ?? HEADER_ONLY);
  return {
    catalogRefs: refs,
    results,
    reader,
    scope: { superUser: viewer.isSuperUser, now: new Date() },
  };
}

/** The credits on the sessions (sales §7 GET /dispute/credits?catalogRefs=). */
export async function houseCredits(
  context: GatewayContext,
  catalogRefs: readonly string[],
): Promise<HouseCreditModel[]> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/dispute/credits', {
    params: { path: { houseRef }, query: { catalogRefs: catalogRefs.join(',') } },
  });
  return res.data.data.credits;
}
