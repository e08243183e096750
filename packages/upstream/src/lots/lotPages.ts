import { REVIEW_STATUS_SORT_ORDER, type ReviewItemStatusName, type ReviewLotCounts } from '@ah/schema';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';

/**
 * The paged, filtered reads of a catalog's lots (the extension of GET .../lots and .../preview,
 * x-extension in catalog.yaml): SQL does the filter, the order and the page, so a page costs the
 * same whatever the size of the catalog (indexes of migration 0024).
 */

export type LotPageFilter =
  'all' | 'unpublished' | 'banned' | 'potentiallyBanned' | 'paymentRestricted' | 'withoutImages' | 'unlotted';

export interface LotPageQuery {
  filter: LotPageFilter;
  sort: 'number' | 'status';
  showDeleted: boolean;
  pick: 'featured' | 'cover' | null;
  search: string;
  /** Only these lots (the featured cards by their saved ids); null for every lot. */
  ids: number[] | null;
  offset: number;
  limit: number;
}

const FILTERS: readonly LotPageFilter[] = [
  'all',
  'unpublished',
  'banned',
  'potentiallyBanned',
  'paymentRestricted',
  'withoutImages',
  'unlotted',
];

export const MAX_PAGE_LIMIT = 500;

type Query = Record<string, unknown>;
const text = (query: Query, name: string): string | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('BAD_REQUEST', `${name} must be given once.`, name);
  return value;
};

function pageOf(query: Query): { offset: number; limit: number } | null {
  const limitText = text(query, 'limit');
  if (limitText === undefined) return null;
  const limit = Number(limitText);
  if (!/^\d{1,3}$/.test(limitText) || limit < 1 || limit > MAX_PAGE_LIMIT)
    throw badRequest('BAD_REQUEST', `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`, 'limit');
  const offsetText = text(query, 'offset') ?? '0';
  if (!/^\d{1,9}$/.test(offsetText))
    throw badRequest('BAD_REQUEST', 'offset must be a whole number from 0.', 'offset');
  return { offset: Number(offsetText), limit };
}

function searchOf(query: Query): string {
  const search = text(query, 'search') ?? '';
  if (search.length > 200) throw badRequest('BAD_REQUEST', 'search is longer than 200 characters.', 'search');
  return search.trim().toLowerCase();
}

/** `ids`: lot ids joined by commas, at most a page's worth; null when not given. */
function idsOf(query: Query): number[] | null {
  const value = text(query, 'ids');
  if (value === undefined) return null;
  const ids = value.split(',').map((id) => id.trim());
  if (ids.length > MAX_PAGE_LIMIT || ids.some((id) => !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647))
    throw badRequest('BAD_REQUEST', `ids must be 1 to ${MAX_PAGE_LIMIT} lot ids joined by commas.`, 'ids');
  return ids.map(Number);
}

/** The page a listing asks for; null without `limit` (the legacy call: every lot). */
export function lotPageQueryOf(query: Query): LotPageQuery | null {
  const page = pageOf(query);
  if (page === null) return null;
  const filter = text(query, 'filter') ?? 'all';
  if (!FILTERS.includes(filter as LotPageFilter))
    throw badRequest('BAD_REQUEST', `filter must be one of ${FILTERS.join(', ')}.`, 'filter');
  const sort = text(query, 'sort') ?? 'number';
  if (sort !== 'number' && sort !== 'status')
    throw badRequest('BAD_REQUEST', 'sort must be number or status.', 'sort');
  const showDeleted = text(query, 'showDeleted') ?? 'true';
  if (showDeleted !== 'true' && showDeleted !== 'false')
    throw badRequest('BAD_REQUEST', 'showDeleted must be true or false.', 'showDeleted');
  const pick = text(query, 'pick') ?? null;
  if (pick !== null && pick !== 'featured' && pick !== 'cover')
    throw badRequest('BAD_REQUEST', 'pick must be featured or cover.', 'pick');
  return {
    filter: filter as LotPageFilter,
    sort,
    showDeleted: showDeleted === 'true',
    pick,
    search: searchOf(query),
    ids: idsOf(query),
    ...page,
  };
}

/** The preview's page (search only; deleted lots are never in the preview); null without `limit`. */
export function previewPageQueryOf(query: Query): LotPageQuery | null {
  const page = pageOf(query);
  if (page === null) return null;
  return {
    filter: 'all',
    sort: 'number',
    showDeleted: false,
    pick: null,
    search: searchOf(query),
    ids: null,
    ...page,
  };
}

type LotsEb = ExpressionBuilder<DB, 'lots'>;

/** Lots whose number (with or without extension), inventory number or title contains the search. */
function searchCondition(eb: LotsEb, search: string): Expression<SqlBool> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb.or([
    eb(sql<string>`lots.lot_number::text || lots.lot_number_ext`, 'ilike', pattern),
    eb(sql<string>`lots.lot_number::text`, 'ilike', pattern),
    eb('lots.inv_number', 'ilike', pattern),
    eb('lots.title', 'ilike', pattern),
  ]);
}

/** The filter's condition (sales §4: deleted lots show only under all). */
function filterCondition(eb: LotsEb, filter: LotPageFilter): Expression<SqlBool> | null {
  const kept = eb('lots.deleted_at', 'is', null);
  switch (filter) {
    case 'all':
      return null;
    case 'unpublished':
      return eb.and([kept, eb('lots.unpublished', '=', true)]);
    case 'banned':
      return eb.and([kept, eb('lots.banned', '=', true)]);
    case 'potentiallyBanned':
      return eb.and([kept, eb('lots.potentially_banned', '=', true)]);
    case 'paymentRestricted':
      return eb.and([kept, eb('lots.restricted', '=', true)]);
    case 'withoutImages':
      return eb.and([kept, eb('lots.image_count', '=', 0)]);
    case 'unlotted':
      return eb.and([
        kept,
        eb('lots.lot_number', 'is', null),
        eb(sql`coalesce(trim(lots.inv_number), '')`, '<>', ''),
      ]);
  }
}

function conditions(eb: LotsEb, q: LotPageQuery): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  const filter = filterCondition(eb, q.filter);
  if (filter) all.push(filter);
  if (!q.showDeleted || q.pick !== null) all.push(eb('lots.deleted_at', 'is', null));
  if (q.pick !== null) all.push(eb('lots.image_count', '>', 0));
  if (q.pick === 'featured') all.push(eb('lots.lot_number', 'is not', null));
  if (q.search) all.push(searchCondition(eb, q.search));
  if (q.ids) all.push(eb('lots.id', 'in', q.ids.length > 0 ? q.ids : [0]));
  return eb.and(all);
}

const rank = (status: ReviewItemStatusName) => sql.lit(REVIEW_STATUS_SORT_ORDER.indexOf(status));

/** The status column's rank (sales §4 Item status: the most severe status that applies, then its place). */
const statusRank = sql<number>`case
  when lots.deleted_at is not null then ${rank('DELETED')}
  when lots.banned then ${rank('BANNED')}
  when lots.potentially_banned then ${rank('POTENTIALLY_BANNED')}
  when lots.restricted then ${rank('PAYMENT_RESTRICTED')}
  when lots.unpublished then ${rank('UNPUBLISHED')}
  when lots.image_count = 0 then ${rank('WITHOUT_IMAGES')}
  else ${rank('PUBLISHED')} end`;

/** One page of the catalog's lots that match, in lot-number (or status) order, and how many match. */
export async function selectLotPage(db: Kysely<DB>, catalogId: number, q: LotPageQuery) {
  let rows = db
    .selectFrom('lots')
    .selectAll('lots')
    .select(
      sql<number>`(select count(*) from order_bids ob where ob.lot_id = lots.id and ob.cancelled_at is null)::int`.as(
        'order_bid_count',
      ),
    )
    .where('lots.catalog_id', '=', catalogId)
    .where((eb) => conditions(eb, q));
  if (q.sort === 'status') rows = rows.orderBy(statusRank);
  const [lots, count] = await Promise.all([
    rows
      .orderBy(sql`lots.lot_number is null`)
      .orderBy('lots.lot_number')
      .orderBy('lots.lot_number_ext')
      .orderBy('lots.inv_number')
      .orderBy('lots.id')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    db
      .selectFrom('lots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('lots.catalog_id', '=', catalogId)
      .where((eb) => conditions(eb, q))
      .executeTakeFirstOrThrow(),
  ]);
  return { lots, totalCount: Number(count.n) };
}

/** How many of the catalog's lots are not deleted (the preview's "N items"). */
export async function countSessionLots(db: Kysely<DB>, catalogId: number): Promise<number> {
  const row = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('catalog_id', '=', catalogId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The review's whole-catalog counts over the non-deleted lots (the counts extension, GET .../lots/counts):
 * one aggregate in SQL, the same figures as `reviewLotCounts` of @ah/schema over every lot.
 */
export async function selectLotCounts(db: Kysely<DB>, catalogId: number): Promise<ReviewLotCounts> {
  const n = (condition: string) => sql<string>`count(*) filter (where ${sql.raw(condition)})`;
  const row = await db
    .selectFrom('lots')
    .select([
      (eb) => eb.fn.countAll<string>().as('live'),
      n('lots.unpublished').as('unpublished'),
      n('lots.banned').as('banned'),
      n('lots.potentially_banned').as('potentiallyBanned'),
      n('lots.restricted').as('paymentRestricted'),
      n('lots.image_count = 0').as('withoutImages'),
      n('lots.lot_number is null').as('withoutLotNumber'),
    ])
    .where('lots.catalog_id', '=', catalogId)
    .where('lots.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    live: Number(row.live),
    unpublished: Number(row.unpublished),
    banned: Number(row.banned),
    potentiallyBanned: Number(row.potentiallyBanned),
    paymentRestricted: Number(row.paymentRestricted),
    withoutImages: Number(row.withoutImages),
    withoutLotNumber: Number(row.withoutLotNumber),
  };
}
