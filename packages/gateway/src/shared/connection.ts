import type { PageInfo } from '../__generated__/resolvers-types.js';
import { pageInfoFor } from './paging.js';

/**
 * The one connection shape of every list that grows with a house (GraphQL Cursor Connections, as
 * GitHub's and Shopify's APIs): `edges { cursor node }`, `nodes`, `pageInfo`, `totalCount`. A
 * connection field takes either `first`/`after` (scripts walk it) or `page`/`pageSize` (the screens
 * show numbered pages of the spec's sizes); both resolve to one window: an offset and a limit that
 * the service reads from the upstream, so a request costs a page, not the list.
 */

/** The paging arguments every connection field takes. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** What a field allows: the default and largest window, and the screen's page sizes when fixed. */
export interface PagingRule {
  defaultSize: number;
  maxSize: number;
  /** The page sizes a screen offers (e.g. 50, 100, 200); any size up to maxSize when absent. */
  sizes?: readonly number[];
}

/** The items a request reads: `limit` items from `offset`, which is on 1-based `page` of `limit`. */
export interface PageWindow {
  offset: number;
  limit: number;
  page: number;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** Why a window was refused, and the argument to name (the caller turns it into BAD_USER_INPUT). */
export interface PagingViolation {
  message: string;
  field: 'first' | 'after' | 'page' | 'pageSize';
}

const CURSOR_PREFIX = 'offset:';

/**
 * The furthest offset any connection reads from: past every list a house holds, and within what
 * every service's paged call accepts, so a crafted cursor or page is refused here, never turned
 * into a refused REST call (which a fallback could read as "no extension" and read the whole list).
 */
export const MAX_OFFSET = 1_000_000;

/** An opaque cursor for the item at `offset` (base64url, so scripts do not build their own). */
export function encodeCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`).toString('base64url');
}

/** The offset a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): number | null {
  if (cursor.length > 64) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(CURSOR_PREFIX)) return null;
  const digits = text.slice(CURSOR_PREFIX.length);
  if (!/^\d{1,7}$/.test(digits)) return null;
  const offset = Number(digits);
  return offset < MAX_OFFSET ? offset : null;
}

const isWhole = (n: number) => Number.isInteger(n);

/** The window the arguments ask for, or the violation that refuses them. */
export function pageWindowOf(args: ConnectionArgs, rule: PagingRule): PageWindow | PagingViolation {
  const byCursor = args.first != null || args.after != null;
  const byPage = args.page != null || args.pageSize != null;
  if (byCursor && byPage)
    return { message: 'Give first and after, or page and pageSize, not both.', field: 'page' };

  if (byCursor) {
    const limit = args.first ?? rule.defaultSize;
    if (!isWhole(limit) || limit < 0 || limit > rule.maxSize)
      return { message: `first must be a whole number from 0 to ${rule.maxSize}.`, field: 'first' };
    let offset = 0;
    if (args.after != null) {
      const after = decodeCursor(args.after);
      if (after === null) return { message: 'after is not a cursor of this list.', field: 'after' };
      offset = after + 1;
    }
    return { offset, limit, page: limit > 0 ? Math.floor(offset / limit) + 1 : 1 };
  }

  const limit = args.pageSize ?? rule.defaultSize;
  if (rule.sizes ? !rule.sizes.includes(limit) : !isWhole(limit) || limit < 1 || limit > rule.maxSize)
    return {
      message: rule.sizes
        ? `pageSize must be one of ${rule.sizes.join(', ')}.`
        : `pageSize must be a whole number from 1 to ${rule.maxSize}.`,
      field: 'pageSize',
    };
  const page = args.page ?? 1;
  if (!isWhole(page) || page < 1) return { message: 'page must be a whole number from 1.', field: 'page' };
  if ((page - 1) * limit > MAX_OFFSET)
    return { message: `page must be at most ${Math.floor(MAX_OFFSET / limit) + 1}.`, field: 'page' };
  return { offset: (page - 1) * limit, limit, page };
}

export function isPagingViolation(w: PageWindow | PagingViolation): w is PagingViolation {
  return 'message' in w;
}

/** The connection of one window's nodes, out of `totalCount` items in all. */
export function connectionOf<T>(nodes: T[], window: PageWindow, totalCount: number): Connection<T> {
  // Edges (a cursor each) are built only when asked: the screens read `nodes`.
  let edges: Connection<T>['edges'] | undefined;
  const pageSize = Math.max(1, window.limit);
  const last = window.offset + nodes.length - 1;
  return {
    get edges() {
      return (edges ??= nodes.map((node, i) => ({ cursor: encodeCursor(window.offset + i), node })));
    },
    nodes,
    totalCount,
    pageInfo: {
      ...pageInfoFor(window.page, pageSize, totalCount),
      hasNextPage: window.offset + nodes.length < totalCount,
      hasPreviousPage: window.offset > 0,
      startCursor: nodes.length > 0 ? encodeCursor(window.offset) : null,
      endCursor: nodes.length > 0 ? encodeCursor(last) : null,
    },
  };
}

/** One window of a list already in memory (for upstream calls that have no paged form). */
export function windowOf<T>(all: readonly T[], window: PageWindow): T[] {
  return all.slice(window.offset, window.offset + window.limit);
}
