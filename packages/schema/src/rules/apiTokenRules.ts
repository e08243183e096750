import { ACCESS_FLAG_NAMES, type AccessFlagName } from './accessFlags.js';
import type { RuleViolation } from './types.js';

/** How long a new API token lives when its creator does not say (docs/API.md: Tokens). */
export const API_TOKEN_DEFAULT_TTL_DAYS = 90;
/** The longest a token may live: a leaked secret stops working within a year at most. */
export const API_TOKEN_MAX_TTL_DAYS = 365;

/** The access areas a token can be limited to: the access flags, by the guards' names. */
export const API_TOKEN_SCOPES: readonly AccessFlagName[] = ACCESS_FLAG_NAMES;
export type ApiTokenScope = AccessFlagName;

export const API_TOKEN_RULE_MESSAGES = {
  expiresInDays: `A token must expire in 1 to ${API_TOKEN_MAX_TTL_DAYS} days.`,
  scopesEmpty: 'Choose at least one access area, or leave the scopes out for all of yours.',
} as const;

export function isApiTokenScope(value: string): value is ApiTokenScope {
  return (API_TOKEN_SCOPES as readonly string[]).includes(value);
}

/** A new token's lifetime in whole days: 1 to API_TOKEN_MAX_TTL_DAYS. */
export function apiTokenExpiryViolations(expiresInDays: number): RuleViolation[] {
  return Number.isInteger(expiresInDays) && expiresInDays >= 1 && expiresInDays <= API_TOKEN_MAX_TTL_DAYS
    ? []
    : [{ field: 'expiresInDays', message: API_TOKEN_RULE_MESSAGES.expiresInDays }];
}

/** A token's scopes, when given: at least one (null or absent means all of the user's flags). */
export function apiTokenScopeViolations(scopes: readonly string[]): RuleViolation[] {
  return scopes.length === 0 ? [{ field: 'scopes', message: API_TOKEN_RULE_MESSAGES.scopesEmpty }] : [];
}
