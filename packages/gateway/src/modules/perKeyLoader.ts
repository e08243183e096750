import DataLoader from 'dataloader';

/**
 * A DataLoader over an upstream endpoint that answers one key per call: it deduplicates (and
 * caches, for the request) calls with the same key, and fails only the keys whose call failed.
 */
export function perKeyLoader<K, V, C = K>(
  load: (key: K) => Promise<V>,
  cacheKeyFn?: (key: K) => C,
): DataLoader<K, V, C> {
  return new DataLoader<K, V, C>(
    (keys) => Promise.all(keys.map((key) => load(key).catch((error: unknown) => toError(error)))),
    cacheKeyFn ? { cacheKeyFn } : {},
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
