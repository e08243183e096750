import { resolve } from 'node:path';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import type { DB } from '../db/schema.js';
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

/** Mount before the body parsers: the PUT streams its raw body itself. */
export function mountImageStorage(app: Express, db: Kysely<DB>, images: ImageService | undefined): void {
  if (!images) return;
  const auth = requireCaller(db);
  // The lot-image routes parse their own JSON bodies (they sit before the app's parsers).
  app.use(imageStorageRoutes(images), uploadUrlRoutes(db, auth, images), lotImageRoutes(db, auth, images));
}
