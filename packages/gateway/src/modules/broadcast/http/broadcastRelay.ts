import express, { Router, type Request, type Response } from 'express';
import { request as undiciRequest } from 'undici';
import { bearerFrom } from '../../../auth/credentials.js';
import { ErrorCode, ERROR_MESSAGES } from '../../../errors.js';
import { FileRouteError, flagContext, sendFileRouteError } from '../../../routes/routeAccess.js';
import type { ModuleRoutes, RouteDeps } from '../../../routes/moduleRoutes.js';
import { UpstreamError } from '../../../rest/errors.js';
import { BROADCAST_HTTP_PREFIX } from '../providers/broadcastPaths.js';
import { publishToken } from '../providers/broadcastService.js';

const SDP = 'application/sdp';
const readSdp = express.text({ type: SDP, limit: '64kb' });

function eventIdOf(req: Request): number {
  const raw = String(req.params['eventId']);
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new FileRouteError(404, ErrorCode.NOT_FOUND, 'No such broadcast.');
  return Number(raw);
}

function offerOf(req: Request): string {
  if (!req.is(SDP) || typeof req.body !== 'string' || req.body.trim() === '')
    throw new FileRouteError(415, ErrorCode.BAD_USER_INPUT, 'The offer must be an application/sdp body.');
  return req.body;
}

/** The service's resource URLs, opaque to the browser: base64url in our own DELETE path. */
const sessionPath = (target: string) =>
  `${BROADCAST_HTTP_PREFIX}/session/${Buffer.from(target).toString('base64url')}`;

/**
 * The WHIP/WHEP exchanges of the Video Broadcast screen (sales §2 Other screens), same origin:
 * - `POST /broadcast/{eventId}/whip`, `Authorization: Bearer <publish token>` (from GraphQL
 *   `createBroadcastPublishToken`, console flag), an SDP offer -> the streaming service's 201, its
 *   SDP answer and a Location here (RFC 9725);
 * - `POST /broadcast/{eventId}/whep`, signed in with the console flag, the event the house's: the
 *   gateway fetches the event's token itself (the catalog service's 404 for another house) and
 *   forwards the offer to the playback endpoint;
 * - `DELETE /broadcast/session/{id}`: the Location above; ends the session at the service.
 * Only SDP crosses here; the media goes straight between the browser and the service over UDP.
 */
export function broadcastRelayRoutes(deps: RouteDeps): ModuleRoutes {
  const { broadcast, services, upstreamTimeoutMs: timeoutMs } = deps.config;
  // The streaming service's endpoints (BROADCAST_WHIP_URL, BROADCAST_WHEP_URL): by default the
  // catalog service's.
  const catalog = services.catalog.replace(/\/+$/, '');
  const whipUrl = broadcast.whipUrl ?? `${catalog}/broadcast/whip`;
  const whepUrl = broadcast.whepUrl ?? `${catalog}/broadcast/whep`;
  const router = Router();
  const bases = [whipUrl, whepUrl].map((url) => url.replace(/\/+$/, ''));

  /** Forwards an offer; answers with the service's status, SDP answer and a Location of ours. */
  async function forward(res: Response, url: string, token: string, offer: string): Promise<void> {
    const upstream = await undiciRequest(url, {
      method: 'POST',
      headers: { 'content-type': SDP, authorization: `Bearer ${token}` },
      body: offer,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const text = await upstream.body.text();
    if (upstream.statusCode !== 201) {
      const status = upstream.statusCode;
      if (status === 401 || status === 403)
        throw new FileRouteError(401, ErrorCode.UNAUTHENTICATED, 'The publish token was refused.');
      if (status === 404)
        throw new FileRouteError(404, ErrorCode.NOT_FOUND, 'The event is not broadcasting.');
      if (status === 400 || status === 415)
        throw new FileRouteError(400, ErrorCode.BAD_USER_INPUT, 'The SDP offer was refused.');
      throw new FileRouteError(502, ErrorCode.UPSTREAM_UNAVAILABLE, ERROR_MESSAGES.upstreamUnavailable);
    }
    const location = upstream.headers['location'];
    if (typeof location !== 'string')
      throw new FileRouteError(502, ErrorCode.UPSTREAM_UNAVAILABLE, ERROR_MESSAGES.upstreamUnavailable);
    res
      .status(201)
      .set({
        'Content-Type': SDP,
        Location: sessionPath(new URL(location, url).toString()),
        'Cache-Control': 'no-store',
      })
      .send(text);
  }

  const handle =
    (work: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response): Promise<void> => {
      try {
        await work(req, res);
      } catch (error) {
        const refusal =
          error instanceof FileRouteError
            ? error
            : new FileRouteError(502, ErrorCode.UPSTREAM_UNAVAILABLE, ERROR_MESSAGES.upstreamUnavailable);
        if (refusal.status >= 500) deps.logger.error('broadcast relay call failed', error);
        sendFileRouteError(res, refusal);
      }
    };

  router.post(
    `${BROADCAST_HTTP_PREFIX}/:eventId/whip`,
    readSdp,
    handle(async (req, res) => {
      const eventId = eventIdOf(req);
      const token = bearerFrom(req.headers.authorization);
      if (!token) throw new FileRouteError(401, ErrorCode.UNAUTHENTICATED, 'A publish token is required.');
      await forward(res, `${bases[0]}/${eventId}`, token, offerOf(req));
    }),
  );

  router.post(
    `${BROADCAST_HTTP_PREFIX}/:eventId/whep`,
    readSdp,
    handle(async (req, res) => {
      const eventId = eventIdOf(req);
      const context = await flagContext(req, res, deps, 'console');
      const offer = offerOf(req);
      let token = broadcast.whepToken;
      if (!token) {
        try {
          token = (await publishToken(context, eventId)).token;
        } catch (error) {
          if (error instanceof UpstreamError && error.status === 404)
            throw new FileRouteError(404, ErrorCode.NOT_FOUND, 'No such broadcast.');
          throw error;
        }
      }
      await forward(res, `${bases[1]}/${eventId}`, token, offer);
    }),
  );

  router.delete(
    `${BROADCAST_HTTP_PREFIX}/session/:id`,
    handle(async (req, res) => {
      const target = Buffer.from(String(req.params['id']), 'base64url').toString();
      // Only a resource of the configured services: this route never calls anywhere else.
      if (!bases.some((base) => target.startsWith(`${base}/`)))
        throw new FileRouteError(404, ErrorCode.NOT_FOUND, 'No such broadcast session.');
      const authorization = req.headers.authorization;
      const upstream = await undiciRequest(target, {
        method: 'DELETE',
        headers: authorization ? { authorization } : {},
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      await upstream.body.dump();
      if (upstream.statusCode === 404)
        throw new FileRouteError(404, ErrorCode.NOT_FOUND, 'No such broadcast session.');
      if (upstream.statusCode >= 300)
        throw new FileRouteError(502, ErrorCode.UPSTREAM_UNAVAILABLE, ERROR_MESSAGES.upstreamUnavailable);
      res.status(200).end();
    }),
  );
  return { router };
}
