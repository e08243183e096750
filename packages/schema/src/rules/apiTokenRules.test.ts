import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_MAX_TTL_DAYS,
  API_TOKEN_RULE_MESSAGES,
  apiTokenExpiryViolations,
  apiTokenScopeViolations,
  isApiTokenScope,
} from './apiTokenRules.js';

describe('API token rules', () => {
  it('takes 1 to the maximum whole days of life', () => {
    expect(apiTokenExpiryViolations(1)).toEqual([]);
    expect(apiTokenExpiryViolations(API_TOKEN_MAX_TTL_DAYS)).toEqual([]);
    for (const bad of [0, -1, 1.5, API_TOKEN_MAX_TTL_DAYS + 1])
      expect(apiTokenExpiryViolations(bad)).toEqual([
        { field: 'expiresInDays', message: API_TOKEN_RULE_MESSAGES.expiresInDays },
      ]);
  });

  it('wants at least one scope when scopes are given', () => {
    expect(apiTokenScopeViolations([])).toHaveLength(1);
    expect(apiTokenScopeViolations(['invoices'])).toEqual([]);
  });

  it('knows the access flags as scopes', () => {
    expect(isApiTokenScope('calendar')).toBe(true);
    expect(isApiTokenScope('superUser')).toBe(false);
  });
});
