import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The app build version (invoicing §9); the root package.json is the source, this the fallback. */
export const APP_VERSION_FALLBACK = '2.9.35';

function readRootVersion(): string {
  try {
    // src/version.ts and dist/version.js both sit three levels below the repository root.
    const file = new URL('../../../package.json', import.meta.url);
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'version' in parsed &&
      typeof parsed.version === 'string'
    )
      return parsed.version;
  } catch {
    // Deployed without the monorepo around it: the constant is right for this build.
  }
  return APP_VERSION_FALLBACK;
}

export const APP_VERSION = readRootVersion();
/** The build time: when this module was compiled (dist) or last edited (src). */
function builtAt(): string {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime.toISOString();
  } catch {
    return new Date().toISOString();
  }
}

export const BUILT_AT = builtAt();
