/**
 * The check a benchmark makes before it loads the gateway and the raw baseline with a screen: the
 * same JSON from the same upstream calls, so their figures compare the same work.
 */
import { isDeepStrictEqual } from 'node:util';

/** Calls per `METHOD /path`, the caller's user lookup left out (the gateway caches it per session). */
export const withoutUserLookup = (calls: Map<string, number>) =>
  new Map(
    [...calls].filter(([call]) => call !== 'GET /app/house/user').sort(([a], [b]) => a.localeCompare(b)),
  );

/** Where two JSON values first differ (a path and both values), for the check's error. */
export function firstDifference(a: unknown, b: unknown, path = 'data'): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const diff = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (diff) return diff;
    }
  }
  return `${path}: baseline ${JSON.stringify(a)?.slice(0, 200)}, gateway ${JSON.stringify(b)?.slice(0, 200)}`;
}

/** Throws, naming the screen, unless the baseline's answer and calls are the gateway's. */
export function assertSameAnswer(
  screen: string,
  gateway: { data: unknown; calls: Map<string, number> },
  baseline: { data: unknown; calls: Map<string, number> },
): void {
  const [g, b] = [withoutUserLookup(gateway.calls), withoutUserLookup(baseline.calls)];
  if (!isDeepStrictEqual(b, g))
    throw new Error(
      `${screen}: the baseline's upstream calls ${JSON.stringify([...b])} differ from the gateway's ${JSON.stringify([...g])}`,
    );
  if (!isDeepStrictEqual(baseline.data, gateway.data))
    throw new Error(
      `${screen}: the baseline's JSON differs from the gateway's data:\n${firstDifference(baseline.data, gateway.data)}`,
    );
}
