import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { SPREADSHEET_LIMITS, UPLOAD_MESSAGES } from '@ah/schema';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { Pool } from 'undici';
import { upstreamAuthHeaders, type Credentials } from '../auth/credentials.js';
import { FileRouteError } from './routeAccess.js';

/**
 * What the spreadsheet uploads (items, realized prices) share on their way through the gateway:
 * read the multipart text fields, then stream the one `file` part to the catalog service's parser
 * without holding it whole, cut off at the spreadsheet limit.
 */

/** Multipart framing around the file: its headers and the text fields. */
export const MULTIPART_SLACK = 64 * 1024;

export type FileStream = Readable & { truncated?: boolean };

const NOT_MULTIPART = () =>
  new FileRouteError(400, 'BAD_REQUEST', 'The upload is not valid multipart/form-data.');
const UNAVAILABLE = () =>
  new FileRouteError(
    502,
    'UPSTREAM_UNAVAILABLE',
    'A service the gateway depends on is unavailable. Please try again later.',
  );

/** Whether the declared body is over the limit before a byte of it is read (answered 413 at once). */
export function declaredTooLarge(req: Request): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > SPREADSHEET_LIMITS.maxBytes + MULTIPART_SLACK;
}

/**
 * Reads the text fields named in `fieldNames` (they must come before the file), then hands the
 * first `file` part on; any other file part is drained. Without a file: FILE_REQUIRED.
 */
export function readSpreadsheetMultipart(
  req: Request,
  res: Response,
  fieldNames: readonly string[],
  onFile: (fields: Readonly<Record<string, string>>, stream: FileStream, fileName: string) => Promise<void>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fields: fieldNames.length + 4,
          fieldSize: 200,
          parts: fieldNames.length + 6,
          fileSize: SPREADSHEET_LIMITS.maxBytes,
          headerPairs: 20,
        },
      });
    } catch {
      reject(NOT_MULTIPART());
      return;
    }
    const fields: Record<string, string> = {};
    let started = false;
    parser.on('field', (name, value) => {
      if (fieldNames.includes(name)) fields[name] = value.trim();
    });
    parser.on('file', (name, stream, info) => {
      // One file: only the first `file` part is forwarded (busboy's files limit drops any other).
      if (name !== 'file' || started) {
        stream.resume();
        return;
      }
      started = true;
      onFile(fields, stream, info.filename ?? '').then(resolve, reject);
    });
    parser.on('error', () => reject(NOT_MULTIPART()));
    parser.on('close', () => {
      if (!started) {
        closeAfter(req, res);
        reject(new FileRouteError(400, 'FILE_REQUIRED', UPLOAD_MESSAGES.fileRequired));
      }
    });
    req.pipe(parser);
  });
}

export interface SpreadsheetForward {
  pool: Pool;
  path: string;
  timeoutMs: number;
  credentials: Credentials | null;
  /** The catalog service's text fields before `fileData` (csvType, catalogID, packageID). */
  fields: Readonly<Record<string, string>>;
  stream: FileStream;
  fileName: string;
}

/** The catalog service's answer: its status and parsed JSON; or the file was over the limit. */
export type ForwardOutcome = { tooLarge: true } | { tooLarge: false; statusCode: number; body: unknown };

/**
 * Streams the file to the catalog service as its own multipart body. A time-out is 504, a service
 * that cannot be reached or answers something other than JSON 502; the rest is the caller's to read.
 */
export async function forwardSpreadsheet(forward: SpreadsheetForward): Promise<ForwardOutcome> {
  const { stream } = forward;
  const boundary = `----ahUpload${randomBytes(12).toString('hex')}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  // The caller's file name goes into a header of ours: no quote or line break may end it early.
  const safeName = forward.fileName.replace(/["\r\n]/g, '_');
  const preamble = Buffer.from(
    Object.entries(forward.fields)
      .map(([name, value]) => part(name, value))
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="fileData"; filename="${safeName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  let tooLarge = false;
  async function* body(): AsyncGenerator<Buffer> {
    yield preamble;
    for await (const chunk of stream) yield chunk as Buffer;
    // busboy stops the file at the limit and marks it truncated: refuse rather than parse a part.
    if (stream.truncated) {
      tooLarge = true;
      throw new Error('The file is over the spreadsheet limit');
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  let answer;
  try {
    answer = await forward.pool.request({
      method: 'POST',
      path: forward.path,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
        ...upstreamAuthHeaders(forward.credentials),
      },
      body: Readable.from(body()),
      signal: AbortSignal.timeout(forward.timeoutMs),
    });
  } catch (error) {
    stream.resume();
    if (tooLarge) return { tooLarge: true };
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new FileRouteError(504, 'GATEWAY_TIMEOUT', UPLOAD_MESSAGES.gatewayTimeoutText);
    throw UNAVAILABLE();
  }
  const text = await answer.body.text().catch(() => '');
  stream.resume();
  try {
    return { tooLarge: false, statusCode: answer.statusCode, body: JSON.parse(text) as unknown };
  } catch {
    throw UNAVAILABLE();
  }
}

/**
 * The catalog service's refusal as the gateway's: its code and message, its status when the
 * browser should see it (`passed`), else 400 for the caller's mistakes and 502 for the service's.
 */
export function upstreamRefusal(
  statusCode: number,
  body: unknown,
  passed: readonly number[],
): FileRouteError {
  const envelope = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof envelope?.code === 'string' ? envelope.code : 'UPSTREAM_ERROR';
  const message = typeof envelope?.message === 'string' ? envelope.message : 'The upload was refused.';
  const status = passed.includes(statusCode) ? statusCode : statusCode < 500 ? 400 : 502;
  return new FileRouteError(status, code, message);
}

/**
 * The status of a file the catalog service answered with its review: 200 whatever mistakes the
 * review lists (a 4xx would be logged by the browser as a failed load; the screen reads the review),
 * only "too large" (413) and "readers busy" (503) kept, as the caller acts on them.
 */
export function checkedFileStatus(upstreamStatus: number): 200 | 413 | 503 {
  return upstreamStatus === 413 || upstreamStatus === 503 ? upstreamStatus : 200;
}

/** Answers without reading the rest of the request: the connection closes after the answer. */
export function closeAfter(req: Request, res: Response): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  res.once('finish', () => {
    req.unpipe();
    req.destroy();
  });
}
