import type { PageWindow } from '../../../shared/connection.js';

/** The bid-admin pages that cover a window: page size, the pages (from 0) and where the window starts. */
export interface BidAdminPages {
  size: number;
  pages: number[];
  /** Lots to skip at the start of the first page's answer. */
  skip: number;
}

/**
 * Maps a window onto the bid-admin service's pages (sales §7 GET .../lots: size and page from 0,
 * sales §9 at most 100 a page): pages of the window's own size, so a numbered page of 50 is one call
 * and a cursor window that straddles two pages is two. An empty window still reads one lot, for the
 * count.
 */
export function bidAdminPagesFor(window: PageWindow, maxSize: number): BidAdminPages {
  const size = Math.min(Math.max(1, window.limit), maxSize);
  const first = Math.floor(window.offset / size);
  const last = Math.floor((window.offset + Math.max(1, window.limit) - 1) / size);
  return {
    size,
    pages: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    skip: window.offset - first * size,
  };
}
