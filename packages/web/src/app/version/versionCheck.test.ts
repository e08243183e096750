import { APP_VERSION } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import {
  fetchServerVersion,
  isNewVersion,
  parseVersionDocument,
  storedVersion,
  VERSION_STORAGE_KEY,
} from './versionCheck';

describe('version check', () => {
  it('reads the version of /version.json', () => {
    expect(parseVersionDocument({ version: '2.9.36' })).toBe('2.9.36');
    expect(parseVersionDocument({ version: '' })).toBeNull();
    expect(parseVersionDocument('2.9.36')).toBeNull();
    expect(parseVersionDocument(null)).toBeNull();
  });

  it('uses the stored version, else this build', () => {
    expect(storedVersion({ getItem: (key) => (key === VERSION_STORAGE_KEY ? '1.0.0' : null) })).toBe('1.0.0');
    expect(storedVersion({ getItem: () => null })).toBe(APP_VERSION);
    expect(storedVersion(null)).toBe(APP_VERSION);
  });

  it('announces only a different version', () => {
    expect(isNewVersion('2.9.36', '2.9.35')).toBe(true);
    expect(isNewVersion('2.9.35', '2.9.35')).toBe(false);
    expect(isNewVersion(null, '2.9.35')).toBe(false);
  });

  it('asks /version.json without the cache and survives failures', async () => {
    const calls: string[] = [];
    const ok = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ version: '3.0.0' }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await fetchServerVersion(ok)).toBe('3.0.0');
    expect(calls).toEqual(['/version.json']);
    const down = (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await fetchServerVersion(down)).toBeNull();
    const missing = (async () => new Response('nope', { status: 404 })) as unknown as typeof fetch;
    expect(await fetchServerVersion(missing)).toBeNull();
  });
});
