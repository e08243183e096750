import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError, notFound } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { ownCatalog, ownHouseId } from '../saleWizard/ownership.js';
import { callerOf } from '../viewer/caller.js';
import { signPublishToken, verifyPublishToken } from './publishToken.js';
import type { BroadcastRelay } from './relay.js';

/**
 * The catalog service's broadcast calls (sales §7 Other): the publish token of one of the house's
 * events (`GET /app/catalog/{eventId}/millicast-token -> success, millicast-token`; the event is a
 * catalog id) and the house's events broadcasting now (the calendar's "Live now").
 */
export function broadcastTokenRoutes(
  db: Kysely<DB>,
  auth: RequestHandler,
  secret: string,
  relay: BroadcastRelay,
): Router {
  const router = Router();
  router.get('/app/catalog/:eventId/millicast-token', auth, async (req, res) => {
    const catalog = await ownCatalog(db, req, 'eventId');
    const token = signPublishToken(secret, { eventId: catalog.id, houseId: callerOf(req).houseId });
    res.json({ success: true, 'millicast-token': token });
  });
  router.get('/cps/app/house/:houseID/broadcasts/live', auth, (req, res) => {
    const { houseId } = ownHouseId(req);
    res.json({ liveEventIDs: relay.liveEvents(houseId) });
  });
  return router;
}

const SDP = 'application/sdp';
const readSdp = express.text({ type: SDP, limit: '64kb' });

/** The path's event id, or 404 (an id that is not a number names no stream). */
function eventIdOf(req: Request): number {
  const id = parsePositiveInteger(req.params['eventId']);
  if (id === null) throw notFound('EVENT_NOT_FOUND', 'No broadcast with this id.');
  return id;
}

/** The bearer token's grant for the path's event: 401 without a valid one, like any WHIP server. */
function grantFor(req: Request, secret: string, eventId: number) {
  const header = req.get('authorization') ?? '';
  const token = /^Bearer (\S+)$/i.exec(header)?.[1];
  const grant = token ? verifyPublishToken(secret, token) : null;
  if (!grant || grant.eventId !== eventId)
    throw new HttpError(
      401,
      'UNAUTHENTICATED',
      'A valid publish token for this event is required.',
      undefined,
      {
        'WWW-Authenticate': 'Bearer',
      },
    );
  return grant;
}

function sdpOf(req: Request): string {
  if (!req.is(SDP) || typeof req.body !== 'string' || req.body.trim() === '')
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The offer must be an application/sdp body.');
  return req.body;
}

function created(res: Response, location: string, answer: string): void {
  res.status(201).set({ Location: location, 'Content-Type': SDP }).send(answer);
}

/**
 * The relay's WHIP and WHEP endpoints (RFC 9725; WHEP the same exchange for playback), which read
 * their own SDP bodies: POST an offer with `Authorization: Bearer <publish token>` -> 201, Location
 * and the SDP answer; DELETE the Location to stop. The resource id is a random UUID known only to
 * the one who created it, so a DELETE needs no token (the token may have expired by then).
 */
export function relayRoutes(relay: BroadcastRelay, secret: string): Router {
  const router = Router();
  for (const role of ['whip', 'whep'] as const) {
    router.post(`/broadcast/${role}/:eventId`, readSdp, async (req, res) => {
      const eventId = eventIdOf(req);
      const grant = grantFor(req, secret, eventId);
      const offer = sdpOf(req);
      const { id, answer } =
        role === 'whip'
          ? await relay.publish(eventId, grant.houseId, offer)
          : await relay.view(eventId, offer);
      created(res, `/broadcast/${role}/${eventId}/${id}`, answer);
    });
    router.delete(`/broadcast/${role}/:eventId/:id`, async (req, res) => {
      if (!(await relay.stop(eventIdOf(req), String(req.params['id']))))
        throw notFound('SESSION_NOT_FOUND', 'No such broadcast session.');
      res.status(200).end();
    });
  }
  return router;
}
