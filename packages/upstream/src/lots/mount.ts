import type { Express } from 'express';
import type { Kysely } from 'kysely';
import { requireCaller } from '../viewer/authenticate.js';
import type { DB } from '../db/schema.js';
import { lotRoutes, lotsUpdateBodyParser } from './lotRoutes.js';
import {
  SheetReaderPool,
  type SheetReaderPoolOptions,
  DEFAULT_SHEET_READER_OPTIONS,
} from './readers/sheetReaderPool.js';
import { snapshotRoutes } from './snapshotRoutes.js';
import { spreadsheetRoutes } from './spreadsheetRoutes.js';

/**
 * The items parts of the catalog service (sales §7 Items, Lot page): mount `mountItemsBodyParsers`
 * before the app's JSON parser (lots/update carries a whole review table) and `mountItems` with the
 * other /cps/app routes.
 */
export function mountItemsBodyParsers(app: Express): void {
  app.use(lotsUpdateBodyParser);
}

export function mountItems(
  app: Express,
  db: Kysely<DB>,
  readerOptions: Partial<SheetReaderPoolOptions> = {},
): void {
  const auth = requireCaller(db);
  const readers = new SheetReaderPool({ ...DEFAULT_SHEET_READER_OPTIONS, ...readerOptions });
  app.use(spreadsheetRoutes(db, auth, readers), snapshotRoutes(db, auth), lotRoutes(db, auth));
}
