import type { GatewayContext } from '../../../context.js';
import { ruleViolationsError } from '../../../errors.js';
import { apiTokenNameViolations } from '../../../domain/apiTokenRules.js';
import type { ApiToken } from '../../../rest/house/models.js';

export async function listApiTokens(context: GatewayContext): Promise<ApiToken[]> {
  return context.loaders.apiTokens.load(await context.houseRef());
}

export async function createApiToken(
  context: GatewayContext,
  name: string,
): Promise<{ apiToken: ApiToken; token: string }> {
  const violations = apiTokenNameViolations(name);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = await context.houseRef();
  const created = await context.house.createApiToken(houseRef, { name: name.trim() });
  context.loaders.apiTokens.clear(houseRef);
  return created;
}

export async function revokeApiToken(context: GatewayContext, id: string): Promise<boolean> {
  const houseRef = await context.houseRef();
  const revoked = await context.house.revokeApiToken(houseRef, id);
  context.loaders.apiTokens.clear(houseRef);
  return revoked;
}
