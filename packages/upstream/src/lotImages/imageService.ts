import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  imagePixelWarning,
  isImageRotation,
  type ImageFileError,
  type ImageFileType,
} from '@ah/schema';
import { HttpError } from '../http/httpError.js';
import { readDimensions, sniffFile } from './imageContent.js';
import {
  contentTypeOfKind,
  invalidKey,
  newImageKey,
  parseImageKey,
  thumbnailKeyOf,
  type StoredImageKind,
} from './imageKeys.js';
import type { ImageStorage } from './imageStorage.js';
import { makeThumbnail, rotateImage } from './imageTransforms.js';
import { checkUpload, signUpload } from './uploadSigning.js';

/** Sales §7: the client's PUT times out after 300000 ms and retries 5 times 3 s apart; URLs outlive that. */
export const DEFAULT_UPLOAD_URL_TTL_SECONDS = 1800;
/** Most URLs one call may ask for (the web asks for batches of 20). */
export const MAX_URLS_PER_CALL = 100;
export const UPLOAD_PATH = '/images/upload';
export const FILE_PATH = '/images/file';

/**
 * A stored file's address. A rotation rewrites the file under its key, so a version above 0 is carried
 * as `?v=` and a browser that showed the file before fetches it anew (the file route ignores it).
 */
export function imageFileUrl(base: string, key: string, version = 0): string {
  return `${base}${FILE_PATH}/${key}${version > 0 ? `?v=${version}` : ''}`;
}

export interface ImageServiceOptions {
  storage: ImageStorage;
  secret: string;
  urlTtlSeconds?: number;
  /** The clock (tests move it to expire URLs). */
  now?: () => Date;
}

/** One signed upload: where to PUT the file and where the image will be read from. */
export interface IssuedUpload {
  key: string;
  /** Path and query of the signed PUT, relative to the upstream's base URL. */
  putPath: string;
  /** Path of the stored image, relative to the upstream's base URL. */
  imagePath: string;
  contentType: 'image/jpeg' | 'image/png';
  expiresAt: string;
}

export interface StoredImage {
  key: string;
  thumbnailKey: string;
  kind: StoredImageKind;
  bytes: number;
  width: number;
  height: number;
  /** The under-1000-px warning (code pixel), or null. */
  warning: ImageFileError | null;
}

const refuse = (status: number, code: string, message: string) => new HttpError(status, code, message);
const SIGNATURE_REFUSED = () => refuse(403, 'SIGNATURE_INVALID', 'The upload address is not valid.');

/**
 * The presigned-upload service (sales §7 Images): signs expiring PUT URLs for a catalog's images,
 * receives the PUT (signature, expiry, size while streaming, content against the claimed type,
 * dimensions), stores the image and its thumbnail, rotates and deletes stored images.
 */
export class ImageService {
  readonly storage: ImageStorage;
  private readonly secret: string;
  private readonly ttlSeconds: number;
  private readonly now: () => Date;

  constructor(options: ImageServiceOptions) {
    this.storage = options.storage;
    this.secret = options.secret;
    this.ttlSeconds = options.urlTtlSeconds ?? DEFAULT_UPLOAD_URL_TTL_SECONDS;
    this.now = options.now ?? (() => new Date());
  }

  /** `count` signed URLs for files of `type` in a catalog of the house (ids checked by the caller). */
  issueUploads(houseRef: string, catalogId: number, type: ImageFileType, count: number): IssuedUpload[] {
    if (!Number.isInteger(count) || count < 1 || count > MAX_URLS_PER_CALL)
      throw new HttpError(
        400,
        'INVALID_COUNT',
        `Ask for 1 to ${MAX_URLS_PER_CALL} upload addresses.`,
        'numImages',
      );
    const kind: StoredImageKind = type === 'png' ? 'png' : 'jpg';
    const contentType = contentTypeOfKind(kind);
    const expires = Math.floor(this.now().getTime() / 1000) + this.ttlSeconds;
    return Array.from({ length: count }, () => {
      const key = newImageKey(houseRef, catalogId, kind);
      const signature = signUpload({ method: 'PUT', key, expires, contentType }, this.secret);
      const query = new URLSearchParams({ expires: String(expires), contentType, signature });
      return {
        key,
        putPath: `${UPLOAD_PATH}/${key}?${query.toString()}`,
        imagePath: `${FILE_PATH}/${key}`,
        contentType,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    });
  }

  /**
   * Checks a signed PUT before its body is read: key shape, signature over method, key, expiry and
   * content type, the expiry, and the request's Content-Type against the signed one.
   */
  authorizeUpload(
    rawKey: string,
    query: Record<string, unknown>,
    requestContentType: string | undefined,
  ): StoredImageKind {
    const parsed = parseImageKey(rawKey);
    if (!parsed || parsed.thumbnail) throw invalidKey();
    const { expires, contentType, signature } = query;
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) throw SIGNATURE_REFUSED();
    if (typeof contentType !== 'string' || typeof signature !== 'string') throw SIGNATURE_REFUSED();
    const grant = { method: 'PUT' as const, key: rawKey, expires: Number(expires), contentType };
    const check = checkUpload(grant, signature, this.secret, Math.floor(this.now().getTime() / 1000));
    if (check === 'badSignature') throw SIGNATURE_REFUSED();
    if (check === 'expired')
      throw refuse(403, 'URL_EXPIRED', 'The upload address has expired. Please upload the file again.');
    // Signed for this key's type only (issueUploads does so); a mismatch means a hand-made grant.
    if (contentType !== contentTypeOfKind(parsed.kind)) throw SIGNATURE_REFUSED();
    const sent = (requestContentType ?? '').split(';')[0]?.trim().toLowerCase();
    if (sent !== contentType)
      throw refuse(
        415,
        'type',
        `Send the file with Content-Type ${contentType}, as the upload address says.`,
      );
    return parsed.kind;
  }

  /**
   * Streams `body` to a private staging file, cut off past 10 MB (throws code size: the caller
   * stops reading), then checks the content and stores the image and its thumbnail.
   */
  async receiveUpload(key: string, kind: StoredImageKind, body: Readable): Promise<StoredImage> {
    const dir = await mkdtemp(join(tmpdir(), 'ah-image-'));
    try {
      const path = join(dir, 'upload');
      await stage(body, path, IMAGE_LIMITS.maxBytes);
      const { size } = await stat(path);
      if (size === 0) throw refuse(422, 'invalidImage', IMAGE_MESSAGES.invalidImage);
      const actual = await sniffFile(path);
      if (actual === null) throw refuse(422, 'invalidImage', IMAGE_MESSAGES.invalidImage);
      if (actual !== kind) throw refuse(422, 'invalidImage', IMAGE_MESSAGES.contentMismatch(kind));
      const dimensions = await readDimensions(path);
      if (!dimensions) throw refuse(422, 'invalidImage', IMAGE_MESSAGES.invalidImage);
      const thumbnail = await makeThumbnail(path).catch(() => {
        throw refuse(422, 'invalidImage', IMAGE_MESSAGES.invalidImage);
      });
      const thumbnailKey = thumbnailKeyOf(key);
      await this.storage.putFile(key, path, size);
      await this.storage.put(thumbnailKey, thumbnail.data);
      return {
        key,
        thumbnailKey,
        kind,
        bytes: size,
        ...dimensions,
        warning: imagePixelWarning(dimensions.width, dimensions.height),
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Turns a stored image by 90-degree steps between -270 and 270 (sales §4) and remakes its thumbnail. */
  async rotate(key: string, degrees: unknown): Promise<{ width: number; height: number }> {
    const parsed = parseImageKey(key);
    if (!parsed || parsed.thumbnail) throw invalidKey();
    if (!isImageRotation(degrees))
      throw new HttpError(
        400,
        'INVALID_ROTATION',
        'Rotation must be a 90-degree step between -270 and 270.',
        'rotation',
      );
    const stored = await this.storage.get(key);
    if (!stored) throw new HttpError(404, 'IMAGE_NOT_FOUND', 'The image does not exist.');
    const turned = await rotateImage(stored, degrees, parsed.kind);
    if (degrees !== 0) {
      await this.storage.put(key, turned.data);
      await this.storage.put(thumbnailKeyOf(key), (await makeThumbnail(turned.data)).data);
    }
    return { width: turned.width, height: turned.height };
  }

  /** Removes an image and its thumbnail; an image already gone is not an error. */
  async delete(key: string): Promise<void> {
    const parsed = parseImageKey(key);
    if (!parsed || parsed.thumbnail) throw invalidKey();
    await this.storage.delete(key);
    await this.storage.delete(thumbnailKeyOf(key));
  }
}

/**
 * Writes `body` to `path`. The body is piped, not handed to pipeline(), so a refusal leaves the
 * request open for its 413 answer; a client that goes away fails the write instead of hanging it.
 */
async function stage(body: Readable, path: string, max: number): Promise<void> {
  const limiter = byteLimit(max);
  const gone = (error?: Error) =>
    limiter.destroy(error ?? new HttpError(400, 'ABORTED', 'The upload was interrupted. Please try again.'));
  body.once('error', gone);
  body.once('close', () => {
    if (!body.readableEnded) gone();
  });
  body.pipe(limiter);
  try {
    await pipeline(limiter, createWriteStream(path, { mode: 0o600 }));
  } finally {
    body.unpipe(limiter);
    body.off('error', gone);
  }
}

/** Passes bytes through until `max`, then fails with code size (the body is not read further). */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) callback(new HttpError(413, 'size', IMAGE_MESSAGES.size));
      else callback(null, chunk);
    },
  });
}
