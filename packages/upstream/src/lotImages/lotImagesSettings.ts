import type { DomainSettings } from '../domain.js';
import { optionalValue } from '../settings.js';
import { DEFAULT_UPLOAD_URL_TTL_SECONDS } from './imageService.js';

/** The image settings the image service is built from (mount.ts: createImageService). */
export interface ImageConfig {
  dataDir: string;
  signingSecret: string | undefined;
  urlTtlSeconds: number | undefined;
  s3Bucket: string | undefined;
  s3Endpoint: string | undefined;
  s3Region: string | undefined;
}

/** Image uploads: the signing secret, the URLs' lifetime, and where the files live (docs/CONFIGURATION.md). */
export const lotImagesSettings: DomainSettings = {
  variables: [
    {
      name: 'IMAGE_SIGNING_SECRET',
      default: 'generated',
      description:
        'signs image upload URLs (32+ characters); generated once and kept in $DATA_DIR without it',
    },
    {
      name: 'IMAGE_UPLOAD_URL_TTL_SECONDS',
      default: String(DEFAULT_UPLOAD_URL_TTL_SECONDS),
      description: 'how long a signed image upload URL stays valid',
    },
    {
      name: 'IMAGE_S3_BUCKET',
      default: '—',
      description: 'keep images in this S3-compatible bucket instead of $DATA_DIR/images',
    },
    { name: 'IMAGE_S3_ENDPOINT', default: 'AWS', description: 'endpoint of an S3-compatible service' },
    { name: 'IMAGE_S3_REGION', default: 'us-east-1', description: "the bucket's region" },
  ],
  // Local files live under the core's data folder (unless a bucket is configured).
  fromEnv: (env, { dataDir }) => ({
    imageConfig: {
      dataDir,
      signingSecret: optionalValue(env, 'IMAGE_SIGNING_SECRET'),
      urlTtlSeconds: urlTtlFrom(env['IMAGE_UPLOAD_URL_TTL_SECONDS']),
      s3Bucket: optionalValue(env, 'IMAGE_S3_BUCKET'),
      s3Endpoint: optionalValue(env, 'IMAGE_S3_ENDPOINT'),
      s3Region: optionalValue(env, 'IMAGE_S3_REGION'),
    },
  }),
};

function urlTtlFrom(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 604_800)
    throw new Error(
      `IMAGE_UPLOAD_URL_TTL_SECONDS must be a whole number of seconds from 1 to 604800, not "${raw}"`,
    );
  return seconds;
}
