import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@ah/schema';
import { HttpError } from '../http/httpError.js';
import { FILE_PATH, UPLOAD_PATH, type ImageService } from './imageService.js';
import { parseImageKey, seededLotIdOf } from './imageKeys.js';
import { seededPicture } from './imageSeed.js';
import { checkedKey } from './imageStorage.js';

/**
 * The storage side of image uploads: the signed PUT and reading stored files back. The key is the
 * raw path after the prefix, never decoded, so `%2F`, `%2e%2e` or `%00` cannot turn into a path.
 */
export function imageStorageRoutes(images: ImageService): Router {
  const router = express.Router();

  router.use(UPLOAD_PATH, (req, res, next) => {
    if (req.method !== 'PUT') {
      next();
      return;
    }
    receive(images, req, res).catch((error: unknown) => {
      // The body may be unread: close the connection rather than drain a large refused upload.
      res.setHeader('Connection', 'close');
      next(error);
    });
  });

  router.use(FILE_PATH, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    serve(images, req, res, next).catch(next);
  });

  return router;
}

async function receive(images: ImageService, req: Request, res: Response): Promise<void> {
  const key = req.path.slice(1);
  const kind = images.authorizeUpload(key, req.query, req.headers['content-type']);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > IMAGE_LIMITS.maxBytes) throw new HttpError(413, 'size', IMAGE_MESSAGES.size);
  const stored = await images.receiveUpload(key, kind, req);
  res.json({
    key: stored.key,
    imagePath: `${FILE_PATH}/${stored.key}`,
    thumbnailPath: `${FILE_PATH}/${stored.thumbnailKey}`,
    contentType: req.headers['content-type'],
    bytes: stored.bytes,
    width: stored.width,
    height: stored.height,
    warning: stored.warning,
  });
}

async function serve(images: ImageService, req: Request, res: Response, next: NextFunction): Promise<void> {
  let contentType: string;
  const key = req.path.slice(1);
  try {
    contentType = checkedKey(key).contentType;
  } catch {
    next();
    return;
  }
  const data = (await images.storage.get(key)) ?? (await seededFallback(key));
  if (!data) {
    next();
    return;
  }
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.end(req.method === 'HEAD' ? undefined : data);
}

/** A seeded lot's reserved key that has no stored file: its generated picture. */
async function seededFallback(key: string): Promise<Buffer | null> {
  const parsed = parseImageKey(key);
  const lotId = parsed ? seededLotIdOf(parsed) : null;
  return parsed && lotId !== null ? seededPicture(lotId, parsed.thumbnail) : null;
}
