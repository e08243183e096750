import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@ah/schema';
import { Router, type Request, type Response } from 'express';
import { requestPath, type ModuleRoutes, type RouteDeps } from '../../../routes/moduleRoutes.js';
import { servicePool } from '../../../routes/upstreamFile.js';
import type { Logger } from '../../../logger.js';
import { IMAGE_PROXY_PREFIX } from '../../../shared/browserImageUrl.js';

/**
 * The browser's way to the image service (sales §7 Images): the browser only talks to the gateway,
 * so `PUT /images/upload/{key}?expires&contentType&signature` and `GET|HEAD /images/file/{key}` are
 * streamed to the service unchanged — path and signed query byte for byte, the body never held whole. The
 * signed URL is the PUT's authorisation (checked by the service: signature, expiry, type, content);
 * no cookie or token is forwarded. The gateway only refuses what the service would refuse anyway,
 * earlier: paths that are not image keys, and bodies past 10 MB plus a little slack.
 */
export interface ImageProxyDeps {
  /** The image service's base URL (the catalog service: the upstream). */
  imageServiceUrl: string;
  logger: Logger;
  /** The PUT's whole time (the browser's own time-out is 300000 ms). */
  uploadTimeoutMs?: number;
  /** A GET's whole time. */
  readTimeoutMs?: number;
}

/** The body cap: the service refuses past 10 MB; the slack covers nothing but rounding. */
export const IMAGE_PROXY_MAX_BYTES = IMAGE_LIMITS.maxBytes + 64 * 1024;

/** A key the image service makes: `{houseRef}/{catalogID}/{uuid}[.thumb].{jpg|png}` (nothing else passes). */
const KEY_PATH =
  /^\/images\/(upload|file)\/[A-Za-z0-9_-]{1,64}\/[1-9]\d{0,11}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.thumb)?\.(?:jpg|png)$/;
/** The signed PUT's query: only its own three parameters, URL-safe characters. */
const SIGNED_QUERY = /^\?[A-Za-z0-9_.~%=&-]{1,512}$/;

/** Response headers passed back to the browser (no cookies, no service internals). */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'content-security-policy'];

class TooLarge extends Error {}

/** The signed PUT: its body may be large and slow, so it gets the upload time-outs. */
export const isImageUpload = (req: IncomingMessage) =>
  req.method === 'PUT' && requestPath(req).startsWith(`${IMAGE_PROXY_PREFIX}upload/`);

/** The module's routes: the image service is the catalog service (the upstream). */
export function lotImagesRoutes(deps: RouteDeps): ModuleRoutes {
  const proxy = imageProxyRoutes({ imageServiceUrl: deps.config.services.catalog, logger: deps.logger });
  return { ...proxy, isUpload: isImageUpload };
}

export function imageProxyRoutes(deps: ImageProxyDeps): { router: Router; close(): Promise<void> } {
  const { pool, basePath } = servicePool(deps.imageServiceUrl, 16);
  const uploadTimeoutMs = deps.uploadTimeoutMs ?? 300_000;
  const readTimeoutMs = deps.readTimeoutMs ?? 30_000;
  const router = Router();

  router.use('/images', (req, res, next) => {
    const raw = req.originalUrl;
    const queryAt = raw.indexOf('?');
    const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const query = queryAt === -1 ? '' : raw.slice(queryAt);
    const match = KEY_PATH.exec(path);
    const kind = match?.[1];
    const method = req.method;
    const allowed =
      (kind === 'upload' && method === 'PUT' && SIGNED_QUERY.test(query)) ||
      (kind === 'file' && (method === 'GET' || method === 'HEAD'));
    if (!allowed) {
      // A refused PUT body is not read: the connection closes after the answer.
      if (method === 'PUT') closeAfter(req, res);
      if (kind === undefined) next();
      else refuse(res, 404, 'NOT_FOUND', 'No such image address.');
      return;
    }
    const forward = kind === 'upload' ? forwardUpload : forwardRead;
    // A read's query (a browser's cache-buster after a rotation) means nothing to the service.
    forward(req, res, `${basePath}${path}${kind === 'upload' ? query : ''}`).catch((error: unknown) => {
      deps.logger.error('image proxy failed', error);
      refuse(res, 502, 'UPSTREAM_UNAVAILABLE', 'The image service is unavailable. Please try again later.');
    });
  });

  async function forwardRead(req: Request, res: Response, path: string): Promise<void> {
    const answer = await pool.request({
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      path,
      headers: { accept: req.headers.accept ?? '*/*' },
      signal: AbortSignal.timeout(readTimeoutMs),
    });
    await relay(answer, res);
  }

  async function forwardUpload(req: Request, res: Response, path: string): Promise<void> {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > IMAGE_PROXY_MAX_BYTES) {
      closeAfter(req, res);
      refuse(res, 413, 'size', IMAGE_MESSAGES.size);
      return;
    }
    const limiter = byteLimit(IMAGE_PROXY_MAX_BYTES);
    // The browser going away ends the upload to the service too.
    const gone = () => {
      if (!req.readableEnded) limiter.destroy(new Error('client went away'));
    };
    req.once('close', gone);
    req.pipe(limiter);
    const headers: Record<string, string> = { accept: 'application/json' };
    const type = req.headers['content-type'];
    if (typeof type === 'string') headers['content-type'] = type;
    if (Number.isFinite(declared)) headers['content-length'] = String(declared);
    try {
      const answer = await pool.request({
        method: 'PUT',
        path,
        headers,
        body: limiter,
        signal: AbortSignal.timeout(uploadTimeoutMs),
      });
      // A refusal may come before the whole body was read: do not keep reading it.
      if (answer.statusCode >= 400 && !req.readableEnded) closeAfter(req, res);
      await relay(answer, res);
    } catch (error) {
      if (limiter.errored instanceof TooLarge) {
        closeAfter(req, res);
        refuse(res, 413, 'size', IMAGE_MESSAGES.size);
        return;
      }
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        closeAfter(req, res);
        refuse(res, 504, 'timeout', IMAGE_MESSAGES.timeout);
        return;
      }
      throw error;
    } finally {
      req.off('close', gone);
      req.unpipe(limiter);
    }
  }

  return { router, close: () => pool.close() };
}

/** The service's answer, status, allowed headers and body streamed as they come. */
async function relay(
  answer: { statusCode: number; headers: Record<string, string | string[] | undefined>; body: Readable },
  res: Response,
): Promise<void> {
  // Already answered (a slow upload's 408): the service's late answer has nowhere to go.
  if (res.headersSent) {
    answer.body.on('error', () => undefined);
    answer.body.destroy();
    res.destroy();
    return;
  }
  res.status(answer.statusCode);
  for (const name of PASSED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) res.setHeader(name, value);
  }
  await pipeline(answer.body, res);
}

/** Passes bytes through until `max`, then fails (the upload to the service is aborted). */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
}

function refuse(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).json({ error: { code, message } });
}

/** Answers without reading the rest of the request: the connection closes after the answer. */
function closeAfter(req: Request, res: Response): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  res.once('finish', () => {
    req.unpipe();
    req.destroy();
  });
}
