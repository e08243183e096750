import {
  checkImageFile,
  IMAGE_MESSAGES,
  imageContentType,
  imagePixelWarning,
  isImageFileType,
  matchImageFile,
  type ImageFileType,
  type ImageLotRef,
  type ImageNumberFormat,
} from '@ah/schema';
import { readFileHeader, type ImageHeader } from './imageDimensions';
import type { ImageTarget } from './imageQueueModel';
import type { CheckOutcome } from './imageUploadQueue';

export interface CatalogLot {
  lotId: string;
  lotNumber?: string | null;
  lotExt?: string | null;
  invNumber?: string | null;
}

type HeaderReader = (file: Blob) => Promise<ImageHeader | null>;

function asLotRef(lot: CatalogLot): CatalogLot & ImageLotRef {
  return {
    ...lot,
    lotNumber: lot.lotNumber ?? null,
    lotExt: lot.lotExt ?? null,
    invNumber: lot.invNumber ?? null,
  };
}

/**
 * Reads the file's first bytes: it must really be the image type its name says; under 1000 px on a
 * side is the pixel warning (the file still uploads).
 */
async function checkContent(
  file: Blob,
  type: ImageFileType,
  target: Omit<ImageTarget, 'type' | 'contentType'>,
  readHeader: HeaderReader,
): Promise<CheckOutcome> {
  let header: ImageHeader | null;
  try {
    header = await readHeader(file);
  } catch {
    return { ok: false, error: { code: 'safari', message: IMAGE_MESSAGES.safari } };
  }
  if (!header) return { ok: false, error: { code: 'invalidImage', message: IMAGE_MESSAGES.invalidImage } };
  const contentType = imageContentType(type);
  const { width, height } = header;
  if ((header.kind === 'png') !== (contentType === 'image/png'))
    return {
      ok: false,
      error: { code: 'invalidImage', message: IMAGE_MESSAGES.contentMismatch(type) },
      width,
      height,
    };
  return {
    ok: true,
    target: { ...target, type, contentType },
    warning: imagePixelWarning(width, height),
    width,
    height,
  };
}

/**
 * The checks made before a file is uploaded (sales §5 Images): its type and name by the shared rule,
 * its size (≤ 10485760 bytes), that its number exists in the catalog for the chosen format, then its
 * content and size in pixels.
 */
export async function checkImage(
  file: Blob & { name: string },
  format: ImageNumberFormat,
  lots: readonly CatalogLot[],
  readHeader: HeaderReader = readFileHeader,
): Promise<CheckOutcome> {
  const named = checkImageFile(file, format);
  if (!named.ok) return named;
  const matched = matchImageFile(named.file, lots.map(asLotRef), format);
  if (!matched.ok) return matched;
  const { number, lotExt, sequence } = named.file;
  return checkContent(
    file,
    named.file.type,
    { lotId: matched.lot.lotId, number, lotExt, sequence },
    readHeader,
  );
}

/**
 * The lot page's checks: every file is for that one lot, whatever its name, at the sequence given
 * (the next free one); type, size and content are checked as on the step.
 */
export async function checkImageForLot(
  file: Blob & { name: string },
  lot: { lotId: string; number: string; lotExt: string | null },
  sequence: number,
  readHeader: HeaderReader = readFileHeader,
): Promise<CheckOutcome> {
  const type = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!isImageFileType(type)) return { ok: false, error: { code: 'type', message: IMAGE_MESSAGES.type } };
  // The size rule of the shared check, on a name it accepts.
  const sized = checkImageFile({ name: `1.${type}`, size: file.size }, 'lotNumber');
  if (!sized.ok) return sized;
  return checkContent(file, type, { ...lot, sequence }, readHeader);
}
