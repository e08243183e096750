import { lotKey, type LotRulesContext } from '@ah/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import { isWithinTwoHours } from '../saleWizard/sessionTime.js';
import type { SaleKind } from './spreadsheetLayouts.js';
import { LOT_MESSAGES } from '@ah/schema';

/** What the lot rules need to know about an existing lot of the catalog. */
export interface ExistingLot {
  id: number;
  /** Lot number plus extension ("12A"); null when unlotted. */
  key: string | null;
  invNumber: string | null;
  deleted: boolean;
  startingBid: number | null;
  reserve: number | null;
  hasAbsenteeBid: boolean;
}

/** A catalog's kind, lock and limits, without its lots: what the reads that need no lot rules use. */
export interface CatalogHead {
  houseId: number;
  catalogId: number;
  kind: SaleKind;
  startsAt: Date;
  in2Hours: boolean;
  maxLots: number;
  /** Whether the house's connection requires lot numbers (not for e/p connections). */
  lotNumberRequired: boolean;
}

/** A catalog as the item routes see it: its kind, lock, rules context and lots. */
export interface ItemContext extends CatalogHead {
  rules: LotRulesContext;
  lots: ExistingLot[];
}

/** The catalog of the house (404 CATALOG_NOT_FOUND otherwise), without its lots: one row. */
export async function loadCatalogHead(db: Kysely<DB>, houseId: number, catalogId: number): Promise<CatalogHead> {
  const catalog = await db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .select([
      'catalogs.id',
      'catalogs.kind',
      'catalogs.sale_type',
      'catalogs.starts_at',
      'houses.connect_type',
      'houses.max_lots_per_catalog',
    ])
    .where('catalogs.id', '=', catalogId)
    .where('catalogs.house_id', '=', houseId)
    .executeTakeFirst();
  if (!catalog) throw new HttpError(404, 'CATALOG_NOT_FOUND', 'No catalog with this id.');
  const kind: SaleKind = catalog.kind === 'bin' ? 'bin' : catalog.sale_type === 'timed' ? 'timed' : 'live';
  return {
    houseId,
    catalogId,
    kind,
    startsAt: catalog.starts_at,
    // A fixed-price sale runs continuously: it has no two-hour lock.
    in2Hours: kind !== 'bin' && isWithinTwoHours(catalog.starts_at),
    maxLots: catalog.max_lots_per_catalog,
    lotNumberRequired: !['e', 'p'].includes(catalog.connect_type),
  };
}

/** The catalog with every lot as the lot rules need them (the writes: uploads, saves, deletes). */
export async function loadItemContext(
  db: Kysely<DB>,
  houseId: number,
  catalogId: number,
): Promise<ItemContext> {
  const head = await loadCatalogHead(db, houseId, catalogId);
  const rows = await db
    .selectFrom('lots')
    .select([
      'id',
      'lot_number',
      'lot_number_ext',
      'inv_number',
      'deleted_at',
      'starting_bid',
      'reserve',
      sql<boolean>`exists (select 1 from order_bids ob where ob.lot_id = lots.id and ob.cancelled_at is null)`.as(
        'has_bid',
      ),
    ])
    .where('catalog_id', '=', catalogId)
    .execute();
  const lots = rows.map((r) => ({
    id: r.id,
    key: r.lot_number === null ? null : lotKey(String(r.lot_number), r.lot_number_ext),
    invNumber: r.inv_number,
    deleted: r.deleted_at !== null,
    startingBid: r.starting_bid,
    reserve: r.reserve,
    hasAbsenteeBid: r.has_bid,
  }));
  return {
    ...head,
    rules: {
      isBin: head.kind === 'bin',
      isTimed: head.kind === 'timed',
      lotNumberRequired: head.lotNumberRequired,
      deletedLotNumbers: lots.filter((l) => l.deleted && l.key !== null).map((l) => l.key as string),
    },
    lots,
  };
}

/** The two-hour lock (sales §4): 409 CATALOG_LOCKED with the spec's text. */
export function assertNotLocked(ctx: Pick<ItemContext, 'in2Hours'>): void {
  if (ctx.in2Hours) throw new HttpError(409, 'CATALOG_LOCKED', LOT_MESSAGES.lockedText);
}
