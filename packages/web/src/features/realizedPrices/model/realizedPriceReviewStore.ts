import type { RealizedReview } from './realizedSteps';

/**
 * The review table of a catalog kept for the tab (sessionStorage), so a reload of the review step
 * keeps the uploaded rows; cleared by a new upload, Cancel and a publish.
 */
const keyOf = (catalogId: string) => `ah.realizedPrices.review.${catalogId}`;

function isReview(value: unknown): value is RealizedReview {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v['rows']) && Array.isArray(v['fileErrors']) && typeof v['totalErrors'] === 'number';
}

export function loadReview(catalogId: string): RealizedReview | null {
  try {
    const text = sessionStorage.getItem(keyOf(catalogId));
    const parsed: unknown = text ? JSON.parse(text) : null;
    return isReview(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeReview(catalogId: string, review: RealizedReview | null): void {
  try {
    if (review) sessionStorage.setItem(keyOf(catalogId), JSON.stringify(review));
    else sessionStorage.removeItem(keyOf(catalogId));
  } catch {
    // Storage full or disabled: the review lives on in memory only.
  }
}
