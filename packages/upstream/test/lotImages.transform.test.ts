import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailKeyOf } from '../src/lotImages/imageKeys.js';
import { ImageService } from '../src/lotImages/imageService.js';
import { LocalImageStorage } from '../src/lotImages/imageStorage.js';
import { THUMBNAIL_SIZE } from '../src/lotImages/imageTransforms.js';
import { makeImage, pixelAt } from './lotImages.support.js';

/** What the service does to stored images: thumbnails, rotation in 90-degree steps, delete. */
describe('stored image transforms', () => {
  let dir: string;
  let storage: LocalImageStorage;
  let images: ImageService;

  const store = async (width: number, height: number, type: 'jpg' | 'png') => {
    const [upload] = images.issueUploads('HDEMO4AUCT', 3, type, 1);
    if (!upload) throw new Error('no upload issued');
    const kind = type === 'png' ? 'png' : 'jpg';
    return images.receiveUpload(
      upload.key,
      kind,
      Readable.from([await makeImage(width, height, type === 'png' ? 'png' : 'jpeg')]),
    );
  };
  const metadataOf = async (key: string) => sharp((await storage.get(key)) ?? Buffer.alloc(0)).metadata();
  const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
  const isBlue = ([r, g, b]: [number, number, number]) => b > 200 && r < 60 && g < 60;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ah-images-transform-'));
    storage = new LocalImageStorage(join(dir, 'images'));
    images = new ImageService({ storage, secret: 't'.repeat(64) });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('makes thumbnails that fit in 300 px and never enlarges', async () => {
    const wide = await store(1600, 400, 'jpg');
    expect(await metadataOf(wide.thumbnailKey)).toMatchObject({
      width: THUMBNAIL_SIZE,
      height: 75,
      format: 'jpeg',
    });
    const tall = await store(500, 1000, 'png');
    expect(await metadataOf(tall.thumbnailKey)).toMatchObject({
      width: 150,
      height: THUMBNAIL_SIZE,
      format: 'jpeg',
    });
    const small = await store(120, 80, 'jpg');
    expect(await metadataOf(small.thumbnailKey)).toMatchObject({ width: 120, height: 80 });
  });

  it('rotates the stored image and its thumbnail clockwise by 90-degree steps', async () => {
    const image = await store(1200, 600, 'jpg');
    // Left half red, right half blue: turned 90 clockwise, red is on top.
    expect(await images.rotate(image.key, 90)).toEqual({ width: 600, height: 1200 });
    const turned = (await storage.get(image.key)) ?? Buffer.alloc(0);
    expect(await sharp(turned).metadata()).toMatchObject({ width: 600, height: 1200, format: 'jpeg' });
    expect(isRed(await pixelAt(turned, 300, 100))).toBe(true);
    expect(isBlue(await pixelAt(turned, 300, 1100))).toBe(true);
    expect(await metadataOf(thumbnailKeyOf(image.key))).toMatchObject({ width: 150, height: 300 });

    // -270 is the same turn as 90: back to landscape with red on the right.
    expect(await images.rotate(image.key, -270)).toEqual({ width: 1200, height: 600 });
    const back = (await storage.get(image.key)) ?? Buffer.alloc(0);
    expect(isBlue(await pixelAt(back, 100, 300))).toBe(true);
    expect(isRed(await pixelAt(back, 1100, 300))).toBe(true);
  });

  it('keeps PNGs as PNG and turns 180 without changing the sides', async () => {
    const image = await store(800, 400, 'png');
    expect(await images.rotate(image.key, 180)).toEqual({ width: 800, height: 400 });
    const turned = (await storage.get(image.key)) ?? Buffer.alloc(0);
    expect((await sharp(turned).metadata()).format).toBe('png');
    expect(isBlue(await pixelAt(turned, 100, 200))).toBe(true);
    expect(await images.rotate(image.key, 0)).toEqual({ width: 800, height: 400 });
  });

  it('refuses rotations that are not 90-degree steps between -270 and 270', async () => {
    const image = await store(100, 100, 'jpg');
    for (const degrees of [45, 360, -360, '90', null, 90.5])
      await expect(images.rotate(image.key, degrees), String(degrees)).rejects.toMatchObject({
        status: 400,
        code: 'INVALID_ROTATION',
      });
    await expect(images.rotate(thumbnailKeyOf(image.key), 90)).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_KEY',
    });
  });

  it('deletes an image and its thumbnail, and a second delete is harmless', async () => {
    const image = await store(100, 100, 'jpg');
    await images.delete(image.key);
    expect(await storage.get(image.key)).toBeNull();
    expect(await storage.get(image.thumbnailKey)).toBeNull();
    await images.delete(image.key);
    await expect(images.rotate(image.key, 90)).rejects.toMatchObject({
      status: 404,
      code: 'IMAGE_NOT_FOUND',
    });
  });
});
