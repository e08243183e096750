import sharp from 'sharp';
import type { ImageRotation } from '@ah/schema';
import { MAX_INPUT_PIXELS, type ImageDimensions } from './imageContent.js';
import type { StoredImageKind } from './imageKeys.js';

/** Thumbnails fit in this square (the cover-photo grid and the upload cards show them small). */
export const THUMBNAIL_SIZE = 300;

/**
 * A JPEG thumbnail that fits in THUMBNAIL_SIZE (never enlarged), upright per EXIF. Decoding the
 * whole image here is also the proof that the file is a readable image.
 */
export async function makeThumbnail(input: string | Buffer): Promise<{ data: Buffer } & ImageDimensions> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The image turned by `degrees` (positive: clockwise), kept in its own format. EXIF orientation is
 * applied first so the turn is from what the person sees.
 */
export async function rotateImage(
  input: Buffer,
  degrees: ImageRotation,
  kind: StoredImageKind,
): Promise<{ data: Buffer } & ImageDimensions> {
  const turned = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().rotate(degrees);
  const encoded = kind === 'png' ? turned.png() : turned.jpeg({ quality: 92 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
