import type { DomainMount } from '../domain.js';
import { lotRoutes, lotsUpdateBodyParser } from './lotRoutes.js';
import { SheetReaderPool, DEFAULT_SHEET_READER_OPTIONS } from './readers/sheetReaderPool.js';
import { snapshotRoutes } from './snapshotRoutes.js';
import { spreadsheetRoutes } from './spreadsheetRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/**
 * The lots of the catalog service (sales §7 Items, Lot page): spreadsheet upload, snapshot, lots.
 * lots/update carries a whole review table, so it has its own (larger) body parser.
 */
export const mountLots: DomainMount = ({ db, auth }) => {
  const readers = new SheetReaderPool({ ...DEFAULT_SHEET_READER_OPTIONS });
  return {
    bodyParsers: [lotsUpdateBodyParser],
    routes: [spreadsheetRoutes(db, auth, readers), snapshotRoutes(db, auth), lotRoutes(db, auth)],
  };
};
