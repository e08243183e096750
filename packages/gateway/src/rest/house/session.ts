import { parseSetCookie } from 'cookie';
import type { components } from '../../__generated__/upstream/house.js';
import { SESSION_COOKIE, isValidToken } from '../../auth/credentials.js';
import { upstreamUnavailable } from '../errors.js';
import type { RestServices } from '../services.js';
import type { HouseUser } from './models.js';

/** The upstream session a successful login opened: the token and its lifetime, if it gave one. */
export interface UpstreamSession {
  token: string;
  maxAgeSeconds: number | null;
  expires: Date | null;
}

/**
 * POST /app/login, sent without the caller's credentials: the signed-in user and the session token
 * from its Set-Cookie (an answer without one is a broken upstream, not a refusal).
 */
export async function signIn(
  rest: RestServices,
  body: components['schemas']['LoginRequest'],
): Promise<{ user: HouseUser; session: UpstreamSession }> {
  const res = await rest.house.POST('/app/login', { body, anonymous: true });
  const session = sessionFromSetCookie(res.headers['set-cookie']);
  if (!session) throw upstreamUnavailable('house', 'bad-response', res.status);
  return { user: res.data.user, session };
}

/** The `ah_session` cookie from the upstream's Set-Cookie header(s). */
export function sessionFromSetCookie(header: string | string[] | undefined): UpstreamSession | null {
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const value of values) {
    const parsed = parseSetCookie(value);
    if (parsed.name !== SESSION_COOKIE || !parsed.value || !isValidToken(parsed.value)) continue;
    return {
      token: parsed.value,
      maxAgeSeconds: parsed.maxAge ?? null,
      expires: parsed.expires ?? null,
    };
  }
  return null;
}
