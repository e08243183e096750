import {
  LOGO_SPECS,
  LOGO_UPLOAD_MAX_BYTES,
  logoFileNameProblem,
  PRIVATE_LABEL_MESSAGES,
  type LogoKind,
} from '@ah/schema';

/** The browser's first checks of a chosen logo (the service reads the real size from the bytes). */
export function logoFileProblem(
  kind: LogoKind,
  file: { name: string; size: number; type: string },
): string | null {
  if (logoFileNameProblem(kind, file.name) || (file.type !== '' && file.type !== 'image/jpeg'))
    return LOGO_SPECS[kind].message;
  if (file.size > LOGO_UPLOAD_MAX_BYTES) return PRIVATE_LABEL_MESSAGES.tooLarge;
  return null;
}

/** The file's bytes as base64, for the upload mutation. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
