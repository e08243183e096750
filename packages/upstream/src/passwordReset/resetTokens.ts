import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a password-reset link (sales §4 Password reset): a compact JWT (HS256) whose
 * `jti` is a random secret and `exp` its expiry. The service keeps only the hash of `jti`
 * (password_resets.id), so a link works once and only while its row says so; the signature stops a
 * forged or edited token before the database is asked.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface ResetClaims {
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
}

export function newResetId(): string {
  return randomBytes(32).toString('base64url');
}

function signatureOf(secret: string, signed: string): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

export function signResetToken(secret: string, claims: ResetClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signed = `${HEADER}.${payload}`;
  return `${signed}.${signatureOf(secret, signed).toString('base64url')}`;
}

/** The claims of a token signed with `secret` that has not expired at `now`; null otherwise. */
export function verifyResetToken(secret: string, token: string, now: Date): ResetClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER || token.length > 1000) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = signatureOf(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { jti, exp } = claims as Record<string, unknown>;
  if (typeof jti !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 <= now.getTime()) return null;
  return { jti, exp };
}
