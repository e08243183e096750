import type { IncomingMessage } from 'node:http';
import { UPLOAD_MESSAGES, validateSpreadsheetFile } from '@ah/schema';
import { Router, type Response } from 'express';
import type { components } from '../../../__generated__/upstream/catalog.js';
import type { RealizedPriceReview } from '../../../__generated__/resolvers-types.js';
import {
  assertWriteAllowed,
  flagContext,
  FileRouteError,
  fileRouteErrorOf,
  sendFileRouteError,
} from '../../../routes/routeAccess.js';
import { requestPath, type ModuleRoutes, type RouteDeps } from '../../../routes/moduleRoutes.js';
import {
  checkedFileStatus,
  closeAfter,
  declaredTooLarge,
  forwardSpreadsheet,
  readSpreadsheetMultipart,
  upstreamRefusal,
} from '../../../routes/spreadsheetForwarding.js';
import { servicePool } from '../../../routes/upstreamFile.js';
import { isPassedPrice } from '../providers/realizedPriceReview.js';
import { realizedPriceScreen } from '../providers/realizedPriceService.js';

/** The browser's realized prices upload (sales §2 Edit Realized Prices). */
export const REALIZED_UPLOAD_PATH = '/uploads/realizedPrices';
/** The upstream's whole answer time for one file (the browser gives up at 120 s). */
const UPLOAD_TIMEOUT_MS = 115_000;
const CATALOG_ID = /^[1-9]\d{0,9}$/;

type RestUpload = components['schemas']['RealizedUploadResponse'];

/** The file's body gets the upload time-outs. */
export const isRealizedPriceUpload = (req: IncomingMessage) =>
  req.method === 'POST' && requestPath(req) === REALIZED_UPLOAD_PATH;

/**
 * `POST /uploads/realizedPrices`, multipart with the text field catalogId before one `file`, the way
 * the items spreadsheet crosses the gateway (modules/lots/http/itemUploads.ts): the caller needs the
 * reports flag and may edit the catalog's realized prices (sales §6, checked here before the file is
 * read); the file streams through to the catalog service's POST /cps/app/realized (sales §7), cut off
 * at 50 MB. The answer is JSON in the shape of the GraphQL type RealizedPriceReview: 200 whenever the file was
 * checked, its mistakes (rows or the whole file) in `rows[].errors`, `fileErrors` and `totalErrors`,
 * because they are the outcome the screen shows (sales §4 Realized prices: the review or a failure),
 * not a failed request, which the browser would log as an error; 413 too large, 503 readers busy.
 * Other refusals are `{error: {code, message}}`.
 */
export function realizedPriceUploadRoutes(deps: RouteDeps): ModuleRoutes {
  const { pool, basePath } = servicePool(deps.config.services.catalog, 4);
  const timeoutMs = UPLOAD_TIMEOUT_MS;
  const router = Router();

  router.post(REALIZED_UPLOAD_PATH, async (req, res) => {
    try {
      assertWriteAllowed(req, deps);
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data'))
        throw new FileRouteError(400, 'BAD_REQUEST', 'Send the file as multipart/form-data.');
      if (declaredTooLarge(req)) {
        closeAfter(req, res);
        sendReview(res, 413, fileFailure('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge));
        return;
      }
      const context = await flagContext(req, res, deps, 'reports');
      await readSpreadsheetMultipart(req, res, ['catalogId'], async (fields, stream, fileName) => {
        const drain = () => stream.resume();
        const catalogId = fields['catalogId'] ?? '';
        try {
          if (!CATALOG_ID.test(catalogId))
            throw new FileRouteError(400, 'BAD_REQUEST', 'catalogId must come before the file.');
          const nameProblem = validateSpreadsheetFile({ name: fileName, size: 1 });
          if (nameProblem) {
            closeAfter(req, res);
            sendReview(res, 200, fileFailure(nameProblem.errorCode, nameProblem.displayMsg));
            return;
          }
          const screen = await realizedPriceScreen(context, catalogId);
          if (screen.notEditableReason !== null)
            throw new FileRouteError(403, 'FORBIDDEN', screen.notEditableReason);
        } catch (error) {
          drain();
          throw error;
        }
        const outcome = await forwardSpreadsheet({
          pool,
          path: `${basePath}/cps/app/realized`,
          timeoutMs,
          credentials: context.credentials,
          fields: { csvType: 'realized', catalogID: catalogId, packageID: '1' },
          stream,
          fileName,
        });
        if (outcome.tooLarge)
          return sendReview(res, 413, fileFailure('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge));
        if (!isUploadResponse(outcome.body))
          throw upstreamRefusal(outcome.statusCode, outcome.body, [401, 403, 404]);
        const status = checkedFileStatus(outcome.statusCode);
        sendReview(res, status, reviewOf(outcome.body));
      });
    } catch (error) {
      const refusal = fileRouteErrorOf(error);
      if (refusal.status >= 500) deps.logger.error('realized prices upload failed', error);
      closeAfter(req, res);
      sendFileRouteError(res, refusal);
    }
  });

  return { router, isUpload: isRealizedPriceUpload, close: () => pool.close() };
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
