import { resolve } from 'node:path';
import type { DomainMount } from '../domain.js';
import { ImageService } from './imageService.js';
import { imageStorageRoutes } from './imageRoutes.js';
import { LocalImageStorage, type ImageStorage } from './imageStorage.js';
import { S3ImageStorage } from './s3ImageStorage.js';
import { uploadUrlRoutes } from './uploadUrlRoutes.js';
import { lotImageRoutes } from './lotImageRoutes.js';
import { loadSigningSecret } from './signingSecret.js';

/** The image settings of the upstream's config (see README: IMAGE_* variables). */
export interface ImageConfig {
  dataDir: string;
  signingSecret: string | undefined;
  urlTtlSeconds: number | undefined;
  s3Bucket: string | undefined;
  s3Endpoint: string | undefined;
  s3Region: string | undefined;
}

/** Local files under `$DATA_DIR/images`, or the S3 bucket when IMAGE_S3_BUCKET is set. */
export function imageStorageFor(config: ImageConfig): ImageStorage {
  return config.s3Bucket
    ? new S3ImageStorage({ bucket: config.s3Bucket, endpoint: config.s3Endpoint, region: config.s3Region })
    : new LocalImageStorage(resolve(config.dataDir, 'images'));
}

export async function createImageService(config: ImageConfig): Promise<ImageService> {
  return new ImageService({
    storage: imageStorageFor(config),
    secret: await loadSigningSecret(config.signingSecret, config.dataDir),
    ...(config.urlTtlSeconds !== undefined ? { urlTtlSeconds: config.urlTtlSeconds } : {}),
  });
}

/**
 * Lot images (sales §7 Images): the signed upload PUT and stored files (only when the app has an
 * image service), upload URLs, registration, rotation, ordering. They read their own bodies: the
 * PUT streams it, and the JSON routes parse theirs.
 */
export const mountLotImages: DomainMount = ({ db, auth, options: { images } }) =>
  images
    ? {
        ownBody: [
          imageStorageRoutes(images),
          uploadUrlRoutes(db, auth, images),
          lotImageRoutes(db, auth, images),
        ],
      }
    : {};
