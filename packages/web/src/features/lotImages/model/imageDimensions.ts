/**
 * The pixel size and real type of an image read from its first bytes (PNG IHDR, JPEG SOFn), so the
 * under-1000-px warning and the content check need no decoding: 300 dropped files cost a few
 * kilobytes each, not 300 decoded bitmaps on the main thread.
 */

export interface ImageHeader {
  kind: 'jpeg' | 'png';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The JPEG start-of-frame markers that carry the frame size (C4, C8 and CC are not frames). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readPng(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The IHDR chunk comes first: length(4) "IHDR"(4) width(4) height(4).
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { kind: 'png', width, height } : null;
}

/** 'more' when the frame header lies beyond the bytes read (a large EXIF block first). */
function readJpeg(bytes: Uint8Array): ImageHeader | null | 'more' {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return 'more';
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      return width > 0 && height > 0 ? { kind: 'jpeg', width, height } : null;
    }
    offset += 2 + length;
  }
  return 'more';
}

/** Reads the header from bytes; 'more' asks for a longer prefix. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null | 'more' {
  return readPng(bytes) ?? readJpeg(bytes);
}

const FIRST_READ_BYTES = 128 * 1024;

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  // Older engines (and some test DOMs) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The header of a file: the first 128 KB, or the whole file when a large EXIF block comes first. */
export async function readFileHeader(file: Blob): Promise<ImageHeader | null> {
  const first = readImageHeader(await bytesOf(file.slice(0, FIRST_READ_BYTES)));
  if (first !== 'more') return first;
  if (file.size <= FIRST_READ_BYTES) return null;
  const whole = readImageHeader(await bytesOf(file));
  return whole === 'more' ? null : whole;
}
