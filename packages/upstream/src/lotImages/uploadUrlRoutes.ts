import { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { isImageFileType, LOT_MESSAGES } from '@ah/schema';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { isWithinTwoHours } from '../saleWizard/sessionTime.js';
import { parsePositiveInteger } from '../http/validate.js';
import { ownCatalog, ownHouseId } from '../saleWizard/ownership.js';
import { MAX_URLS_PER_CALL, type ImageService } from './imageService.js';

/**
 * The presigned-upload service's call (sales §7 Images: numImages, the bucket path by house and
 * catalog, nocache -> [{imageUrl, putUrl}]). The house comes from the session; the catalog must be
 * the house's. `type` is the type the file names claim, so each URL only takes that content type.
 */
export function uploadUrlRoutes(db: Kysely<DB>, auth: RequestHandler, images: ImageService): Router {
  const router = Router();
  router.get('/cps/app/image/house/:houseID/catalog/:catalogID/uploadurls', auth, async (req, res) => {
    const { caller } = ownHouseId(req);
    const catalog = await ownCatalog(db, req);
    // No new uploads within two hours of the sale (sales §4 Two-hour lock).
    if (catalog.kind !== 'bin' && isWithinTwoHours(catalog.starts_at))
      throw new HttpError(409, 'CATALOG_LOCKED', LOT_MESSAGES.lockedText);
    const count = parsePositiveInteger(req.query['numImages']);
    if (count === null || count > MAX_URLS_PER_CALL)
      throw badRequest('INVALID_COUNT', `Ask for 1 to ${MAX_URLS_PER_CALL} upload addresses.`, 'numImages');
    const type = typeof req.query['type'] === 'string' ? req.query['type'].toLowerCase() : '';
    if (!isImageFileType(type))
      throw badRequest('type', 'Only .jpg, .jpeg and .png images can be uploaded.', 'type');
    const base = baseUrlOf(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(
      images.issueUploads(caller.houseRef, catalog.id, type, count).map((upload) => ({
        imageUrl: base + upload.imagePath,
        putUrl: base + upload.putPath,
      })),
    );
  });
  return router;
}

/** The upstream's own origin as the caller reached it (the signature covers the path, not the host). */
function baseUrlOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}
