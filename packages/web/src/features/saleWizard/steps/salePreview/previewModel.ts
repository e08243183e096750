import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import { formatSaleMoney } from '../../../../ui/moneyFormat';

/**
 * The preview step's rules (sales §2 "Preview screen", §9): the page sizes of the grid and the
 * estimate (price for bin) line; the search and the pages are the server's (salePreview.lotPage). Pure, so the grid and the tests
 * see the same answers. Which step Continue records and where it goes come from the gateway
 * (`salePreview.continueStep` / `continuePath`), like the lots' edit links (null within 2 hours).
 */

/** One lot as the preview grid shows it. Amounts are whole amounts as digit strings ("1500"). */
export interface PreviewLot {
  id: string;
  /** Lot number and extension as shown ("12A"); null when unlotted. */
  displayNumber?: string | null;
  invNumber?: string | null;
  title: string;
  lowEstimate?: string | null;
  highEstimate?: string | null;
  /** Bin sales only. */
  price?: string | null;
  primaryImageUrl?: string | null;
  /** The lot page (/session/{type}/{groupID}/{catalogID}/lot/{lotID}); null within 2 hours. */
  editPath?: string | null;
}

/** Page sizes of the preview grid, the first being the default (sales §9: 50, 100, 200; default 50). */
export const PREVIEW_PAGE_SIZES = GROUP_TABLE_PAGE_SIZES;
export const PREVIEW_DEFAULT_PAGE_SIZE = PREVIEW_PAGE_SIZES[0];

/** How long typing settles before the grid filters (ours; the spec's sales filter debounces 300 ms). */
export const PREVIEW_SEARCH_DEBOUNCE_MS = 300;

/** The navigation state a lot page opened from the preview carries (sales §2: linkedFrom step5). */
export const PREVIEW_LINKED_FROM = 'step5';

/** A page size from a select value; anything not offered is the default. */
export function parsePageSize(value: string | null): number {
  const n = Number(value);
  return (PREVIEW_PAGE_SIZES as readonly number[]).includes(n) ? n : PREVIEW_DEFAULT_PAGE_SIZE;
}

/**
 * The money line under a lot: the price for a bin sale, otherwise the estimate range ("$100 - $200",
 * or the one end that is set). Null when there is nothing to show.
 */
export function lotAmountText(lot: PreviewLot, isBin: boolean, currencyCode: string): string | null {
  if (isBin) return lot.price ? formatSaleMoney(lot.price, currencyCode) : null;
  const low = lot.lowEstimate?.trim() ? formatSaleMoney(lot.lowEstimate, currencyCode) : null;
  const high = lot.highEstimate?.trim() ? formatSaleMoney(lot.highEstimate, currencyCode) : null;
  if (low && high) return `${low} - ${high}`;
  return low ?? high;
}

/** The lot's label in the grid: its number, else its inventory number (an unlotted item). */
export function lotLabel(lot: PreviewLot): string {
  if (lot.displayNumber) return `Lot ${lot.displayNumber}`;
  if (lot.invNumber) return `Inv. ${lot.invNumber}`;
  return 'Unnumbered item';
}
