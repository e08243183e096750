import { request } from 'node:http';
import sharp from 'sharp';

/** Test images made on the fly (no binary fixtures): a left half and a right half of two colours. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png',
  colours: { left: string; right: string } = { left: '#ff0000', right: '#0000ff' },
): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const right = await sharp({
    create: { width: width - half, height, channels: 3, background: colours.right },
  })
    .png()
    .toBuffer();
  const base = sharp({ create: { width, height, channels: 3, background: colours.left } }).composite([
    { input: right, left: half, top: 0 },
  ]);
  return format === 'png' ? base.png().toBuffer() : base.jpeg({ quality: 95 }).toBuffer();
}

/** The colour at a point, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** Bytes of the request body the client managed to hand to the socket. */
  sent: number;
}

/**
 * An HTTP request whose path goes on the wire exactly as given (fetch would normalise `..` and
 * `%2e`), with a body that is a buffer or a generator of chunks written with backpressure until
 * the server answers.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | Iterable<Buffer>,
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: an image or an empty body
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, sent });
      });
    });
    // Writes after a refusal fail with EPIPE/ECONNRESET; only a request never answered is an error.
    req.on('error', (error) => {
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 200);
    });
    if (body === undefined) {
      req.end();
    } else if (Buffer.isBuffer(body)) {
      sent = body.length;
      req.end(body);
    } else {
      const chunks = body[Symbol.iterator]();
      const pump = (): void => {
        while (!answered && !req.destroyed) {
          const next = chunks.next();
          if (next.done) {
            req.end();
            return;
          }
          sent += next.value.length;
          if (!req.write(next.value)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    }
  });
}
