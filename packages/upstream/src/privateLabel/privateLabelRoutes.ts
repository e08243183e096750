import { readFile } from 'node:fs/promises';
import { LOGO_MAX_BYTES, LOGO_SPECS, logoProblem, PRIVATE_LABEL_MESSAGES, type LogoKind } from '@ah/schema';
import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import type { ImageService } from '../lotImages/imageService.js';
import { imageFileUrl } from '../lotImages/imageService.js';
import { newImageKey } from '../lotImages/imageKeys.js';
import { baseUrlOf } from '../lotImages/lotImageRoutes.js';
import { spoolUpload } from '../lots/spoolUpload.js';
import { callerOf } from '../viewer/caller.js';
import { BUTTON_COLORS, byId, FONT_COLORS, FONT_STYLES, LANGUAGES } from './ibOptions.js';
import { loadIbSettings, saveConsoleLogo, saveIbSettings } from './ibSettings.js';

/** The lookup lists (sales §7 Other), for any signed-in caller. */
export function ibOptionRoutes(auth: RequestHandler): Router {
  const router = Router();
  router.get('/app/button-colors', auth, (_req, res) => {
    res.json({ data: { buttonColors: BUTTON_COLORS } });
  });
  router.get('/app/font-colors', auth, (_req, res) => {
    res.json({ data: { fontColors: FONT_COLORS } });
  });
  router.get('/app/font-styles', auth, (_req, res) => {
    res.json({ data: { fontStyles: FONT_STYLES } });
  });
  router.get('/app/languages', auth, (_req, res) => {
    res.json({ data: { languages: LANGUAGES } });
  });
  return router;
}

interface OptionRef {
  id: number;
}
interface IbSettingsBody {
  colorStyleSettings: { buttonColor: OptionRef; fontColor: OptionRef; fontStyle: OptionRef };
  defaultLanguage: OptionRef;
  displayPastAuctions: boolean;
}

/**
 * Logos live beside lot images in the same storage (lotImages): under the key
 * `{houseRef}-logos/{1 site | 2 console}/{uuid}.jpg`, a shape the storage, its file route and the
 * gateway's image proxy already accept, so a logo is served like any lot image.
 */
const LOGO_SLOT: Readonly<Record<LogoKind, number>> = { site: 1, console: 2 };

/**
 * The house's private-label settings under /app/house/{houseRef} (sales §3, §7 Other):
 * GET/POST /ib-settings, POST /console-logo and /logo (multipart {file, fileName}). A logo is checked
 * from its bytes: a JPEG of exactly 240x65 (console) or 350x100 (site), else 400 INVALID_LOGO with
 * the spec's message. The site logo is the house's logo (houses.logo_url, the preview header).
 */
export function privateLabelRoutes(db: Kysely<DB>, images: ImageService | undefined): Router {
  const router = Router({ mergeParams: true });

  router.get('/ib-settings', async (req, res) => {
    res.json({ data: await loadIbSettings(db, callerOf(req).houseId) });
  });

  router.post('/ib-settings', async (req, res) => {
    const { houseId } = callerOf(req);
    const body = req.body as IbSettingsBody;
    const choice = {
      buttonColorId: body.colorStyleSettings.buttonColor.id,
      fontColorId: body.colorStyleSettings.fontColor.id,
      fontStyleId: body.colorStyleSettings.fontStyle.id,
      languageId: body.defaultLanguage.id,
      displayPastAuctions: body.displayPastAuctions,
    };
    const checks: [number, readonly OptionRef[], string][] = [
      [choice.buttonColorId, BUTTON_COLORS, 'colorStyleSettings.buttonColor.id'],
      [choice.fontColorId, FONT_COLORS, 'colorStyleSettings.fontColor.id'],
      [choice.fontStyleId, FONT_STYLES, 'colorStyleSettings.fontStyle.id'],
      [choice.languageId, LANGUAGES, 'defaultLanguage.id'],
    ];
    for (const [id, list, field] of checks)
      if (!byId(list, id)) throw badRequest('INVALID_OPTION', PRIVATE_LABEL_MESSAGES.unknownOption, field);
    await saveIbSettings(db, houseId, choice);
    res.json({ data: await loadIbSettings(db, houseId) });
  });

  const logoRoute =
    (kind: LogoKind): RequestHandler =>
    async (req, res) => {
      if (!images) throw new HttpError(503, 'IMAGES_UNAVAILABLE', 'Image storage is not configured.');
      const caller = callerOf(req);
      const upload = await spoolUpload(req, {
        maxBytes: LOGO_MAX_BYTES,
        fileField: 'file',
        allowedFields: ['fileName'],
      });
      try {
        if (upload.tooLarge) {
          res.setHeader('Connection', 'close');
          throw new HttpError(413, 'FILE_TOO_LARGE', LOGO_SPECS[kind].message, 'file');
        }
        if (!upload.file) throw badRequest('FILE_REQUIRED', LOGO_SPECS[kind].message, 'file');
        const bytes = await readFile(upload.file.path);
        const meta = await sharp(bytes)
          .metadata()
          .catch(() => ({ format: null, width: null, height: null }));
        const problem = logoProblem(kind, {
          format: meta.format ?? null,
          width: meta.width ?? null,
          height: meta.height ?? null,
        });
        if (problem) throw badRequest('INVALID_LOGO', problem, 'file');
        const key = newImageKey(`${caller.houseRef}-logos`, LOGO_SLOT[kind], 'jpg');
        await images.storage.put(key, bytes);
        const url = imageFileUrl(baseUrlOf(req), key);
        if (kind === 'site')
          await db.updateTable('houses').set({ logo_url: url }).where('id', '=', caller.houseId).execute();
        else await saveConsoleLogo(db, caller.houseId, url);
        res.json({ httpStatus: 200, data: { url } });
      } finally {
        await upload.cleanup();
      }
    };

  router.post('/console-logo', logoRoute('console'));
  router.post('/logo', logoRoute('site'));
  return router;
}
