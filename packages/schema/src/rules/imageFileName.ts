/**
 * The image file rules (sales §4 Image file, §5 Images, §8 Images, §9): one source for the web's
 * dropzone and the upstream's image service. Texts the spec gives are verbatim; those marked "ours"
 * follow its style (§8 lists the codes but not their texts).
 */

/** Sales §9: image max 10 MB (10485760 bytes); recommended and minimum size 1000x1000 px. */
export const IMAGE_LIMITS = {
  maxBytes: 10_485_760,
  minPixels: 1000,
  types: ['jpg', 'jpeg', 'png'],
  /** Snapshot image range 0 to 10000 (§7, §9): the highest sequence a file name may carry. */
  maxSequence: 10_000,
  /** Lot numbers are at most 9 digits (8 for sessions, 9 for bin items stored as integers). */
  maxLotNumberDigits: 9,
  /** Inventory numbers (§9: max 32; letters, digits and dashes as the lot rules accept). */
  maxInvNumberLength: 32,
} as const;

/** Sales §4: rotation in 90-degree steps between -270 and 270. */
export const IMAGE_ROTATIONS = [-270, -180, -90, 0, 90, 180, 270] as const;
export type ImageRotation = (typeof IMAGE_ROTATIONS)[number];

export function isImageRotation(value: unknown): value is ImageRotation {
  return typeof value === 'number' && (IMAGE_ROTATIONS as readonly number[]).includes(value);
}

export type ImageFileType = (typeof IMAGE_LIMITS.types)[number];
/** Which number starts a file name: the lot (item) number or the inventory number (§2 format radio). */
export type ImageNumberFormat = 'lotNumber' | 'invNumber';

/** Sales §8 Images codes. */
export const IMAGE_ERROR_CODES = [
  'size',
  'pixel',
  'safari',
  'default',
  'type',
  'timeout',
  'invalidImage',
  'imageSeq',
  'lotNum',
  'invNum',
] as const;
export type ImageErrorCode = (typeof IMAGE_ERROR_CODES)[number];

export const IMAGE_MESSAGES = {
  /** §2 Upload Images */
  pixelTitle: 'Image size warning',
  pixel: 'Images below 1000x1000 pixels are not recommended.',
  /** §8 generic alert */
  default: 'Unable to complete your request. Please try again later or contact Customer Care',
  /** §8 Spreadsheet upload, Other (the offline texts of the upload screens) */
  offline: 'Please verify you are connected to the internet and try again.',
  deleteFailed: 'Unable to delete your file(s). Please try again later or contact Customer Care any time at:',
  errorSummary: 'Error Summary',
  /** ours, from here on */
  type: 'Only .jpg, .jpeg and .png images can be uploaded.',
  size: 'The image is larger than 10 MB. Please upload a smaller image.',
  timeout: 'The image upload timed out. Please try again.',
  safari: 'Your browser could not read this image. Please save it as a .jpg or .png file and try again.',
  invalidImage: 'The file is not a valid image. Please check the file and try again.',
  contentMismatch: (type: ImageFileType) =>
    `The file's content is not a .${type} image. Please check the file and try again.`,
  imageSeq: `The image sequence must be a whole number from 0 to ${IMAGE_LIMITS.maxSequence}.`,
  lotNumName:
    'The file name must start with the lot number, like 12A.1.jpg (lot number, extension, sequence, type).',
  invNumName:
    'The file name must start with the inventory number, like INV-12.1.jpg (inventory number, sequence, type).',
  lotNumMissing: (number: string) => `Lot number ${number} does not exist in this catalog.`,
  invNumMissing: (number: string) => `Inventory number ${number} does not exist in this catalog.`,
} as const;

export interface ImageFileError {
  code: ImageErrorCode;
  message: string;
}

/** A file name read by `{number}[ext].{sequence}.{type}`. */
export interface ImageFileName {
  /** Lot number (digits, leading zeros kept) or inventory number, as the format says. */
  number: string;
  /** The lot extension A-Z, upper case; null without one (always null for inventory numbers). */
  lotExt: string | null;
  /** 0 when the name carries none. */
  sequence: number;
  /** The type as written, lower case. */
  type: ImageFileType;
}

export type ImageFileNameResult = { ok: true; file: ImageFileName } | { ok: false; error: ImageFileError };

const LOT_STEM = new RegExp(`^(\\d{1,${IMAGE_LIMITS.maxLotNumberDigits}})([A-Za-z])?$`);
const INV_STEM = new RegExp(`^[A-Za-z0-9-]{1,${IMAGE_LIMITS.maxInvNumberLength}}$`);
const SEQUENCE = /^\d{1,5}$/;

const fail = (code: ImageErrorCode, message: string): ImageFileNameResult => ({
  ok: false,
  error: { code, message },
});

export function isImageFileType(value: string): value is ImageFileType {
  return (IMAGE_LIMITS.types as readonly string[]).includes(value);
}

/** The MIME type a file type stands for (jpg and jpeg are the same JPEG). */
export function imageContentType(type: ImageFileType): 'image/jpeg' | 'image/png' {
  return type === 'png' ? 'image/png' : 'image/jpeg';
}

/** Reads `{number}[ext].{sequence}.{type}`; the type is checked first, then the number, then the sequence. */
export function parseImageFileName(name: string, format: ImageNumberFormat): ImageFileNameResult {
  const parts = name.split('.');
  const type = (parts.length > 1 ? parts[parts.length - 1] : '')?.toLowerCase() ?? '';
  if (!isImageFileType(type)) return fail('type', IMAGE_MESSAGES.type);
  const numberCode = format === 'lotNumber' ? 'lotNum' : 'invNum';
  const numberMessage = format === 'lotNumber' ? IMAGE_MESSAGES.lotNumName : IMAGE_MESSAGES.invNumName;
  if (parts.length > 3) return fail(numberCode, numberMessage);
  const stem = parts[0] ?? '';
  let number: string;
  let lotExt: string | null = null;
  if (format === 'lotNumber') {
    const m = LOT_STEM.exec(stem);
    if (!m) return fail(numberCode, numberMessage);
    number = m[1] ?? '';
    lotExt = m[2] ? m[2].toUpperCase() : null;
  } else {
    if (!INV_STEM.test(stem)) return fail(numberCode, numberMessage);
    number = stem;
  }
  let sequence = 0;
  if (parts.length === 3) {
    const raw = parts[1] ?? '';
    if (!SEQUENCE.test(raw) || Number(raw) > IMAGE_LIMITS.maxSequence)
      return fail('imageSeq', IMAGE_MESSAGES.imageSeq);
    sequence = Number(raw);
  }
  return { ok: true, file: { number, lotExt, sequence, type } };
}

/** The checks made before a file is uploaded: its name, then its size (§5). */
export function checkImageFile(
  file: { name: string; size: number },
  format: ImageNumberFormat,
): ImageFileNameResult {
  const parsed = parseImageFileName(file.name, format);
  if (!parsed.ok) return parsed;
  if (!Number.isFinite(file.size) || file.size <= 0) return fail('invalidImage', IMAGE_MESSAGES.invalidImage);
  if (file.size > IMAGE_LIMITS.maxBytes) return fail('size', IMAGE_MESSAGES.size);
  return parsed;
}

/** The under-1000-px warning: the image is kept, but the person is told (code pixel). */
export function imagePixelWarning(width: number, height: number): ImageFileError | null {
  return width < IMAGE_LIMITS.minPixels || height < IMAGE_LIMITS.minPixels
    ? { code: 'pixel', message: IMAGE_MESSAGES.pixel }
    : null;
}

/** What a file name is matched against: a catalog's lots. */
export interface ImageLotRef {
  lotNumber: string | null;
  lotExt: string | null;
  invNumber: string | null;
}

/**
 * The lot a file belongs to: by lot number and extension, or by inventory number (§5: the number
 * must exist in the catalog for the chosen format).
 */
export function matchImageFile<L extends ImageLotRef>(
  file: ImageFileName,
  lots: readonly L[],
  format: ImageNumberFormat,
): { ok: true; lot: L } | { ok: false; error: ImageFileError } {
  const lot =
    format === 'lotNumber'
      ? lots.find(
          (l) =>
            l.lotNumber !== null &&
            stripZeros(l.lotNumber) === stripZeros(file.number) &&
            (l.lotExt ?? '').toUpperCase() === (file.lotExt ?? ''),
        )
      : lots.find((l) => l.invNumber !== null && l.invNumber === file.number);
  if (lot) return { ok: true, lot };
  const label = file.number + (file.lotExt ?? '');
  return format === 'lotNumber'
    ? { ok: false, error: { code: 'lotNum', message: IMAGE_MESSAGES.lotNumMissing(label) } }
    : { ok: false, error: { code: 'invNum', message: IMAGE_MESSAGES.invNumMissing(label) } };
}

function stripZeros(digits: string): string {
  return digits.trim().replace(/^0+(?=\d)/, '');
}
