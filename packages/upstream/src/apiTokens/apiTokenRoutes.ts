import {
  API_TOKEN_DEFAULT_TTL_DAYS,
  API_TOKEN_RULE_MESSAGES,
  apiTokenExpiryViolations,
  isApiTokenScope,
  type ApiTokenScope,
} from '@ah/schema';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { jsonObjectBody, optionalString, parsePositiveInteger } from '../http/validate.js';
import { callerOf } from '../viewer/caller.js';
import { createApiToken, listApiTokens, revokeApiToken, type ApiTokenGrant } from './apiTokens.js';

/** The caller's API tokens, under /app/house/{houseRef}: list, create (the secret shown once), revoke. */
export function apiTokenRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/apiTokens', async (req, res) => {
    res.json({ data: { apiTokens: await listApiTokens(db, callerOf(req)) } });
  });

  router.post('/apiTokens', async (req, res) => {
    const caller = callerOf(req);
    // A token making tokens could outlive or outgrow itself: only a signed-in person makes them.
    if (caller.via === 'apiToken')
      throw new HttpError(403, 'TOKEN_CANNOT_CREATE_TOKENS', 'Sign in to create API tokens.');
    res.status(201).json({ data: await createApiToken(db, caller, grantOf(req.body)) });
  });

  router.delete('/apiTokens/:tokenId', async (req, res) => {
    const tokenId = parsePositiveInteger(req.params['tokenId']);
    if (tokenId === null || !(await revokeApiToken(db, callerOf(req), tokenId)))
      throw notFound('TOKEN_NOT_FOUND', 'No such API token.');
    res.json({ data: { success: true } });
  });

  return router;
}

/** POST /apiTokens' body: a name, and optionally its life in days, read-only and scopes. */
function grantOf(rawBody: unknown): ApiTokenGrant {
  const body = jsonObjectBody(rawBody, ['name', 'expiresInDays', 'readOnly', 'scopes']);
  const name = optionalString(body, 'name')?.trim() ?? '';
  if (!name) throw badRequest('TOKEN_NAME_REQUIRED', 'A token name is required.', 'name');
  if (name.length > 50)
    throw badRequest('TOKEN_NAME_TOO_LONG', 'A token name must be 50 characters or less.', 'name');
  const expiresInDays = body['expiresInDays'] ?? API_TOKEN_DEFAULT_TTL_DAYS;
  if (typeof expiresInDays !== 'number' || apiTokenExpiryViolations(expiresInDays).length > 0)
    throw badRequest('TOKEN_EXPIRY_INVALID', API_TOKEN_RULE_MESSAGES.expiresInDays, 'expiresInDays');
  const readOnly = body['readOnly'] ?? false;
  if (typeof readOnly !== 'boolean')
    throw badRequest('INVALID_BODY', '"readOnly" must be a boolean.', 'readOnly');
  return { name, expiresInDays, readOnly, scopes: scopesOf(body['scopes']) };
}

function scopesOf(value: unknown): ApiTokenScope[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest('TOKEN_SCOPES_INVALID', API_TOKEN_RULE_MESSAGES.scopesEmpty, 'scopes');
  const scopes: ApiTokenScope[] = [];
  for (const scope of value) {
    if (typeof scope !== 'string' || !isApiTokenScope(scope))
      throw badRequest('TOKEN_SCOPES_INVALID', `Unknown scope "${String(scope)}".`, 'scopes');
    if (!scopes.includes(scope)) scopes.push(scope);
  }
  return scopes;
}
