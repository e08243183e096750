import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { jsonObjectBody, optionalString, parsePositiveInteger } from '../http/validate.js';
import { callerOf } from '../viewer/caller.js';
import { createApiToken, listApiTokens, revokeApiToken } from './apiTokens.js';

/** The caller's API tokens, under /app/house/{houseRef}: list, create (the secret shown once), revoke. */
export function apiTokenRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/apiTokens', async (req, res) => {
    res.json({ data: { apiTokens: await listApiTokens(db, callerOf(req)) } });
  });

  router.post('/apiTokens', async (req, res) => {
    const body = jsonObjectBody(req.body, ['name']);
    const name = optionalString(body, 'name')?.trim() ?? '';
    if (!name) throw badRequest('TOKEN_NAME_REQUIRED', 'A token name is required.', 'name');
    if (name.length > 50)
      throw badRequest('TOKEN_NAME_TOO_LONG', 'A token name must be 50 characters or less.', 'name');
    res.status(201).json({ data: await createApiToken(db, callerOf(req), name) });
  });

  router.delete('/apiTokens/:tokenId', async (req, res) => {
    const tokenId = parsePositiveInteger(req.params['tokenId']);
    if (tokenId === null || !(await revokeApiToken(db, callerOf(req), tokenId)))
      throw notFound('TOKEN_NOT_FOUND', 'No such API token.');
    res.json({ data: { success: true } });
  });

  return router;
}
