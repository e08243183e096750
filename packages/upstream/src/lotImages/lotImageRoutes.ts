import express, { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { IMAGE_MESSAGES, imagePixelWarning, isImageRotation, type ImageFileError } from '@ah/schema';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import { bodyContract, checkBodiesAgainst } from '../http/contractBodies.js';
import { badRequest, notFound } from '../http/httpError.js';
import { jsonObjectBody, parsePositiveInteger } from '../http/validate.js';
import { ownHouseId } from '../saleWizard/ownership.js';
import { readDimensions } from './imageContent.js';
import { thumbnailKeyOf } from './imageKeys.js';
import {
  checkRegistration,
  parseRegistrationBody,
  REGISTRATION_MESSAGES,
  type RegistrationItem,
} from './imageRegistration.js';
import { imageFileUrl, type ImageService } from './imageService.js';
import {
  assertCatalogOpen,
  deleteLotImage,
  findLotById,
  findPathLot,
  imageByKey,
  listLotImages,
  loadImageCatalog,
  loadImageLots,
  lotLabel,
  primaryImages,
  putLotImage,
  setImageOrder,
  setImageSize,
  type ImageCatalog,
  type ImageLot,
  type LotImageRow,
} from './lotImageStore.js';

/**
 * Lot images of the catalog service (sales §7 Images and Lot page): registration of uploaded files,
 * delete, rotate, the lot page's image list, reorder and resequence, and each lot's primary image.
 * The house comes from the session; another house's catalog or lot is unknown (404).
 */
export function lotImageRoutes(db: Kysely<DB>, auth: RequestHandler, images: ImageService): Router {
  const router = Router();
  // These routes are mounted before the app's body parsers (beside the raw image PUT): they parse
  // their own bodies and check them against the contract like every other body.
  const json: RequestHandler = Router().use(
    express.json({ limit: '1mb' }),
    checkBodiesAgainst(bodyContract()),
  );

  const catalogOf = async (req: Request, param = 'catalogID'): Promise<ImageCatalog> =>
    loadImageCatalog(db, callerOf(req).houseId, parsePositiveInteger(req.params[param]));

  /** Removes files no row points at any more; a failure only leaves an orphan file behind. */
  const dropFiles = async (row: LotImageRow | undefined): Promise<void> => {
    if (row) await images.delete(row.storageKey).catch(() => undefined);
  };

  router.put('/cps/app/image/house/:houseID/catalog/:catalogID', auth, json, async (req, res) => {
    const { caller } = ownHouseId(req);
    const catalog = await catalogOf(req);
    const items = parseRegistrationBody(req.body);
    assertCatalogOpen(catalog);
    const lots = await loadImageLots(db, catalog.id);
    const base = baseUrlOf(req);
    const results = [];
    // One at a time: a later record for the same (lot, sequence) replaces the earlier one.
    for (const item of items)
      results.push(await registerOne(item, lots, { houseRef: caller.houseRef, catalog, base }));
    res.json({ images: results });
  });

  async function registerOne(
    item: RegistrationItem,
    lots: readonly ImageLot[],
    ctx: { houseRef: string; catalog: ImageCatalog; base: string },
  ) {
    const failed = (error: ImageFileError) => ({
      error,
      imageS3URL: null,
      photoID: null,
      imageSeq: typeof item.imageSeq === 'number' ? item.imageSeq : null,
    });
    const checked = checkRegistration(item, lots, { houseRef: ctx.houseRef, catalogId: ctx.catalog.id });
    if (!checked.ok) return failed(checked.error);
    const { lot, sequence, key, rotation } = checked.value;

    const existing = await imageByKey(db, key);
    if (existing) {
      // A retried registration of the same file at the same place answers the saved image.
      if (existing.lotId === lot.id && existing.sequence === sequence && rotation === 0)
        return registered(existing, ctx.base, false, imagePixelWarning(existing.width, existing.height));
      return failed({ code: 'default', message: REGISTRATION_MESSAGES.alreadySaved });
    }
    const stored = await images.storage.get(key);
    if (!stored) return failed({ code: 'invalidImage', message: REGISTRATION_MESSAGES.notStored });
    // A file the image library cannot turn is not a usable image (the upload check read it, though).
    const size =
      rotation === 0 ? await readDimensions(stored) : await images.rotate(key, rotation).catch(() => null);
    if (!size) return failed({ code: 'invalidImage', message: IMAGE_MESSAGES.invalidImage });
    let saved: Awaited<ReturnType<typeof putLotImage>>;
    try {
      saved = await putLotImage(db, {
        houseId: ctx.catalog.houseId,
        catalogId: ctx.catalog.id,
        lotId: lot.id,
        sequence,
        storageKey: key,
        thumbnailKey: thumbnailKeyOf(key),
        width: size.width,
        height: size.height,
        version: rotation === 0 ? 0 : 1,
      });
    } catch (error) {
      // The same file registered by a concurrent request in the meantime (unique storage key).
      if ((error as { code?: unknown }).code === '23505')
        return failed({ code: 'default', message: REGISTRATION_MESSAGES.alreadySaved });
      throw error;
    }
    const { row, replaced } = saved;
    await dropFiles(replaced);
    return registered(row, ctx.base, replaced !== undefined, imagePixelWarning(size.width, size.height));
  }

  router.post('/cps/app/image/delete', auth, json, async (req, res) => {
    const body = jsonObjectBody(req.body, ['catalogID', 'lotID', 'sequence', 'imgType']);
    if (body['imgType'] !== undefined && body['imgType'] !== 'lot')
      throw badRequest('INVALID_BODY', 'Only lot images (imgType "lot") can be deleted here.', 'imgType');
    const sequence = body['sequence'];
    if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 0)
      throw badRequest('INVALID_BODY', '"sequence" must be a whole number from 0.', 'sequence');
    const catalog = await loadImageCatalog(db, callerOf(req).houseId, positiveId(body['catalogID']));
    const lot = await findLotById(db, catalog.id, body['lotID']);
    assertCatalogOpen(catalog);
    const removed = await deleteLotImage(db, lot.id, sequence);
    await dropFiles(removed);
    res.json({
      deleted: removed !== undefined,
      lotID: lot.id,
      images: await lotImagesBody(lot, baseUrlOf(req)),
    });
  });

  router.post('/cps/app/image/rotate', auth, json, async (req, res) => {
    const body = jsonObjectBody(req.body, ['catalogID', 'lotID', 'sequence', 'rotation']);
    const { sequence, rotation } = body;
    if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 0)
      throw badRequest('INVALID_BODY', '"sequence" must be a whole number from 0.', 'sequence');
    if (!isImageRotation(rotation))
      throw badRequest('INVALID_ROTATION', REGISTRATION_MESSAGES.rotation, 'rotation');
    const catalog = await loadImageCatalog(db, callerOf(req).houseId, positiveId(body['catalogID']));
    const lot = await findLotById(db, catalog.id, body['lotID']);
    assertCatalogOpen(catalog);
    const image = (await listLotImages(db, lot.id)).find((i) => i.sequence === sequence);
    if (!image) throw notFound('IMAGE_NOT_FOUND', 'The lot has no image with this sequence.');
    const size = await images.rotate(image.storageKey, rotation);
    await setImageSize(db, image.id, size.width, size.height);
    res.json({ image: imageBody({ ...image, ...size, version: image.version + 1 }, baseUrlOf(req)) });
  });

  async function lotImagesBody(lot: ImageLot, base: string) {
    return (await listLotImages(db, lot.id)).map((row) => imageBody(row, base));
  }

  // The lot page (sales §7 Lot page): `{lotNumber}` is the lot number with extension ("12A") or the
  // inventory number of an unlotted item; `?lotID=` names the lot exactly and wins.
  router.get('/cps/app/catalog/:catalogID/:lotNumber/house/:houseID/getimageurls', auth, async (req, res) => {
    ownHouseId(req);
    const catalog = await catalogOf(req);
    const lot = await findPathLot(db, catalog.id, req.params['lotNumber'], req.query['lotID']);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ lotID: lot.id, images: await lotImagesBody(lot, baseUrlOf(req)) });
  });

  router.get('/cps/app/catalog/:catalogID/:lotNumber/resequenceimages', auth, async (req, res) => {
    const catalog = await catalogOf(req);
    const lot = await findPathLot(db, catalog.id, req.params['lotNumber'], req.query['lotID']);
    assertCatalogOpen(catalog);
    const current = await listLotImages(db, lot.id);
    await setImageOrder(
      db,
      lot.id,
      current.map((i) => i.id),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json({ lotID: lot.id, images: await lotImagesBody(lot, baseUrlOf(req)) });
  });

  router.post('/cps/app/catalog/:catalogID/:lot/reorderimages', auth, json, async (req, res) => {
    const body = jsonObjectBody(req.body, ['imageOrder']);
    const order = body['imageOrder'];
    const catalog = await catalogOf(req);
    const lot = await findPathLot(db, catalog.id, req.params['lot'], req.query['lotID']);
    assertCatalogOpen(catalog);
    const current = await listLotImages(db, lot.id);
    const ids = Array.isArray(order)
      ? order.map((v: unknown) => (typeof v === 'string' ? Number(v) : v))
      : [];
    const known = new Set(current.map((i) => i.id));
    if (
      !Array.isArray(order) ||
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => typeof id === 'number' && known.has(id))
    )
      throw badRequest(
        'INVALID_ORDER',
        "imageOrder must name each of the lot's image ids (photoID) once.",
        'imageOrder',
      );
    await setImageOrder(db, lot.id, ids as number[]);
    res.json({ lotID: lot.id, images: await lotImagesBody(lot, baseUrlOf(req)) });
  });

  router.get('/cps/app/catalog/:catalogID/house/:houseID/primary-imageurls', auth, async (req, res) => {
    ownHouseId(req);
    const catalog = await catalogOf(req);
    const lots = new Map((await loadImageLots(db, catalog.id)).map((l) => [l.id, l]));
    const base = baseUrlOf(req);
    const primaryImageUrls: Record<string, string> = {};
    const list = [];
    for (const row of await primaryImages(db, catalog.id)) {
      const lot = lots.get(row.lotId);
      if (!lot) continue;
      const body = imageBody(row, base);
      primaryImageUrls[lotLabel(lot)] = body.imageURL;
      list.push({
        lotID: lot.id,
        lotNumber: lot.lotNumber === null ? null : lotLabel(lot),
        invNumber: lot.invNumber,
        imageURL: body.imageURL,
        thumbnailURL: body.thumbnailURL,
      });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ primaryImageUrls, lots: list });
  });

  return router;
}

function positiveId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  return parsePositiveInteger(value);
}

/** One stored image as the routes answer it (URLs on the upstream's own origin). */
export function imageBody(row: LotImageRow, base: string) {
  return {
    photoID: row.id,
    lotID: row.lotId,
    imageSeq: row.sequence,
    imageURL: imageFileUrl(base, row.storageKey, row.version),
    thumbnailURL: imageFileUrl(base, row.thumbnailKey, row.version),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

function registered(row: LotImageRow, base: string, replaced: boolean, warning: ImageFileError | null) {
  const body = imageBody(row, base);
  return {
    error: null,
    imageS3URL: body.imageURL,
    photoID: row.id,
    imageSeq: row.sequence,
    lotID: row.lotId,
    thumbnailURL: body.thumbnailURL,
    width: row.width,
    height: row.height,
    replaced,
    warning,
  };
}

/** The upstream's own origin as the caller reached it (as the upload-URL route answers). */
export function baseUrlOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}
