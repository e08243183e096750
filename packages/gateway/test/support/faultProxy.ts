import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A rule: which upstream requests to break, and how. */
export interface Fault {
  match: (method: string, path: string) => boolean;
  respond: (res: ServerResponse) => void;
}

/**
 * A transparent HTTP proxy in front of the real upstream that breaks chosen requests (5xx,
 * malformed bodies, unexpected statuses) so the gateway's failure handling can be tested against
 * real data everywhere else. It is not a fake upstream: every other request reaches the real one.
 */
export async function startFaultProxy(
  targetUrl: string,
): Promise<{ url: string; faults: Fault[]; close(): Promise<void> }> {
  const target = new URL(targetUrl);
  const faults: Fault[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const fault = faults.find((f) => f.match(req.method ?? 'GET', path));
    if (fault) {
      req.resume();
      fault.respond(res);
      return;
    }
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
    faults,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function jsonFault(status: number, body: unknown): (res: ServerResponse) => void {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}
