import { connect } from 'node:net';

/** How a raw HTTP exchange ended: the status line's code (null when none came) and the text received. */
export interface RawOutcome {
  status: number | null;
  received: string;
}

/**
 * Writes `head` (and `body`, if any) on a fresh TCP connection and never finishes the request;
 * resolves once the server closes the connection, with what it answered. `chunks` are written one
 * after another, `gapMs` apart, for a client that keeps sending.
 */
export function rawExchange(
  baseUrl: string,
  head: string,
  body: string | Buffer = '',
  more: { chunks?: readonly Buffer[]; gapMs?: number } = {},
): Promise<RawOutcome> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      if (body.length > 0) socket.write(body);
      const queue = [...(more.chunks ?? [])];
      const next = () => {
        const chunk = queue.shift();
        if (!chunk || socket.destroyed) return;
        socket.write(chunk);
        setTimeout(next, more.gapMs ?? 0);
      };
      setTimeout(next, more.gapMs ?? 0);
    });
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : null, received });
    });
  });
}

/** A request head with `Content-Length: declared` (plus any headers), ready for `rawExchange`. */
export function requestHead(
  method: string,
  path: string,
  declared: number | null,
  headers: Record<string, string> = {},
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (declared !== null) lines.push(`Content-Length: ${declared}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
