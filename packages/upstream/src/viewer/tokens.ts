import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'ah_session';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session is extended at most this often, so reads do not all turn into writes. */
export const SESSION_REFRESH_AFTER_MS = 60 * 1000;

export const API_TOKEN_SCHEME = 'ahk_';
/** How much of a secret is kept in clear to tell tokens apart in lists. */
export const API_TOKEN_PREFIX_LENGTH = API_TOKEN_SCHEME.length + 6;

/** 32 random bytes; the cookie carries this, the database only its sha256. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newApiTokenSecret(): string {
  return API_TOKEN_SCHEME + randomBytes(32).toString('base64url');
}

export function apiTokenPrefix(secret: string): string {
  return secret.slice(0, API_TOKEN_PREFIX_LENGTH);
}

/** The secrets are 256-bit random values, so a fast unsalted hash is enough to store them. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
