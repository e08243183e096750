import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fault can do with the request it caught. */
export interface FaultContext {
  req: IncomingMessage;
  /** Sends the request on to the real upstream; `onResponse` may swallow the answer. */
  forward(onResponse?: (upstream: IncomingMessage) => boolean): void;
}

/** A rule: which upstream requests to break, and how. */
export interface Fault {
  match: (method: string, path: string) => boolean;
  respond: (res: ServerResponse, ctx: FaultContext) => void;
  /** Applies to this many requests, then lets the rest through (default: every matching request). */
  times?: number;
}

/** One request the proxy received, whatever happened to it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Whether a fault caught it (false: passed through untouched). */
  faulted: boolean;
}

export interface FaultProxy {
  url: string;
  faults: Fault[];
  /** Every request received, in order: the proxy's own count of what the gateway sent. */
  seen: SeenRequest[];
  /** How many received requests match. */
  count(match: (method: string, path: string) => boolean): number;
  close(): Promise<void>;
}

/**
 * A transparent HTTP proxy in front of the real upstream that breaks chosen requests (5xx,
 * malformed bodies, connection resets, latency, hangs, an error rate) so the gateway's failure
 * handling can be tested against real data everywhere else. It is not a fake upstream: every other
 * request reaches the real one.
 */
export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const faults: Fault[] = [];
  const seen: SeenRequest[] = [];
  const used = new Map<Fault, number>();

  const forwarder =
    (req: IncomingMessage, res: ServerResponse, body: Promise<Buffer>) =>
    (onResponse?: (upstream: IncomingMessage) => boolean) => {
      const upstreamReq = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url ?? '/',
          headers: { ...req.headers, host: target.host },
        },
        (upstreamRes) => {
          if (onResponse && !onResponse(upstreamRes)) {
            upstreamRes.resume();
            return;
          }
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      upstreamReq.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      void body.then((b) => upstreamReq.end(b));
    };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    // The body is read once, so a fault can still forward after a delay.
    const body = new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', () => resolve(Buffer.alloc(0)));
    });
    const fault = faults.find(
      (f) => (f.times === undefined || (used.get(f) ?? 0) < f.times) && f.match(method, path),
    );
    seen.push({ method, path, headers: req.headers, faulted: fault !== undefined });
    const forward = forwarder(req, res, body);
    if (!fault) return forward();
    used.set(fault, (used.get(fault) ?? 0) + 1);
    fault.respond(res, { req, forward });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults,
    seen,
    count: (match) => seen.filter((s) => match(s.method, s.path)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function jsonFault(status: number, body: unknown): Fault['respond'] {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

/** The connection is reset before any answer (ECONNRESET at the gateway). */
export const resetFault: Fault['respond'] = (res) => {
  res.socket?.resetAndDestroy();
};

/** The upstream receives and applies the request, but its answer is lost (connection reset). */
export const lostAnswerFault: Fault['respond'] = (res, ctx) => {
  ctx.forward(() => {
    res.socket?.resetAndDestroy();
    return false;
  });
};

/** The real answer, `ms` later. */
export function latencyFault(ms: number): Fault['respond'] {
  return (_res, ctx) => {
    setTimeout(() => ctx.forward(), ms).unref();
  };
}

/**
 * The real answer once the test calls `release()`: requests held in flight for exactly as long as a
 * test needs, whatever the machine's speed.
 */
export function heldFault(): { respond: Fault['respond']; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { respond: (_res, ctx) => void released.then(() => ctx.forward()), release };
}

/** No answer at all: the connection stays open until the caller gives up (or the proxy closes). */
export const hangFault: Fault['respond'] = () => {};

/** A deterministic pseudo-random sequence (mulberry32), so an error rate repeats run to run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
