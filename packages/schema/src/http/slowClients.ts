import type { Socket } from 'node:net';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';

/**
 * Time-outs for slow clients, the same on the gateway and the upstream: a request whose headers or
 * body never finish arriving is answered 408 and its connection closed, instead of holding a socket
 * (and its buffers) for minutes.
 *
 * - headers: Node's `headersTimeout`.
 * - ordinary routes: the whole request within `requestMs` (our own deadline: Node's `requestTimeout`
 *   is one value per server, and the upload routes need longer).
 * - upload routes: a minimum average transfer rate once the first `requestMs` have passed, and Node's
 *   `requestTimeout` (`uploadMs`) as the cap. A fixed cap alone would let a client that declared 40 MB
 *   and sends a few bytes hold its socket for the whole cap; the rate rule cuts it after `requestMs`,
 *   while a large upload on a slow but honest line keeps going, up to the cap (the web app's own
 *   longest upload time-out, 300 s for an image).
 */
export interface RequestTimeouts {
  /** All headers of a request within this (HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** The whole request of an ordinary route within this; also the upload routes' grace (REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /** The whole request of an upload route within this (UPLOAD_TIMEOUT_MS). */
  uploadMs: number;
  /** Upload routes: after the grace, at least this many body bytes per second on average (UPLOAD_MIN_BYTES_PER_SECOND). */
  uploadMinBytesPerSecond: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: Readonly<RequestTimeouts> = {
  headersMs: 10_000,
  requestMs: 30_000,
  uploadMs: 300_000,
  // 16 kB/s (128 kbit/s): slower than any line a 10 MB image could cross within the browser's 300 s.
  uploadMinBytesPerSecond: 16_384,
};

/** The time-outs from the environment (both services read the same variables; see docs/CONFIGURATION.md). */
export function requestTimeoutsFromEnv(env: Record<string, string | undefined>): RequestTimeouts {
  const d = DEFAULT_REQUEST_TIMEOUTS;
  const timeouts = {
    headersMs: positiveInt(env, 'HEADERS_TIMEOUT_MS', d.headersMs),
    requestMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', d.requestMs),
    uploadMs: positiveInt(env, 'UPLOAD_TIMEOUT_MS', d.uploadMs),
    uploadMinBytesPerSecond: positiveInt(env, 'UPLOAD_MIN_BYTES_PER_SECOND', d.uploadMinBytesPerSecond),
  };
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  if (timeouts.requestMs > timeouts.uploadMs)
    throw new Error('REQUEST_TIMEOUT_MS must not be longer than UPLOAD_TIMEOUT_MS');
  return timeouts;
}

/**
 * An HTTP server with the time-outs: Node's own checks for the headers and the cap, and a deadline
 * per request for the body. `isUpload` tells the upload routes apart.
 */
export function createGuardedServer(
  timeouts: RequestTimeouts,
  isUpload: (req: IncomingMessage) => boolean,
  handler: RequestListener,
): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: Math.max(timeouts.requestMs, timeouts.uploadMs),
      // Node checks its time-outs on this interval (default 30 s): keep it well under the shortest one.
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
    },
    (req, res) => {
      if (!req.complete) watchBody(req, res, timeouts, isUpload(req));
      handler(req, res);
    },
  );
  server.on('clientError', answerClientError);
  return server;
}

/**
 * Node's own answer to a request it cannot read (400, 408, 431; `Connection: close`), with one
 * change: a connection on which nothing at all arrived within the headers time-out is closed
 * without an answer. Node answers it 408, but such a connection is a client's spare (a pool's, a
 * browser's preconnect) that has asked nothing yet: a client that sends its next request on it as
 * the 408 arrives reads the 408 as that request's answer, and a script fails for no reason.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const unused = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.bytesRead === 0;
  // Like Node: only on a connection that has not been answered yet, so no answer is ever cut in two.
  if (!unused && socket.writable && socket.bytesWritten === 0) {
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
  }
  socket.destroy();
}

function watchBody(req: IncomingMessage, res: ServerResponse, timeouts: RequestTimeouts, upload: boolean) {
  const socket = req.socket;
  const startedAt = Date.now();
  const bytesAtStart = socket.bytesRead;
  const rate = timeouts.uploadMinBytesPerSecond / 1000;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (req.complete || socket.destroyed) return;
    // Answered already (e.g. a 413 before the body): the rest of the body is not worth waiting for.
    if (res.writableEnded) return void socket.destroy();
    if (!upload) return cut(res);
    const received = socket.bytesRead - bytesAtStart;
    const owed = (Date.now() - startedAt - timeouts.requestMs) * rate;
    // A full buffer means the server is not reading (e.g. waiting on a service): not the client's fault.
    const serverBehind = req.readableLength >= req.readableHighWaterMark;
    if (received < owed && !serverBehind) return cut(res);
    // The next moment the bytes received so far stop covering the rate.
    const dueAt = startedAt + timeouts.requestMs + received / rate;
    timer = setTimeout(check, Math.max(50, dueAt - Date.now())).unref();
  };
  // Unref'd: a deadline never keeps a stopping process alive.
  timer = setTimeout(check, timeouts.requestMs).unref();
  // An answer sent before the whole body came leaves the deadline running: the body must still end.
  res.once('close', () => {
    if (req.complete || socket.destroyed) clearTimeout(timer);
  });
}

/** 408 and close when nothing was answered yet; otherwise the connection is cut. */
function cut(res: ServerResponse): void {
  const socket = res.socket;
  if (res.headersSent || !socket) {
    socket?.destroy();
    return;
  }
  const body = 'Request Timeout';
  res.writeHead(408, {
    connection: 'close',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body, () => socket.destroy());
}

function positiveInt(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number >= 1, got "${raw}"`);
  return n;
}
