import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a publish token opens the relay (sales §7 millicast-token: a short-lived publish token). */
export const PUBLISH_TOKEN_TTL_SECONDS = 300;

/** What a token grants: publishing (or watching) one event of one house, until `expiresAt` (epoch s). */
export interface PublishGrant {
  eventId: number;
  houseId: number;
  expiresAt: number;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `<payload>.<HMAC-SHA256>`, both base64url: opaque to clients, checked by the relay alone. */
export function signPublishToken(
  secret: string,
  grant: Omit<PublishGrant, 'expiresAt'>,
  now = Date.now(),
): string {
  const payload = encode(
    JSON.stringify({
      e: grant.eventId,
      h: grant.houseId,
      x: Math.floor(now / 1000) + PUBLISH_TOKEN_TTL_SECONDS,
    }),
  );
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The grant of a well-signed, unexpired token; null for anything else (never throws). */
export function verifyPublishToken(secret: string, token: string, now = Date.now()): PublishGrant | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { e, h, x } = parsed;
    if (typeof e !== 'number' || typeof h !== 'number' || typeof x !== 'number') return null;
    if (x * 1000 <= now) return null;
    return { eventId: e, houseId: h, expiresAt: x };
  } catch {
    return null;
  }
}
