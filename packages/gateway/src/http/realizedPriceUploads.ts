import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { SPREADSHEET_LIMITS, UPLOAD_MESSAGES, validateSpreadsheetFile } from '@ah/schema';
import busboy from 'busboy';
import { Router, type Request, type Response } from 'express';
import { Pool } from 'undici';
import { upstreamAuthHeaders } from '../auth/credentials.js';
import type { components } from '../__generated__/upstream/catalog.js';
import type { RealizedPriceReview } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import type { Logger } from '../logger.js';
import { isPassedPrice } from '../modules/realizedPrices/providers/realizedPriceReview.js';
import { realizedPriceScreen } from '../modules/realizedPrices/providers/realizedPriceService.js';
import {
  assertWriteAllowed,
  flagContext,
  FileRouteError,
  fileRouteErrorOf,
  sendFileRouteError,
  type FileRouteDeps,
} from './itemFileAccess.js';

/** The browser's realized prices upload (sales §2 Edit Realized Prices). */
export const REALIZED_UPLOAD_PATH = '/uploads/realizedPrices';

type RestUpload = components['schemas']['RealizedUploadResponse'];

/**
 * `POST /uploads/realizedPrices`, multipart with the text field catalogId before one `file`, the way
 * the items spreadsheet crosses the gateway (itemUploads.ts): the caller needs the reports flag and
 * may edit the catalog's realized prices (sales §6, checked here before the file is read); the file
 * streams through to the catalog service's POST /cps/app/realized (sales §7), cut off at 50 MB. The
 * answer is JSON in the shape of the GraphQL type RealizedPriceReview (200 without errors, 422 with
 * them, 413 too large, 503 readers busy); other refusals are `{error: {code, message}}`.
 */
export interface RealizedUploadDeps extends FileRouteDeps {
  catalogServiceUrl: string;
  logger: Logger;
  /** The upstream's whole answer time for one file (the browser gives up at 120 s). */
  uploadTimeoutMs?: number;
}

const MULTIPART_SLACK = 64 * 1024;
const CATALOG_ID = /^[1-9]\d{0,9}$/;

export function realizedPriceUploadRoutes(deps: RealizedUploadDeps): {
  router: Router;
  close(): Promise<void>;
} {
  const base = new URL(deps.catalogServiceUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, { connections: 4, keepAliveTimeout: 4_000 });
  const timeoutMs = deps.uploadTimeoutMs ?? 115_000;
  const router = Router();

  router.post(REALIZED_UPLOAD_PATH, async (req, res) => {
    try {
      assertWriteAllowed(req, deps.originRules);
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data'))
        throw new FileRouteError(400, 'BAD_REQUEST', 'Send the file as multipart/form-data.');
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > SPREADSHEET_LIMITS.maxBytes + MULTIPART_SLACK) {
        closeAfter(req, res);
        sendReview(res, 413, fileFailure('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge));
        return;
      }
      const context = await flagContext(req, res, deps, 'reports');
      await readMultipart(req, res, async (catalogId, stream, fileName) => {
        const drain = () => stream.resume();
        try {
          if (!CATALOG_ID.test(catalogId))
            throw new FileRouteError(400, 'BAD_REQUEST', 'catalogId must come before the file.');
          const nameProblem = validateSpreadsheetFile({ name: fileName, size: 1 });
          if (nameProblem) {
            closeAfter(req, res);
            sendReview(res, 422, fileFailure(nameProblem.errorCode, nameProblem.displayMsg));
            return;
          }
          const screen = await realizedPriceScreen(context, catalogId);
          if (screen.notEditableReason !== null)
            throw new FileRouteError(403, 'FORBIDDEN', screen.notEditableReason);
        } catch (error) {
          drain();
          throw error;
        }
        await forward(
          res,
          context,
          pool,
          `${basePath}/cps/app/realized`,
          timeoutMs,
          catalogId,
          stream,
          fileName,
        );
      });
    } catch (error) {
      const refusal = fileRouteErrorOf(error);
      if (refusal.status >= 500) deps.logger.error('realized prices upload failed', error);
      closeAfter(req, res);
      sendFileRouteError(res, refusal);
    }
  });

  return { router, close: () => pool.close() };
}

type FileStream = Readable & { truncated?: boolean };

/** Reads the catalogId field, then hands the first `file` part on. */
function readMultipart(
  req: Request,
  res: Response,
  onFile: (catalogId: string, stream: FileStream, fileName: string) => Promise<void>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fields: 4,
          fieldSize: 200,
          parts: 6,
          fileSize: SPREADSHEET_LIMITS.maxBytes,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new FileRouteError(400, 'BAD_REQUEST', 'The upload is not valid multipart/form-data.'));
      return;
    }
    let catalogId = '';
    let started = false;
    parser.on('field', (name, value) => {
      if (name === 'catalogId') catalogId = value.trim();
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || started) {
        stream.resume();
        return;
      }
      started = true;
      onFile(catalogId, stream, info.filename ?? '').then(resolve, reject);
    });
    parser.on('error', () =>
      reject(new FileRouteError(400, 'BAD_REQUEST', 'The upload is not valid multipart/form-data.')),
    );
    parser.on('close', () => {
      if (!started) {
        closeAfter(req, res);
        reject(new FileRouteError(400, 'FILE_REQUIRED', UPLOAD_MESSAGES.fileRequired));
      }
    });
    req.pipe(parser);
  });
}

class TooLarge extends Error {}

async function forward(
  res: Response,
  context: GatewayContext,
  pool: Pool,
  path: string,
  timeoutMs: number,
  catalogId: string,
  stream: FileStream,
  fileName: string,
): Promise<void> {
  const boundary = `----ahRealized${randomBytes(12).toString('hex')}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const safeName = fileName.replace(/["\r\n]/g, '_');
  const preamble = Buffer.from(
    part('csvType', 'realized') +
      part('catalogID', catalogId) +
      part('packageID', '1') +
      `--${boundary}\r\nContent-Disposition: form-data; name="fileData"; filename="${safeName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  let tooLarge = false;
  async function* body(): AsyncGenerator<Buffer> {
    yield preamble;
    for await (const chunk of stream) yield chunk as Buffer;
    if (stream.truncated) {
      tooLarge = true;
      throw new TooLarge();
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  let answer;
  try {
    answer = await pool.request({
      method: 'POST',
      path,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
        ...upstreamAuthHeaders(context.credentials),
      },
      body: Readable.from(body()),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    stream.resume();
    if (tooLarge) return sendReview(res, 413, fileFailure('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge));
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new FileRouteError(504, 'GATEWAY_TIMEOUT', UPLOAD_MESSAGES.gatewayTimeoutText);
    throw new FileRouteError(
      502,
      'UPSTREAM_UNAVAILABLE',
      'A service the gateway depends on is unavailable. Please try again later.',
    );
  }
  const text = await answer.body.text().catch(() => '');
  stream.resume();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FileRouteError(
      502,
      'UPSTREAM_UNAVAILABLE',
      'A service the gateway depends on is unavailable. Please try again later.',
    );
  }
  if (isUploadResponse(parsed)) {
    const review = reviewOf(parsed);
    const status = [413, 503].includes(answer.statusCode)
      ? answer.statusCode
      : review.totalErrors > 0
        ? 422
        : 200;
    return sendReview(res, status, review);
  }
  const envelope = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
  const code = typeof envelope?.code === 'string' ? envelope.code : 'UPSTREAM_ERROR';
  const message = typeof envelope?.message === 'string' ? envelope.message : 'The upload was refused.';
  const status = [401, 403, 404].includes(answer.statusCode)
    ? answer.statusCode
    : answer.statusCode < 500
      ? 400
      : 502;
  throw new FileRouteError(status, code, message);
}

function isUploadResponse(value: unknown): value is RestUpload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v['rows']) && Array.isArray(v['errors']);
}

/** The service's rows and errors as the review: each row with its own errors, the rest the file's. */
export function reviewOf(upload: RestUpload): RealizedPriceReview {
  const toError = (e: RestUpload['errors'][number]) => ({
    code: e.errorCode,
    message: e.displayMsg,
    column:
      e.column === 'LOT_NUMBER' || e.column === 'LOT_EXT' || e.column === 'REALIZED_PRICE' ? e.column : null,
  });
  const rowIds = new Set(upload.rows.map((r) => r.id));
  return {
    rows: upload.rows.map((r) => {
      const errors = upload.errors.filter((e) => e.lotRowId === r.id).map(toError);
      return {
        id: r.id,
        row: r.row,
        lotNumber: r.lotNumber,
        lotExt: r.lotExt,
        realizedPrice: r.realizedPrice,
        passed: isPassedPrice(r.realizedPrice),
        hasError: r.hasError || errors.length > 0,
        errors,
      };
    }),
    fileErrors: upload.errors.filter((e) => e.lotRowId === null || !rowIds.has(e.lotRowId)).map(toError),
    totalErrors: upload.errors.length,
  };
}

function fileFailure(code: string, message: string): RealizedPriceReview {
  return { rows: [], fileErrors: [{ code, message, column: null }], totalErrors: 1 };
}

function sendReview(res: Response, status: number, review: RealizedPriceReview): void {
  if (!res.headersSent) res.status(status).json(review);
}

function closeAfter(req: Request, res: Response): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  res.once('finish', () => {
    req.unpipe();
    req.destroy();
  });
}
