import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  imageContentType,
  imagePixelWarning,
  isImageRotation,
  matchImageFile,
  parseImageFileName,
} from './imageFileName.js';

describe('parseImageFileName', () => {
  it('reads number, extension, sequence and type', () => {
    expect(parseImageFileName('12A.3.jpg', 'lotNumber')).toEqual({
      ok: true,
      file: { number: '12', lotExt: 'A', sequence: 3, type: 'jpg' },
    });
    expect(parseImageFileName('7b.0.PNG', 'lotNumber')).toEqual({
      ok: true,
      file: { number: '7', lotExt: 'B', sequence: 0, type: 'png' },
    });
  });

  it('defaults the sequence to 0 and the extension to none', () => {
    expect(parseImageFileName('42.jpeg', 'lotNumber')).toEqual({
      ok: true,
      file: { number: '42', lotExt: null, sequence: 0, type: 'jpeg' },
    });
  });

  it('reads inventory numbers with letters and dashes, without an extension', () => {
    expect(parseImageFileName('INV-12a.2.png', 'invNumber')).toEqual({
      ok: true,
      file: { number: 'INV-12a', lotExt: null, sequence: 2, type: 'png' },
    });
  });

  it('accepts jpg, jpeg and png only (code type)', () => {
    for (const name of ['12.gif', '12.1.webp', '12', '12.jpg.exe', '12.']) {
      expect(parseImageFileName(name, 'lotNumber'), name).toEqual({
        ok: false,
        error: { code: 'type', message: IMAGE_MESSAGES.type },
      });
    }
  });

  it('refuses a lot number that is not digits with one A-Z extension (code lotNum)', () => {
    for (const name of [
      'A12.jpg',
      '12AB.jpg',
      '12-1.jpg',
      '.jpg',
      '1234567890.jpg',
      '12.1.2.jpg',
      '12 .jpg',
      '1/2.jpg',
    ]) {
      expect(parseImageFileName(name, 'lotNumber'), name).toEqual({
        ok: false,
        error: { code: 'lotNum', message: IMAGE_MESSAGES.lotNumName },
      });
    }
    expect(parseImageFileName('123456789.jpg', 'lotNumber').ok).toBe(true);
  });

  it('refuses an inventory number with other characters or too long (code invNum)', () => {
    for (const name of ['INV_1.jpg', 'a b.jpg', `${'x'.repeat(33)}.jpg`, '..%2f.jpg', '.png']) {
      expect(parseImageFileName(name, 'invNumber'), name).toEqual({
        ok: false,
        error: { code: 'invNum', message: IMAGE_MESSAGES.invNumName },
      });
    }
    expect(parseImageFileName(`${'x'.repeat(32)}.jpg`, 'invNumber').ok).toBe(true);
  });

  it('needs a whole-number sequence from 0 to 10000 (code imageSeq)', () => {
    for (const name of ['12.a.jpg', '12.-1.jpg', '12.1e2.jpg', '12.10001.jpg', '12..jpg', '12.999999.jpg']) {
      expect(parseImageFileName(name, 'lotNumber'), name).toEqual({
        ok: false,
        error: { code: 'imageSeq', message: IMAGE_MESSAGES.imageSeq },
      });
    }
    expect(parseImageFileName('12.10000.jpg', 'lotNumber')).toMatchObject({
      ok: true,
      file: { sequence: 10_000 },
    });
  });
});

describe('checkImageFile', () => {
  it('allows up to 10485760 bytes (code size above)', () => {
    expect(checkImageFile({ name: '1.jpg', size: IMAGE_LIMITS.maxBytes }, 'lotNumber').ok).toBe(true);
    expect(checkImageFile({ name: '1.jpg', size: IMAGE_LIMITS.maxBytes + 1 }, 'lotNumber')).toEqual({
      ok: false,
      error: { code: 'size', message: IMAGE_MESSAGES.size },
    });
  });

  it('refuses an empty file and checks the name before the size', () => {
    expect(checkImageFile({ name: '1.jpg', size: 0 }, 'lotNumber')).toMatchObject({
      ok: false,
      error: { code: 'invalidImage' },
    });
    expect(checkImageFile({ name: '1.gif', size: IMAGE_LIMITS.maxBytes + 1 }, 'lotNumber')).toMatchObject({
      ok: false,
      error: { code: 'type' },
    });
  });
});

describe('imagePixelWarning', () => {
  it('warns below 1000 px on either side', () => {
    expect(imagePixelWarning(1000, 1000)).toBeNull();
    expect(imagePixelWarning(999, 2000)).toEqual({
      code: 'pixel',
      message: 'Images below 1000x1000 pixels are not recommended.',
    });
    expect(imagePixelWarning(2000, 999)?.code).toBe('pixel');
  });
});

describe('imageContentType', () => {
  it('maps jpg and jpeg to JPEG and png to PNG', () => {
    expect([imageContentType('jpg'), imageContentType('jpeg'), imageContentType('png')]).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/png',
    ]);
  });
});

describe('matchImageFile', () => {
  const lots = [
    { id: 1, lotNumber: '12', lotExt: null, invNumber: 'INV-1' },
    { id: 2, lotNumber: '12', lotExt: 'a', invNumber: 'INV-2' },
    { id: 3, lotNumber: null, lotExt: null, invNumber: 'UNLOTTED' },
  ];
  const parse = (name: string, format: 'lotNumber' | 'invNumber') => {
    const result = parseImageFileName(name, format);
    if (!result.ok) throw new Error(result.error.message);
    return result.file;
  };

  it('matches by lot number and extension', () => {
    expect(matchImageFile(parse('12.jpg', 'lotNumber'), lots, 'lotNumber')).toMatchObject({
      ok: true,
      lot: { id: 1 },
    });
    expect(matchImageFile(parse('12A.1.jpg', 'lotNumber'), lots, 'lotNumber')).toMatchObject({
      ok: true,
      lot: { id: 2 },
    });
    expect(matchImageFile(parse('012.jpg', 'lotNumber'), lots, 'lotNumber')).toMatchObject({
      ok: true,
      lot: { id: 1 },
    });
  });

  it('matches by inventory number, case as written', () => {
    expect(matchImageFile(parse('UNLOTTED.2.png', 'invNumber'), lots, 'invNumber')).toMatchObject({
      ok: true,
      lot: { id: 3 },
    });
    expect(matchImageFile(parse('unlotted.png', 'invNumber'), lots, 'invNumber')).toEqual({
      ok: false,
      error: { code: 'invNum', message: 'Inventory number unlotted does not exist in this catalog.' },
    });
  });

  it('says which number does not exist (code lotNum)', () => {
    expect(matchImageFile(parse('12B.jpg', 'lotNumber'), lots, 'lotNumber')).toEqual({
      ok: false,
      error: { code: 'lotNum', message: 'Lot number 12B does not exist in this catalog.' },
    });
    expect(matchImageFile(parse('13.jpg', 'lotNumber'), lots, 'lotNumber')).toMatchObject({
      ok: false,
      error: { code: 'lotNum' },
    });
  });
});

describe('isImageRotation', () => {
  it('allows 90-degree steps between -270 and 270', () => {
    expect([-270, -180, -90, 0, 90, 180, 270].every(isImageRotation)).toBe(true);
    expect([-360, 360, 45, 89.9, Number.NaN, '90'].some(isImageRotation)).toBe(false);
  });
});
