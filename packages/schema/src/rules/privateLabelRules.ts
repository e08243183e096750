import type { RuleViolation } from './types.js';

/** The two private-label logos and their exact sizes (sales §5 Logos, §9). */
export const LOGO_SPECS = {
  console: { width: 240, height: 65, message: 'Console logo must be a JPG with dimensions of 240px x 65px' },
  site: { width: 350, height: 100, message: 'Site logo must be a JPG with dimensions of 350px x 100px' },
} as const;
export type LogoKind = keyof typeof LOGO_SPECS;

/** Largest logo file the service accepts (ours: a 350x100 JPG is a few tens of kB). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** Largest logo the app sends through GraphQL (base64 inside the 100 kB request limit). */
export const LOGO_UPLOAD_MAX_BYTES = 64 * 1024;

/** Texts of the Private Label Settings page (sales §4 Settings, §9). */
export const PRIVATE_LABEL_MESSAGES = {
  saved: 'Your settings have been saved.',
  logoNote: 'Logos may take several hours to appear.',
  logoSaved: 'Your logo has been uploaded.',
  unknownOption: 'Please choose one of the listed options.',
  tooLarge: 'Logo files must be 64 kB or smaller.',
  loadFailed: 'Unable to load your private label settings. Please try again later.',
} as const;

/** The success banner shows for 5 seconds (sales §4 Settings, §9). */
export const SETTINGS_BANNER_MS = 5000;

/** The JPEG check: a file is a logo of its kind when it is a JPG of exactly the spec's size. */
export function logoProblem(
  kind: LogoKind,
  image: { format: string | null; width: number | null; height: number | null },
): string | null {
  const spec = LOGO_SPECS[kind];
  if (image.format !== 'jpeg' || image.width !== spec.width || image.height !== spec.height)
    return spec.message;
  return null;
}

/** A logo's file name: .jpg or .jpeg (the browser's first check; the service reads the bytes). */
export function logoFileNameProblem(kind: LogoKind, fileName: string): RuleViolation | null {
  return /\.(jpe?g)$/i.test(fileName.trim()) ? null : { field: 'file', message: LOGO_SPECS[kind].message };
}
