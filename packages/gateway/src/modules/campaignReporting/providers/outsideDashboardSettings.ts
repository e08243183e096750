import { outsideDashboardViolations } from '@ah/schema';
import type {
  CampaignOutsideDashboardInput,
  CampaignOutsideDashboardSettings,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { ruleViolationsError } from '../../../errors.js';

interface ServiceSettings {
  embedUrl: string | null;
  tokenHint: string | null;
}

/** The service's answer as the schema gives it; the token itself never leaves the house service. */
const settingsOf = ({ embedUrl, tokenHint }: ServiceSettings): CampaignOutsideDashboardSettings => ({
  embedUrl,
  tokenHint,
  configured: embedUrl !== null && tokenHint !== null,
});

/** The house's outside dashboard setting (GET domoSettings), its token hinted only. */
export async function outsideDashboardSettings(
  context: GatewayContext,
): Promise<CampaignOutsideDashboardSettings> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.GET('/app/house/{houseRef}/domoSettings', {
    params: { path: { houseRef } },
  });
  return settingsOf(res.data.data);
}

/**
 * Saves the outside dashboard (PUT domoSettings) after the shared rules (@ah/schema
 * outsideDashboardViolations); whether a token is saved (an empty one keeps it) comes from the
 * service first. The house is the caller's: the input names no house and no id.
 */
export async function saveOutsideDashboard(
  context: GatewayContext,
  input: CampaignOutsideDashboardInput,
): Promise<CampaignOutsideDashboardSettings> {
  const saved = await outsideDashboardSettings(context);
  const violations = outsideDashboardViolations(input, saved.tokenHint !== null);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = await context.houseRef();
  const token = (input.embedToken ?? '').trim();
  const res = await context.rest.house.PUT('/app/house/{houseRef}/domoSettings', {
    params: { path: { houseRef } },
    body: { embedUrl: input.embedUrl.trim(), embedToken: token === '' ? null : token },
  });
  return settingsOf(res.data.data);
}

/** Removes the outside dashboard (DELETE domoSettings); the built-in dashboard shows again. */
export async function clearOutsideDashboard(
  context: GatewayContext,
): Promise<CampaignOutsideDashboardSettings> {
  const houseRef = await context.houseRef();
  const res = await context.rest.house.DELETE('/app/house/{houseRef}/domoSettings', {
    params: { path: { houseRef } },
  });
  return settingsOf(res.data.data);
}
