import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

interface Recorded {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * POSTs that only read (the services take a long list of refs in a body): answered from memory like
 * GETs, keyed by their body too.
 */
const READ_POSTS = [/\/catalogs\/sessionResults$/, /\/groupDetailInfoByInvoice$/];

/** Headers that describe one connection or one body's framing, never copied to the next hop. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/**
 * The real upstream behind a memo: the first GET of each (path, credentials) is answered by the
 * real upstream and recorded; later ones are served from memory with the same status and body.
 * Other methods reach the real upstream, but for the few POSTs that only read (`READ_POSTS`),
 * memoised with their body. The gateway and the baseline both call this, so
 * they see the same answers and the upstream's own cost (PGlite building 500+ invoices, ~125 ms)
 * does not hide the cost of the layer being measured. Every call is counted per path.
 */
export async function startReplayUpstream(targetUrl: string) {
  const target = new URL(targetUrl);
  const pool = new Pool(target.origin, { connections: 16 });
  const recorded = new Map<string, Recorded>();
  const calls = new Map<string, number>();

  const forward = async (req: IncomingMessage): Promise<Recorded> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && !HOP_BY_HOP.has(k)) headers[k] = v;
    const res = await pool.request({
      method: (req.method ?? 'GET') as 'GET',
      path: req.url ?? '/',
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : null,
    });
    const body = Buffer.from(await res.body.arrayBuffer());
    const kept: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) kept[k] = v;
    return { status: res.statusCode, headers: kept, body };
  };

  const send = (res: ServerResponse, answer: Recorded) => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  };

  /** A read-only POST: its body joins the memo key; the first one reaches the upstream. */
  const replayReadPost = (req: IncomingMessage, res: ServerResponse, memoKey: string) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = `${memoKey}\n${body.toString('utf8')}`;
      const known = recorded.get(key);
      if (known) {
        send(res, known);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && !HOP_BY_HOP.has(k)) headers[k] = v;
      pool
        .request({ method: 'POST', path: req.url ?? '/', headers, body })
        .then(async (upstreamRes) => {
          const kept: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(upstreamRes.headers))
            if (v !== undefined && !HOP_BY_HOP.has(k)) kept[k] = v;
          const answer = {
            status: upstreamRes.statusCode,
            headers: kept,
            body: Buffer.from(await upstreamRes.body.arrayBuffer()),
          };
          if (answer.status < 500) recorded.set(key, answer);
          send(res, answer);
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  };

  const server: Server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const key = `${method} ${path.split('?')[0]}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    const memoKey = `${path}\n${req.headers.cookie ?? ''}\n${req.headers.authorization ?? ''}`;
    if (method === 'POST' && READ_POSTS.some((p) => p.test(key.slice('POST '.length)))) {
      replayReadPost(req, res, memoKey);
      return;
    }
    const known = method === 'GET' ? recorded.get(memoKey) : undefined;
    if (known) {
      req.resume();
      send(res, known);
      return;
    }
    forward(req).then(
      (answer) => {
        if (method === 'GET' && answer.status < 500) recorded.set(memoKey, answer);
        send(res, answer);
      },
      () => {
        res.writeHead(502);
        res.end();
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Calls per `METHOD /path` (query string left out) since the last reset. */
    calls,
    /** Forgets every recorded answer (the next calls reach the upstream again). */
    forget: () => recorded.clear(),
    /** Recorded answers' total size, for the report. */
    recordedBytes: () => [...recorded.values()].reduce((n, r) => n + r.body.length, 0),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
    },
  };
}
