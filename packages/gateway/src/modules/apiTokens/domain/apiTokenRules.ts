import type { RuleViolation } from '@ah/schema';

/** The upstream's limit on a token name (openapi: 1–50 characters). */
export const API_TOKEN_NAME_MAX = 50;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Token name is required',
  nameTooLong: `Token name must be ${API_TOKEN_NAME_MAX} characters or less`,
} as const;

export function apiTokenNameViolations(name: string): RuleViolation[] {
  const trimmed = name.trim();
  if (trimmed.length === 0) return [{ field: 'name', message: API_TOKEN_MESSAGES.nameRequired }];
  if (trimmed.length > API_TOKEN_NAME_MAX)
    return [{ field: 'name', message: API_TOKEN_MESSAGES.nameTooLong }];
  return [];
}
