import type { Request } from 'express';
import { badRequest } from '../http/httpError.js';

/** A page of a list: `page` from 1, `pageSize` 1 to 100 (default 25), as the contract's parameters. */
export interface PageQuery {
  page: number;
  pageSize: number;
  offset: number;
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
/** Past this page, no list of a house has rows: refused rather than scanned. */
const MAX_PAGE = 1_000_000;

function bounded(value: unknown, field: string, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^[0-9]{1,7}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw badRequest('INVALID_PAGE', `"${field}" must be a whole number from 1 to ${max}.`, field);
  return n;
}

export function pageQueryOf(req: Request): PageQuery {
  const page = bounded(req.query['page'], 'page', MAX_PAGE, 1);
  const pageSize = bounded(req.query['pageSize'], 'pageSize', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The page's slice of rows already in memory. */
export function pageOf<T>(rows: readonly T[], page: PageQuery): T[] {
  return rows.slice(page.offset, page.offset + page.pageSize);
}
