import { badRequest } from '../http/httpError.js';

/**
 * The paged read of a filter's disputes (the extension of GET /disputes/{filter}, x-extension in
 * house.yaml): without `limit`, the legacy call (every dispute of the filter); with it, one page of
 * them (and only `ids` when given), counted in SQL.
 */
export interface DisputePageQuery {
  offset: number;
  limit: number;
  /** Only these disputes; null for all of the filter. */
  ids: number[] | null;
}

export const MAX_DISPUTE_PAGE = 500;
export const MAX_DISPUTE_IDS = 100;

type Query = Record<string, unknown>;
const text = (query: Query, name: string): string | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('BAD_REQUEST', `${name} must be given once.`, name);
  return value;
};

/** The page a listing asks for; null without `limit` (the legacy call). */
export function disputePageQueryOf(query: Query): DisputePageQuery | null {
  const limitText = text(query, 'limit');
  if (limitText === undefined) {
    if (text(query, 'ids') !== undefined || text(query, 'offset') !== undefined)
      throw badRequest('BAD_REQUEST', 'ids and offset need limit.', 'limit');
    return null;
  }
  const limit = Number(limitText);
  if (!/^\d{1,3}$/.test(limitText) || limit < 1 || limit > MAX_DISPUTE_PAGE)
    throw badRequest('BAD_REQUEST', `limit must be a whole number from 1 to ${MAX_DISPUTE_PAGE}.`, 'limit');
  const offsetText = text(query, 'offset') ?? '0';
  if (!/^\d{1,9}$/.test(offsetText))
    throw badRequest('BAD_REQUEST', 'offset must be a whole number from 0.', 'offset');
  const idsText = text(query, 'ids');
  let ids: number[] | null = null;
  if (idsText !== undefined) {
    const parts = idsText.split(',');
    if (parts.length > MAX_DISPUTE_IDS || parts.some((p) => !/^\d{1,10}$/.test(p)))
      throw badRequest(
        'BAD_REQUEST',
        `ids must be 1 to ${MAX_DISPUTE_IDS} dispute ids joined with ",".`,
        'ids',
      );
    // Ids past a Postgres integer match no dispute (and must not reach SQL as one).
    ids = parts.map(Number).filter((id) => id <= 2_147_483_647);
  }
  return { offset: Number(offsetText), limit, ids };
}
