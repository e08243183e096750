import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { callerOf } from '../viewer/caller.js';
import { pause, resume, type PauseTarget } from './pauses.js';

/** The largest id a column holds (integer). */
const MAX_ID = 2_147_483_647;
const ONE_OF = 'Give exactly one of invoiceId and bidderId.';

/** Exactly one positive id of the two, from the body (numbers) or the query (digit strings). */
function targetOf(source: Record<string, unknown>, read: (value: unknown) => number | null): PauseTarget {
  const keys = Object.keys(source);
  const unknown = keys.find((key) => key !== 'invoiceId' && key !== 'bidderId');
  if (unknown) throw badRequest('INVALID_PAUSE', `Unknown property "${unknown}".`, unknown);
  if (keys.length !== 1) throw badRequest('INVALID_PAUSE', ONE_OF);
  const key = keys[0] === 'invoiceId' ? 'invoiceId' : 'bidderId';
  const id = read(source[key]);
  if (id === null) throw badRequest('INVALID_PAUSE', `"${key}" must be a positive whole number.`, key);
  return key === 'invoiceId' ? { invoiceId: id } : { bidderId: id };
}

const bodyId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;

function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('INVALID_BODY', 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** POST /unpaidItems/pauses (pause) and DELETE /unpaidItems/pauses?… (resume). */
export function pauseRoutes(db: Kysely<DB>, clock: () => Date): Router {
  const router = Router({ mergeParams: true });

  router.post('/pauses', async (req, res) => {
    const { houseId, userId } = callerOf(req);
    await pause(db, houseId, targetOf(bodyObject(req), bodyId), userId, clock());
    res.json({ data: { paused: true } });
  });

  router.delete('/pauses', async (req, res) => {
    const { houseId, userId } = callerOf(req);
    await resume(db, houseId, targetOf(req.query, parsePositiveInteger), userId, clock());
    res.json({ data: { paused: false } });
  });

  return router;
}
