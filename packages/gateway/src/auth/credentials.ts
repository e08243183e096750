import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';

/** The session cookie name, shared by the gateway and the upstream. */
export const SESSION_COOKIE = 'ah_session';

/** Who the caller claims to be: a browser session or a script's API token. Verified upstream. */
export type Credentials = { kind: 'session'; token: string } | { kind: 'bearer'; token: string };

/** Tokens are opaque, but never contain characters that could break a header. */
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/** The caller's credentials from a request: `Authorization: Bearer …` wins over the `ah_session` cookie. */
export function credentialsFromHeaders(headers: IncomingHttpHeaders): Credentials | null {
  const bearer = bearerFrom(headers.authorization);
  if (bearer) return { kind: 'bearer', token: bearer };
  const session = sessionTokenFromCookieHeader(headers.cookie);
  return session ? { kind: 'session', token: session } : null;
}

export function bearerFrom(authorization: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return m?.[1] && TOKEN.test(m[1]) ? m[1] : null;
}

export function sessionTokenFromCookieHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const token = parseCookie(cookieHeader)[SESSION_COOKIE];
  return token && TOKEN.test(token) ? token : null;
}

export function isValidToken(token: string): boolean {
  return TOKEN.test(token);
}

/** The headers that carry the credentials to an upstream service: the same cookie or Authorization. */
export function upstreamAuthHeaders(credentials: Credentials | null): Record<string, string> {
  if (!credentials) return {};
  return credentials.kind === 'bearer'
    ? { authorization: `Bearer ${credentials.token}` }
    : { cookie: `${SESSION_COOKIE}=${credentials.token}` };
}
