import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed upload URLs: an HMAC-SHA256 over the method, the key, the expiry (unix seconds) and the
 * content type, with the service's secret. Changing any of them, or the signature, breaks it.
 */
export interface UploadGrant {
  method: 'PUT';
  key: string;
  /** Unix time in seconds after which the URL is refused. */
  expires: number;
  contentType: string;
}

export function signUpload(grant: UploadGrant, secret: string): string {
  return createHmac('sha256', secret)
    .update([grant.method, grant.key, String(grant.expires), grant.contentType].join('\n'))
    .digest('base64url');
}

export type GrantCheck = 'valid' | 'badSignature' | 'expired';

/** Checks the signature first (in constant time), then the expiry against `nowSeconds`. */
export function checkUpload(
  grant: UploadGrant,
  signature: string,
  secret: string,
  nowSeconds: number,
): GrantCheck {
  const expected = Buffer.from(signUpload(grant, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badSignature';
  return nowSeconds > grant.expires ? 'expired' : 'valid';
}
