import { open } from 'node:fs/promises';
import sharp from 'sharp';
import type { StoredImageKind } from './imageKeys.js';

/** Larger images are refused before decoding (a 10 MB PNG can hold a decompression bomb). */
export const MAX_INPUT_PIXELS = 100_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** What the first bytes say a file is, whatever its name claims. */
export function sniffImageKind(head: Buffer): StoredImageKind | null {
  if (head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (head.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpg';
  return null;
}

export async function sniffFile(path: string): Promise<StoredImageKind | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(PNG_SIGNATURE.length);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return sniffImageKind(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

export interface ImageDimensions {
  width: number;
  height: number;
}

/** The pixel size, as displayed (an EXIF orientation of 5-8 swaps the sides). */
export async function readDimensions(input: string | Buffer): Promise<ImageDimensions | null> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) return null;
    const swapped = (meta.orientation ?? 1) >= 5;
    return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
