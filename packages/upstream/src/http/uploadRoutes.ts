import type { IncomingMessage } from 'node:http';
import { UPLOAD_PATH as IMAGE_UPLOAD_PATH } from '../lotImages/imageService.js';
import { LOTS_UPDATE_PATH } from '../lots/lotRoutes.js';

/** The spreadsheet upload (lots/spreadsheetRoutes.ts). */
const SPREADSHEET_PATH = /^\/cps\/app\/spreadsheet\/csv\/[^/]+$/;
/** The realized prices upload (realizedPrices/realizedRoutes.ts). */
const REALIZED_PATH = '/cps/app/realized';

/**
 * The routes whose bodies may be large and slow to arrive (the gateway streams a browser's
 * spreadsheet or image through as it comes): they get the upload time-outs.
 */
export function isUploadRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (req.method === 'POST')
    return SPREADSHEET_PATH.test(path) || LOTS_UPDATE_PATH.test(path) || path === REALIZED_PATH;
  return req.method === 'PUT' && path.startsWith(`${IMAGE_UPLOAD_PATH}/`);
}
