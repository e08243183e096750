import type { Response } from 'express';
import { stringifySetCookie } from 'cookie';
import { SESSION_COOKIE } from './credentials.js';
import type { UpstreamSession } from '../rest/house/session.js';

/** Sets and clears the gateway's own session cookie on the HTTP response being built. */
export interface ResponseCookies {
  setSession(session: UpstreamSession): void;
  clearSession(): void;
}

/**
 * The `ah_session` cookie on the gateway's origin: httpOnly, SameSite=Lax, Path=/, Secure when
 * COOKIE_SECURE. It carries the upstream's session token (forwarded as `Cookie: ah_session=…`)
 * and keeps the upstream's lifetime when it gave one.
 */
export function expressResponseCookies(res: Response, secure: boolean): ResponseCookies {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    setSession(session) {
      res.append(
        'Set-Cookie',
        stringifySetCookie(SESSION_COOKIE, session.token, {
          ...base,
          ...(session.maxAgeSeconds !== null ? { maxAge: session.maxAgeSeconds } : {}),
          ...(session.maxAgeSeconds === null && session.expires ? { expires: session.expires } : {}),
        }),
      );
    },
    clearSession() {
      res.append(
        'Set-Cookie',
        stringifySetCookie(SESSION_COOKIE, '', { ...base, maxAge: 0, expires: new Date(0) }),
      );
    },
  };
}
