import type { DomainMount } from '../domain.js';
import { DEFAULT_SHEET_READER_OPTIONS, SheetReaderPool } from '../lots/readers/sheetReaderPool.js';
import { realizedRoutes } from './realizedRoutes.js';
import { seedRealizedPrices } from './realizedSeed.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/**
 * Realized prices (sales §2 Edit Realized Prices, §7): the upload reads files with the items
 * upload's readers (its own pool, so one screen's files do not queue behind the other's).
 */
export const mountRealizedPrices: DomainMount = ({ db, auth }) => {
  const readers = new SheetReaderPool({ ...DEFAULT_SHEET_READER_OPTIONS });
  return { routes: [realizedRoutes(db, auth, readers)] };
};
/** Published prices for a few past catalogs of each house (reads only the shared seed's rows). */
mountRealizedPrices.seed = async (db, now) => ({ realized_prices: await seedRealizedPrices(db, now) });
