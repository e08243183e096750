import { resolve } from 'node:path';
import type { DomainMount } from '../domain.js';
import { ImageService } from './imageService.js';
import { imageStorageRoutes } from './imageRoutes.js';
import { seedLotImages } from './imageSeed.js';
import { LocalImageStorage, type ImageStorage } from './imageStorage.js';
import { S3ImageStorage } from './s3ImageStorage.js';
import { uploadUrlRoutes } from './uploadUrlRoutes.js';
import { lotImageRoutes } from './lotImageRoutes.js';
import { lotImagesSettings, type ImageConfig } from './lotImagesSettings.js';
import { loadSigningSecret } from './signingSecret.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

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

declare module '../domain.js' {
  interface DomainOptions {
    /** The image upload service (signed PUT and stored files); not mounted when absent. */
    images?: ImageService | undefined;
    /** The image settings the service is built from when `images` is not given (IMAGE_* variables). */
    imageConfig?: ImageConfig | undefined;
  }
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
/** Its environment variables and the options they give. */
mountLotImages.settings = lotImagesSettings;
/** The image service from its settings (reading the signing secret may create its file). */
mountLotImages.prepare = async ({ images, imageConfig }) =>
  !images && imageConfig ? { images: await createImageService(imageConfig) } : {};
/** Real stored images for the demo sales' lots (needs the image service). */
mountLotImages.seedWithOptions = async (db, { images }) => {
  if (images) await seedLotImages(db, images);
};
