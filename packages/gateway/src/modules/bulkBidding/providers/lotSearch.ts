import type { BidAdminLot } from './bidAdminApi.js';

/** The most characters a search takes (the bid-admin `search` extension's limit). */
export const LOT_SEARCH_MAX = 200;

/**
 * sales §5 Search: a lot matches when its number (with extension), description or consignor contains
 * the text, any case. The gateway's own search, for a bid-admin service without the `search`
 * extension; the reference upstream applies the same rule in SQL.
 */
export function lotMatches(lot: BidAdminLot, search: string): boolean {
  const needle = search.toLowerCase();
  return (
    `${lot.lotNumber ?? ''}${lot.lotNumberExtension}`.toLowerCase().includes(needle) ||
    lot.lotDescription.toLowerCase().includes(needle) ||
    lot.consignor.toLowerCase().includes(needle)
  );
}
