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
  const created = (
    await context.rest.house.POST('/app/house/{houseRef}/apiTokens', {
      params: { path: { houseRef } },
      body: { name: name.trim() },
    })
  ).data.data;
  context.loaders.apiTokens.clear(houseRef);
  return created;
}

export async function revokeApiToken(context: GatewayContext, id: string): Promise<boolean> {
  const houseRef = await context.houseRef();
  const revoked = (
    await context.rest.house.DELETE('/app/house/{houseRef}/apiTokens/{tokenId}', {
      params: { path: { houseRef, tokenId: id } },
    })
  ).data.data.success;
  context.loaders.apiTokens.clear(houseRef);
  return revoked;
}
