import type { IncomingMessage } from 'node:http';
import {
  LOT_FIELD_NAMES,
  LOT_MESSAGES,
  spreadsheetExtension,
  UPLOAD_MESSAGES,
  validateSpreadsheetFile,
} from '@ah/schema';
import express, { Router, type Request, type Response } from 'express';
import type { Pool } from 'undici';
import type {
  LotRowInput,
  SpreadsheetFileType,
  SpreadsheetFormat,
  SpreadsheetUploadResult,
  WizardAction,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { bytesOf, refuseDeclaredOver } from '../../../limits/declaredBody.js';
import {
  assertWriteAllowed,
  FileRouteError,
  fileRouteErrorOf,
  flagContext,
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
  type FileStream,
} from '../../../routes/spreadsheetForwarding.js';
import { servicePool } from '../../../routes/upstreamFile.js';
import { RestClient } from '../../../rest/restClient.js';
import { FORMAT_VALUE, uploadResultOf } from '../providers/conversions.js';
import { ItemsApi, type RestUploadResponse } from '../providers/lotsApi.js';
import { SAVE_LOTS_PATH, UPLOAD_PATH } from '../providers/pages.js';
import { MAX_REVIEW_ROWS, saveUploadedLots } from '../providers/saves.js';

const FORMATS: readonly SpreadsheetFormat[] = ['STANDARD', 'AUCTION_FLEX'];
const FILE_TYPE: Readonly<Record<string, SpreadsheetFileType>> = { csv: 'CSV', xlsx: 'XLSX', xls: 'XLS' };
/** The review table's JSON body limit (express syntax). */
const SAVE_LOTS_BODY_LIMIT = '30mb';
/** The upstream's whole answer time for one spreadsheet (the browser gives up at 120 s). */
const UPLOAD_TIMEOUT_MS = 115_000;

/** The spreadsheet and the review table: their bodies get the upload time-outs. */
export const isItemUpload = (req: IncomingMessage) =>
  req.method === 'POST' && [UPLOAD_PATH, SAVE_LOTS_PATH].includes(requestPath(req));

/**
 * The browser's spreadsheet upload (sales §2 Upload Items): `POST /uploads/items/spreadsheet`,
 * multipart with the text fields groupId, catalogId, format (STANDARD | AUCTION_FLEX) before one
 * `file`. The house comes from the session. The file is never held whole: it streams through to
 * the catalog service's parser (undici) and is cut off at 50 MB while streaming. The answer is
 * JSON in the shape of the GraphQL type SpreadsheetUploadResult: 200 whenever the file was checked,
 * its mistakes (rows or the whole file) in `errors`, `breaking` and `totalErrors`, because they are
 * the outcome the screen shows (sales §4 Upload flow: the review or "Upload Failed"), not a failed
 * request, which the browser would log as an error; 413 too large, 503 readers busy. Other refusals
 * are `{error: {code, message}}`.
 *
 * `POST /uploads/items/lots` saves a review table of any size (JSON {groupId, catalogId, lots,
 * action}) with the same rules as the saveUploadedLots mutation, whose body the GraphQL request
 * limit (100 kB) keeps to small tables; it answers a SaveUploadedLotsPayload.
 */
export function itemUploadRoutes(deps: RouteDeps): ModuleRoutes {
  const catalogUrl = deps.config.services.catalog;
  const { pool, basePath } = servicePool(catalogUrl, 8);
  const timeoutMs = UPLOAD_TIMEOUT_MS;
  // The review-table save may take longer than an ordinary call: its own catalog client.
  const longCatalog = new RestClient('catalog', catalogUrl, {
    timeoutMs,
    retries: deps.config.upstreamRetries,
    retryBaseDelayMs: deps.config.upstreamRetryBaseDelayMs,
    circuitBreaker: deps.config.circuitBreaker,
    observer: deps.observer,
    maxResponseBytes: 200_000_000,
  });
  const router = Router();

  router.post(UPLOAD_PATH, async (req, res) => {
    try {
      assertWriteAllowed(req, deps);
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data'))
        throw new FileRouteError(400, 'BAD_REQUEST', 'Send the spreadsheet as multipart/form-data.');
      if (declaredTooLarge(req)) {
        refuseTooLarge(req, res);
        return;
      }
      const context = await flagContext(req, res, deps, 'calendar');
      await readSpreadsheetMultipart(req, res, ['groupId', 'catalogId', 'format'], (fields, stream, name) =>
        forwardFile(req, res, context, pool, basePath, timeoutMs, fields, stream, name),
      );
    } catch (error) {
      if (!(error instanceof FileRouteError)) deps.logger.error('spreadsheet upload failed', error);
      closeAfter(req, res);
      sendFileRouteError(res, fileRouteErrorOf(error));
    }
  });

  router.post(
    SAVE_LOTS_PATH,
    refuseDeclaredOver(bytesOf(SAVE_LOTS_BODY_LIMIT), (res: Response) =>
      sendFileRouteError(res, new FileRouteError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.')),
    ),
    express.json({ limit: SAVE_LOTS_BODY_LIMIT }),
    async (req, res) => {
      try {
        assertWriteAllowed(req, deps);
        const body = saveBody(req.body);
        const context = await flagContext(req, res, deps, 'calendar', {
          ...deps.clients,
          catalog: longCatalog,
        });
        res.json(await saveUploadedLots(context, body.groupId, body.catalogId, body.lots, body.action));
      } catch (error) {
        const refusal = fileRouteErrorOf(error);
        if (refusal.status >= 500) deps.logger.error('review table save failed', error);
        sendFileRouteError(res, refusal);
      }
    },
  );

  return {
    router,
    isUpload: isItemUpload,
    close: async () => {
      await pool.close();
      await longCatalog.close();
    },
  };
}

async function forwardFile(
  req: Request,
  res: Response,
  context: GatewayContext,
  pool: Pool,
  basePath: string,
  timeoutMs: number,
  fields: Readonly<Record<string, string>>,
  stream: FileStream,
  fileName: string,
): Promise<void> {
  const drain = () => stream.resume();
  const groupId = fields['groupId'] ?? '';
  const catalogId = fields['catalogId'] ?? '';
  const format = fields['format'] as SpreadsheetFormat;
  if (!/^[1-9]\d{0,9}$/.test(groupId) || !/^[1-9]\d{0,9}$/.test(catalogId) || !FORMATS.includes(format)) {
    drain();
    throw new FileRouteError(
      400,
      'BAD_REQUEST',
      'groupId, catalogId and format (STANDARD or AUCTION_FLEX) must come before the file.',
    );
  }
  const ext = spreadsheetExtension(fileName);
  const fileType = ext ? FILE_TYPE[ext]! : 'CSV';
  const nameProblem = validateSpreadsheetFile({ name: fileName, size: 1 });
  if (nameProblem) {
    drain();
    closeAfter(req, res);
    sendResult(res, 200, fileFailure(nameProblem.errorCode, nameProblem.displayMsg, format, fileType));
    return;
  }
  const info = await new ItemsApi(context.rest.catalog).itemsInfo(catalogId).catch((error: unknown) => {
    drain();
    throw error;
  });
  if (String(info.groupID) !== groupId) {
    drain();
    throw new FileRouteError(404, 'CATALOG_NOT_FOUND', 'No such catalog in this sale.');
  }
  if (info.in2Hours === 1) {
    drain();
    throw new FileRouteError(409, 'CATALOG_LOCKED', LOT_MESSAGES.lockedText);
  }

  const layout = FORMAT_VALUE[format];
  const outcome = await forwardSpreadsheet({
    pool,
    path: `${basePath}/cps/app/spreadsheet/csv/${info.saleType === 'bin' ? 'bin' : layout}?version=v2`,
    timeoutMs,
    credentials: context.credentials,
    fields: { csvType: layout, catalogID: catalogId, packageID: '1' },
    stream,
    fileName,
  });
  if (outcome.tooLarge) {
    closeAfter(req, res);
    sendResult(res, 413, fileFailure('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge, format, fileType));
    return;
  }
  if (!isUploadResponse(outcome.body))
    throw upstreamRefusal(outcome.statusCode, outcome.body, [401, 403, 404, 409]);
  const status = checkedFileStatus(outcome.statusCode);
  if (status === 413) closeAfter(req, res);
  sendResult(res, status, uploadResultOf(outcome.body, format, fileType));
}

function isUploadResponse(value: unknown): value is RestUploadResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v['lots']) && Array.isArray(v['warnings']) && Array.isArray(v['errors']);
}

function fileFailure(
  errorCode: string,
  displayMsg: string,
  format: SpreadsheetFormat,
  fileType: SpreadsheetFileType,
): SpreadsheetUploadResult {
  const error = {
    errorCode,
    displayMsg,
    referenceMsg: null,
    lotNumber: null,
    invNumber: null,
    row: null,
    lotRowId: null,
    column: null,
  };
  return { lots: [], warnings: [], errors: [error], breaking: true, totalErrors: 1, format, fileType };
}

function sendResult(res: Response, status: number, result: SpreadsheetUploadResult): void {
  if (!res.headersSent) res.status(status).json(result);
}

function refuseTooLarge(req: Request, res: Response): void {
  closeAfter(req, res);
  sendResult(res, 413, fileFailure('FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge, 'STANDARD', 'CSV'));
}

interface SaveBody {
  groupId: string;
  catalogId: string;
  lots: LotRowInput[];
  action: WizardAction;
}

/** The review-table save's JSON body, checked like GraphQL would check SaveUploadedLots' arguments. */
function saveBody(value: unknown): SaveBody {
  const bad = (message: string) => new FileRouteError(400, 'BAD_USER_INPUT', message);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw bad('The body must be a JSON object.');
  const body = value as Record<string, unknown>;
  const idText = (v: unknown, name: string) => {
    if (typeof v !== 'string' || !/^[1-9]\d{0,9}$/.test(v)) throw bad(`${name} must be an id.`);
    return v;
  };
  const action = body['action'] ?? 'CONTINUE';
  if (action !== 'CONTINUE' && action !== 'SAVE_AND_EXIT')
    throw bad('action must be CONTINUE or SAVE_AND_EXIT.');
  const lots = body['lots'];
  if (!Array.isArray(lots) || lots.length > MAX_REVIEW_ROWS)
    throw bad(`lots must be a list of at most ${MAX_REVIEW_ROWS} rows.`);
  const allowed = new Set<string>(['id', 'lotId', 'row', ...LOT_FIELD_NAMES]);
  const rows = lots.map((item, i): LotRowInput => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw bad(`lots[${i}] must be an object.`);
    const row = item as Record<string, unknown>;
    for (const [key, v] of Object.entries(row)) {
      if (!allowed.has(key)) throw bad(`lots[${i}] has an unknown field ${key}.`);
      if (key === 'row') {
        if (v !== null && !Number.isInteger(v)) throw bad(`lots[${i}].row must be a whole number.`);
      } else if (v !== null && typeof v !== 'string') throw bad(`lots[${i}].${key} must be a string.`);
      else if (typeof v === 'string' && v.length > 40_000) throw bad(`lots[${i}].${key} is too long.`);
    }
    if (typeof row['id'] !== 'string' || row['id'] === '') throw bad(`lots[${i}].id is required.`);
    return row as unknown as LotRowInput;
  });
  return {
    groupId: idText(body['groupId'], 'groupId'),
    catalogId: idText(body['catalogId'], 'catalogId'),
    lots: rows,
    action,
  };
}
