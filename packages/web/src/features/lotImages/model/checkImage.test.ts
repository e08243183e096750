import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { TINY_JPEG_16x12, TINY_PNG_10x7, imageFile } from '../../../test/tinyImageFiles';
import { checkImage, checkImageForLot, type CatalogLot } from './checkImage';
import { readImageHeader } from './imageDimensions';

const lots: CatalogLot[] = [
  { lotId: '11', lotNumber: '1', lotExt: null, invNumber: 'INV-1' },
  { lotId: '12', lotNumber: '2', lotExt: 'A', invNumber: null },
];

describe('readImageHeader', () => {
  it('reads the size of a JPEG and a PNG from their first bytes', () => {
    expect(readImageHeader(TINY_JPEG_16x12)).toEqual({ kind: 'jpeg', width: 16, height: 12 });
    expect(readImageHeader(TINY_PNG_10x7)).toEqual({ kind: 'png', width: 10, height: 7 });
  });

  it('knows neither text nor a cut-off JPEG', () => {
    expect(readImageHeader(new TextEncoder().encode('hello, world'))).toBeNull();
    expect(readImageHeader(TINY_JPEG_16x12.subarray(0, 30))).toBe('more');
  });
});

describe('checkImage (sales §5 Images)', () => {
  it('accepts a file whose number exists, with the under-1000-px warning', async () => {
    const outcome = await checkImage(imageFile('1.2.jpg', TINY_JPEG_16x12), 'lotNumber', lots);
    expect(outcome).toEqual({
      ok: true,
      target: { lotId: '11', number: '1', lotExt: null, sequence: 2, type: 'jpg', contentType: 'image/jpeg' },
      warning: { code: 'pixel', message: IMAGE_MESSAGES.pixel },
      width: 16,
      height: 12,
    });
  });

  it('matches by inventory number with that format', async () => {
    const outcome = await checkImage(imageFile('INV-1.png', TINY_PNG_10x7), 'invNumber', lots);
    expect(outcome).toMatchObject({ ok: true, target: { lotId: '11', contentType: 'image/png' } });
  });

  it('refuses by type, name, size, missing number and content', async () => {
    const codeOf = async (file: File, format: 'lotNumber' | 'invNumber' = 'lotNumber') => {
      const outcome = await checkImage(file, format, lots);
      return outcome.ok ? 'ok' : outcome.error.code;
    };
    expect(await codeOf(imageFile('1.gif', TINY_JPEG_16x12))).toBe('type');
    expect(await codeOf(imageFile('A1.jpg', TINY_JPEG_16x12))).toBe('lotNum');
    expect(await codeOf(imageFile('1.x.jpg', TINY_JPEG_16x12))).toBe('imageSeq');
    expect(await codeOf(imageFile('3.jpg', TINY_JPEG_16x12))).toBe('lotNum');
    expect(await codeOf(imageFile('NOPE.jpg', TINY_JPEG_16x12), 'invNumber')).toBe('invNum');
    expect(await codeOf(imageFile('2A.jpg', TINY_PNG_10x7))).toBe('invalidImage');
    expect(await codeOf(imageFile('2A.jpg', new TextEncoder().encode('not an image')))).toBe('invalidImage');
    const big = new File([new Uint8Array(IMAGE_LIMITS.maxBytes + 1)], '1.jpg', { type: 'image/jpeg' });
    expect(await codeOf(big)).toBe('size');
  });
});

describe('checkImageForLot (the lot page)', () => {
  const lot = { lotId: '11', number: '1', lotExt: null };
  it('puts any well-formed image on the lot at the sequence given', async () => {
    expect(await checkImageForLot(imageFile('photo of clock.JPG', TINY_JPEG_16x12), lot, 3)).toMatchObject({
      ok: true,
      target: { lotId: '11', number: '1', sequence: 3, type: 'jpg' },
    });
  });

  it('still checks the type and content', async () => {
    expect(await checkImageForLot(imageFile('clock.gif', TINY_JPEG_16x12), lot, 0)).toMatchObject({
      ok: false,
      error: { code: 'type' },
    });
    expect(await checkImageForLot(imageFile('clock.png', TINY_JPEG_16x12), lot, 0)).toMatchObject({
      ok: false,
      error: { code: 'invalidImage' },
    });
  });
});
