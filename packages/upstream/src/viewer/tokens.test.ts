import { describe, expect, it } from 'vitest';
import { apiTokenPrefix, newApiTokenSecret, newSessionToken, sha256Hex } from './tokens.js';

describe('tokens', () => {
  it('makes 32-byte random session tokens', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
  });

  it('makes ahk_ API secrets with a short visible prefix', () => {
    const secret = newApiTokenSecret();
    expect(secret).toMatch(/^ahk_[\w-]{43}$/);
    expect(apiTokenPrefix(secret)).toBe(secret.slice(0, 10));
  });

  it('stores sha256 hex digests, never the secret', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
