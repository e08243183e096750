import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that reached the upstream through the proxy. */
export interface CountedCall {
  method: string;
  /** Path and query string as sent. */
  path: string;
  /** The request's body as text, once it has been read whole ('' for none). */
  body?: string;
}

/**
 * A transparent HTTP proxy in front of the real upstream that writes down every request it passes
 * on: calls are counted where the upstream receives them, whatever the gateway believes it made.
 * `rewrite` changes each path and query before it is passed on (and counted), e.g. to play a
 * service without a contract extension.
 */
export async function startCountingProxy(
  targetUrl: string,
  rewrite: (path: string) => string = (path) => path,
): Promise<{ url: string; calls: CountedCall[]; close(): Promise<void> }> {
  const target = new URL(targetUrl);
  const calls: CountedCall[] = [];
  const server: Server = createServer((req, res) => {
    const path = rewrite(req.url ?? '/');
    const call: CountedCall = { method: req.method ?? 'GET', path };
    calls.push(call);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => (call.body = Buffer.concat(chunks).toString('utf8')));
    const upstreamReq = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: target.host },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
