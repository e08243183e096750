import {
  API_TOKEN_DEFAULT_TTL_DAYS,
  apiTokenExpiryViolations,
  apiTokenScopeViolations,
  type RuleViolation,
} from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { ruleViolationsError } from '../../../errors.js';
import { apiTokenNameViolations } from '../domain/apiTokenRules.js';
import { hasAccess } from '../../../shared/accessFlags.js';
import type { ApiTokenScope } from '../../../__generated__/resolvers-types.js';
import type { ApiToken } from '../../../rest/house/models.js';
import { scopeName } from './apiTokenScopes.js';

export async function listApiTokens(context: GatewayContext): Promise<ApiToken[]> {
  return context.loaders.apiTokens.apiTokens.load(await context.houseRef());
}

export interface NewApiToken {
  name: string;
  expiresInDays?: number | null | undefined;
  readOnly?: boolean | null | undefined;
  scopes?: readonly ApiTokenScope[] | null | undefined;
}

export async function createApiToken(
  context: GatewayContext,
  input: NewApiToken,
): Promise<{ apiToken: ApiToken; token: string }> {
  const viewer = await context.requireViewer();
  const expiresInDays = input.expiresInDays ?? API_TOKEN_DEFAULT_TTL_DAYS;
  const scopes = input.scopes ? [...new Set(input.scopes.map(scopeName))] : null;
  const violations: RuleViolation[] = [
    ...apiTokenNameViolations(input.name),
    ...apiTokenExpiryViolations(expiresInDays),
    ...(scopes ? apiTokenScopeViolations(scopes) : []),
  ];
  // A token never has more than its user: asking for an area the user lacks is a mistake worth saying.
  const lacking = (scopes ?? []).filter((scope) => !hasAccess(viewer, scope));
  if (lacking.length > 0)
    violations.push({
      field: 'scopes',
      message: `You cannot give a token access you do not have: ${lacking.join(', ')}.`,
    });
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = viewer.houseInfo.houseRef;
  const created = (
    await context.rest.house.POST('/app/house/{houseRef}/apiTokens', {
      params: { path: { houseRef } },
      body: { name: input.name.trim(), expiresInDays, readOnly: input.readOnly ?? false, scopes },
    })
  ).data.data;
  context.loaders.apiTokens.apiTokens.clear(houseRef);
  return created;
}

export async function revokeApiToken(context: GatewayContext, id: string): Promise<boolean> {
  const houseRef = await context.houseRef();
  const revoked = (
    await context.rest.house.DELETE('/app/house/{houseRef}/apiTokens/{tokenId}', {
      params: { path: { houseRef, tokenId: id } },
    })
  ).data.data.success;
  context.loaders.apiTokens.apiTokens.clear(houseRef);
  // Its open subscriptions end now, on every replica (docs/API.md: Tokens).
  if (revoked) await context.tokenSocketWatch?.revoked(id);
  return revoked;
}
