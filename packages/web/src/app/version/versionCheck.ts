import { APP_VERSION } from '@ah/schema';

/** Where the app remembers the version it runs (sales §7: "compared with stored version"). */
export const VERSION_STORAGE_KEY = 'ah.web.appVersion';
export const VERSION_URL = '/version.json';

/** Reads the version out of a /version.json body (`{"version":"2.9.35"}`); null when there is none. */
export function parseVersionDocument(body: unknown): string | null {
  if (body && typeof body === 'object' && 'version' in body) {
    const version = (body as { version: unknown }).version;
    if (typeof version === 'string' && version.trim()) return version.trim();
  }
  return null;
}

/** The version the running app counts as current: the stored one, else this build's. */
export function storedVersion(storage: Pick<Storage, 'getItem'> | null): string {
  try {
    return storage?.getItem(VERSION_STORAGE_KEY) || APP_VERSION;
  } catch {
    return APP_VERSION;
  }
}

/** True when the server announces a version other than the stored one. */
export function isNewVersion(serverVersion: string | null, stored: string): boolean {
  return serverVersion !== null && serverVersion !== stored;
}

/** Asks the server for its version; null when it cannot say (offline, not deployed, bad body). */
export async function fetchServerVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(VERSION_URL, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return parseVersionDocument(await response.json());
  } catch {
    return null;
  }
}
