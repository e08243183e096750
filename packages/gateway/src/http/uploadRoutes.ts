import type { IncomingMessage } from 'node:http';
import { SAVE_LOTS_PATH, UPLOAD_PATH } from '../modules/lots/providers/pages.js';
import { REALIZED_UPLOAD_PATH } from './realizedPriceUploads.js';

/** The image proxy's signed PUT (http/imageProxy.ts). */
const IMAGE_UPLOAD_PREFIX = '/images/upload/';

/**
 * The routes whose bodies may be large and slow to arrive (spreadsheet, review table, image PUT):
 * they get the upload time-outs rather than the ordinary request time-out.
 */
export function isUploadRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (req.method === 'POST')
    return path === UPLOAD_PATH || path === SAVE_LOTS_PATH || path === REALIZED_UPLOAD_PATH;
  return req.method === 'PUT' && path.startsWith(IMAGE_UPLOAD_PREFIX);
}
