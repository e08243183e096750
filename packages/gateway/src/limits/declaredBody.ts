import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Bodies declared larger than a route takes are refused at once (413): express's JSON parser would
 * first read the whole declared body, so a client that declares 1 MB and sends a few bytes would get
 * no answer until the body time-out. The body is still read and dropped, so an honest client that
 * is still sending reads the answer rather than a reset; one that never finishes is cut by the body
 * time-out (`@ah/schema/node` createGuardedServer).
 */
export function refuseDeclaredOver<Res extends ServerResponse>(
  limitBytes: number,
  refuse: (res: Res) => void,
): (req: IncomingMessage, res: Res, next: () => void) => void {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (!(declared > limitBytes)) {
      next();
      return;
    }
    req.resume();
    refuse(res);
  };
}

/** "100kb" → bytes, as express's body parser reads its limit; 0 when unreadable. */
export function bytesOf(limit: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb)?\s*$/i.exec(limit);
  if (!m) return 0;
  const unit = (m[2] ?? 'b').toLowerCase();
  return Math.floor(Number(m[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1));
}
