import type { PageInfo } from '../__generated__/resolvers-types.js';

/** Paging facts for a 1-based page of `pageSize` items out of `totalCount` (at least one page). */
export function pageInfoFor(page: number, pageSize: number, totalCount: number): PageInfo {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    page,
    pageSize,
    totalCount,
    totalPages,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}

/** One page of an in-memory list (the upstream returned everything; the gateway pages it). */
export function pageOf<T>(
  all: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; pageInfo: PageInfo } {
  const start = (page - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), pageInfo: pageInfoFor(page, pageSize, all.length) };
}

/** A page argument is a whole number from 1. */
export function isValidPage(page: number): boolean {
  return Number.isInteger(page) && page >= 1;
}
