/**
 * A fresh key for one click of a money-moving action (mark paid / not paid): the gateway applies a
 * retried request with the same key once. randomUUID needs a secure context; getRandomValues does not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
