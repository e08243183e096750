import { describe, expect, it } from 'vitest';
import { browserImageUrl } from '../../../shared/browserImageUrl.js';
import { chunks, registrationRecord, signedUploadFacts } from './lotImageRules.js';

describe('image rules', () => {
  const origin = 'http://127.0.0.1:4001';

  it("makes the service's own image URLs the gateway's relative paths and leaves others alone", () => {
    expect(browserImageUrl(`${origin}/images/upload/demo/5/k.jpg?expires=1&signature=x`, origin)).toBe(
      '/images/upload/demo/5/k.jpg?expires=1&signature=x',
    );
    expect(browserImageUrl(`${origin}/images/file/demo/5/k.jpg`, origin)).toBe('/images/file/demo/5/k.jpg');
    expect(browserImageUrl('https://bucket.s3.amazonaws.com/images/file/k.jpg', origin)).toBe(
      'https://bucket.s3.amazonaws.com/images/file/k.jpg',
    );
    expect(browserImageUrl(`${origin}/cps/app/other`, origin)).toBe(`${origin}/cps/app/other`);
    expect(browserImageUrl('/images/file/k.jpg', origin)).toBe('/images/file/k.jpg');
  });

  it('reads the expiry and content type of a signed address', () => {
    expect(
      signedUploadFacts('/images/upload/k.png?expires=1700000000&contentType=image%2Fpng&signature=s'),
    ).toEqual({
      expiresAt: '2023-11-14T22:13:20.000Z',
      contentType: 'image/png',
    });
  });

  it('builds service records from file names in the chosen format, or from the number given', () => {
    expect(registrationRecord({ fileName: '12a.3.JPG', imageUrl: '/f' }, 'LOT_NUMBER')).toEqual({
      ok: true,
      record: { imageSeq: 3, imageURL: '/f', lotNum: '12', lotExt: 'A' },
    });
    expect(
      registrationRecord({ fileName: 'INV-7.png', imageUrl: '/f', rotation: -90 }, 'INVENTORY_NUMBER'),
    ).toEqual({
      ok: true,
      record: { imageSeq: 0, imageURL: '/f', invNumber: 'INV-7', rotation: -90 },
    });
    expect(
      registrationRecord({ number: '5', lotExt: 'b', sequence: 2, imageUrl: '/f' }, 'LOT_NUMBER'),
    ).toEqual({
      ok: true,
      record: { imageSeq: 2, imageURL: '/f', lotNum: '5', lotExt: 'B' },
    });
    const bad = (
      input: Parameters<typeof registrationRecord>[0],
      format: 'LOT_NUMBER' | 'INVENTORY_NUMBER',
    ) => {
      const result = registrationRecord(input, format);
      return result.ok ? null : result.error.code;
    };
    expect(bad({ fileName: 'photo.gif', imageUrl: '/f' }, 'LOT_NUMBER')).toBe('type');
    expect(bad({ fileName: 'INV-7.1.jpg', imageUrl: '/f' }, 'LOT_NUMBER')).toBe('lotNum');
    expect(bad({ fileName: '12.x.jpg', imageUrl: '/f' }, 'LOT_NUMBER')).toBe('imageSeq');
    expect(bad({ imageUrl: '/f' }, 'INVENTORY_NUMBER')).toBe('invNum');
    expect(bad({ fileName: '12.jpg', imageUrl: '/f', rotation: 45 }, 'LOT_NUMBER')).toBe('default');
    // A name claiming another type than the one the address was signed (and checked) for.
    expect(bad({ fileName: '12.png', imageUrl: '/images/file/demo/5/k.jpg' }, 'LOT_NUMBER')).toBe('type');
    expect(bad({ fileName: '12.jpeg', imageUrl: '/images/file/demo/5/k.jpg' }, 'LOT_NUMBER')).toBeNull();
  });

  it('splits long lists in parts', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
  });
});
