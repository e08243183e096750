import { canEditRealizedPrices } from '@ah/schema';

/** The screen of a catalog (sales §2 links: /ar/pricesrealized/{catalogID}). */
export const realizedPricesPath = (catalogId: string) => `/pricesrealized/${encodeURIComponent(catalogId)}`;

/**
 * Whether a past session row shows "Edit Realized Prices" (sales §6): the reports flag, not an
 * online-only house, and for non-super users a sale under 45 days old.
 */
export function showsRealizedPricesLink(
  startsAt: string,
  viewer: { reports: boolean; superUser: boolean; onlineOnly: boolean },
  now: Date = new Date(),
): boolean {
  return (
    viewer.reports && canEditRealizedPrices(new Date(startsAt), now, viewer.superUser, viewer.onlineOnly)
  );
}
