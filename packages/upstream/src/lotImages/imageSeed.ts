import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema.js';
import { newImageKey, thumbnailKeyOf } from './imageKeys.js';
import type { ImageService } from './imageService.js';
import { makeThumbnail } from './imageTransforms.js';

/** The demo's sales (seed refs DEMO5SALE…): their lots that are meant to have images get one each. */
const DEMO_LOT_REF = 'DEMO5LOT%';
/** Square and at the recommended size (sales §9: 1000x1000), so no pixel warning shows in the demo. */
const SIZE = 1000;
const PALETTE: ReadonlyArray<[string, string]> = [
  ['#8c5a3c', '#e8d5b7'],
  ['#2f4858', '#86bbd8'],
  ['#5b3758', '#f9b5ac'],
  ['#33658a', '#f6ae2d'],
  ['#3d5a40', '#c8d5b9'],
  ['#6d2e46', '#d5b9b2'],
];

interface SeedPicture {
  image: Buffer;
  thumbnail: Buffer;
}

let pictures: Promise<SeedPicture[]> | undefined;

/** A few two-tone pictures, made once per process (a disc on a background: small, fast JPEGs). */
function seedPictures(): Promise<SeedPicture[]> {
  pictures ??= Promise.all(
    PALETTE.map(async ([background, disc]) => {
      const svg = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
          `<rect width="100%" height="100%" fill="${background}"/>` +
          `<circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${SIZE / 3}" fill="${disc}"/></svg>`,
      );
      const image = await sharp(svg).jpeg({ quality: 70 }).toBuffer();
      return { image, thumbnail: (await makeThumbnail(image)).data };
    }),
  );
  return pictures;
}

/**
 * Gives the demo sales' lots that the seed marked as having images one real stored image each, so
 * the preview and review grids show pictures; the lot_images trigger then makes `image_count` true
 * for them. Other seeded lots keep the seed's counts (they have no files).
 */
/** The generated picture served for a seeded lot's reserved key (see seededImageKey). */
export async function seededPicture(lotId: number, thumbnail: boolean): Promise<Buffer> {
  const made = await seedPictures();
  const picture = made[lotId % made.length]!;
  return thumbnail ? picture.thumbnail : picture.image;
}

export async function seedLotImages(db: Kysely<DB>, images: ImageService): Promise<number> {
  const lots = await db
    .selectFrom('lots')
    .innerJoin('houses', 'houses.id', 'lots.house_id')
    .select(['lots.id', 'lots.house_id', 'lots.catalog_id', 'houses.ref as house_ref'])
    .where('lots.ref', 'like', DEMO_LOT_REF)
    .where('lots.image_count', '>', 0)
    .where('lots.deleted_at', 'is', null)
    .orderBy('lots.id')
    .execute();
  if (lots.length === 0) return 0;
  const made = await seedPictures();
  const rows = [];
  for (const [index, lot] of lots.entries()) {
    const picture = made[index % made.length];
    if (!picture) continue;
    const key = newImageKey(lot.house_ref, lot.catalog_id, 'jpg');
    const thumbnailKey = thumbnailKeyOf(key);
    await images.storage.put(key, picture.image);
    await images.storage.put(thumbnailKey, picture.thumbnail);
    rows.push({
      house_id: lot.house_id,
      catalog_id: lot.catalog_id,
      lot_id: lot.id,
      sequence: 0,
      storage_key: key,
      thumbnail_key: thumbnailKey,
      width: SIZE,
      height: SIZE,
    });
  }
  if (rows.length > 0) await db.insertInto('lot_images').values(rows).execute();
  return rows.length;
}
