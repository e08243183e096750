import { LOGO_SPECS, LOGO_UPLOAD_MAX_BYTES, logoFileNameProblem, PRIVATE_LABEL_MESSAGES } from '@ah/schema';
import type {
  PrivateLabelLogoInput,
  PrivateLabelSettingsInput,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, forbidden } from '../../../errors.js';
import { browserImageUrl } from '../../../shared/browserImageUrl.js';
import type { PrivateLabelOptionsModel, PrivateLabelSettingsModel } from '../models.js';

/**
 * Private Label Settings is for instant houses with connect type i or s (sales §2 Top navigation);
 * the guard has checked the sensitive flag (settings need accessSensitive).
 */
async function requirePrivateLabelHouse(context: GatewayContext): Promise<string> {
  const viewer = await context.requireViewer();
  if (!(viewer.isInstant && ['i', 's'].includes(viewer.connectType))) throw forbidden();
  return viewer.houseInfo.houseRef;
}

/** The service's settings with their logo URLs as the browser reaches them (the image proxy). */
function forBrowser(context: GatewayContext, settings: PrivateLabelSettingsModel): PrivateLabelSettingsModel {
  const origin = context.rest.house.origin;
  return {
    ...settings,
    houseLogoURL: settings.houseLogoURL === null ? null : browserImageUrl(settings.houseLogoURL, origin),
    consoleLogoURL:
      settings.consoleLogoURL === null ? null : browserImageUrl(settings.consoleLogoURL, origin),
  };
}

/** GET ib-settings (sales §7 Other). */
export async function privateLabelSettings(context: GatewayContext): Promise<PrivateLabelSettingsModel> {
  const houseRef = await requirePrivateLabelHouse(context);
  const res = await context.rest.house.GET('/app/house/{houseRef}/ib-settings', {
    params: { path: { houseRef } },
  });
  return forBrowser(context, res.data.data);
}

/** The four lookup lists (sales §7 Other), fetched together. */
export async function privateLabelOptions(context: GatewayContext): Promise<PrivateLabelOptionsModel> {
  await requirePrivateLabelHouse(context);
  const [buttonColors, fontColors, fontStyles, languages] = await Promise.all([
    context.rest.house.GET('/app/button-colors'),
    context.rest.house.GET('/app/font-colors'),
    context.rest.house.GET('/app/font-styles'),
    context.rest.house.GET('/app/languages'),
  ]);
  return {
    buttonColors: buttonColors.data.data.buttonColors,
    fontColors: fontColors.data.data.fontColors,
    fontStyles: fontStyles.data.data.fontStyles,
    languages: languages.data.data.languages,
  };
}

/** POST ib-settings, each id checked against its list first (BAD_USER_INPUT naming the input field). */
export async function savePrivateLabelSettings(
  context: GatewayContext,
  input: PrivateLabelSettingsInput,
): Promise<PrivateLabelSettingsModel> {
  const houseRef = await requirePrivateLabelHouse(context);
  // Every id is one of its list's (the same lists the form shows), before anything is written.
  const options = await privateLabelOptions(context);
  const checks: [number, readonly { id: number }[], keyof PrivateLabelSettingsInput][] = [
    [input.buttonColorId, options.buttonColors, 'buttonColorId'],
    [input.fontColorId, options.fontColors, 'fontColorId'],
    [input.fontStyleId, options.fontStyles, 'fontStyleId'],
    [input.languageId, options.languages, 'languageId'],
  ];
  for (const [id, list, field] of checks)
    if (!list.some((option) => option.id === id))
      throw badUserInput(PRIVATE_LABEL_MESSAGES.unknownOption, field);
  const res = await context.rest.house.POST('/app/house/{houseRef}/ib-settings', {
    params: { path: { houseRef } },
    body: {
      colorStyleSettings: {
        buttonColor: { id: input.buttonColorId },
        fontColor: { id: input.fontColorId },
        fontStyle: { id: input.fontStyleId },
      },
      defaultLanguage: { id: input.languageId },
      displayPastAuctions: input.displayPastAuctions,
    },
  });
  return forBrowser(context, res.data.data);
}

const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * POST console-logo or logo, multipart {file, fileName} (sales §5 Logos, §7 Other). The file's
 * name must be .jpg/.jpeg here; its real format and size are read from the bytes by the service.
 */
export async function uploadPrivateLabelLogo(
  context: GatewayContext,
  input: PrivateLabelLogoInput,
): Promise<PrivateLabelSettingsModel> {
  const houseRef = await requirePrivateLabelHouse(context);
  const kind = input.kind === 'CONSOLE' ? 'console' : 'site';
  const nameProblem = logoFileNameProblem(kind, input.fileName);
  if (nameProblem) throw badUserInput(nameProblem.message, nameProblem.field);
  const content = input.contentBase64.replace(/\s/g, '');
  if (!STRICT_BASE64.test(content) || content.length === 0)
    throw badUserInput(LOGO_SPECS[kind].message, 'file');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > LOGO_UPLOAD_MAX_BYTES) throw badUserInput(PRIVATE_LABEL_MESSAGES.tooLarge, 'file');
  const multipart = {
    fields: { fileName: input.fileName.trim().slice(0, 100) },
    files: [
      { field: 'file', fileName: input.fileName.trim().slice(0, 100), contentType: 'image/jpeg', bytes },
    ],
  };
  const path = kind === 'console' ? '/app/house/{houseRef}/console-logo' : '/app/house/{houseRef}/logo';
  await context.rest.house.POST(path, { params: { path: { houseRef } }, multipart });
  const res = await context.rest.house.GET('/app/house/{houseRef}/ib-settings', {
    params: { path: { houseRef } },
  });
  return forBrowser(context, res.data.data);
}
