import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../viewer/password.js';
import type { DB } from '../db/schema.js';
import { chunk } from '../invoiceGroups/buildInvoiceGroup.js';
import { TABLES_WITH_IDS, type SeedData } from './seedData.js';

/** Rows per multi-row insert (PostgreSQL allows 65535 bound parameters per statement). */
const BATCH_ROWS = 1_000;

/** Hashes are deterministic for a given salt; tests seed many databases, so hash each once. */
const hashCache = new Map<string, Promise<string>>();

function cachedHash(password: string, saltHex: string): Promise<string> {
  const key = `${saltHex}:${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(password, Buffer.from(saltHex, 'hex'));
    hashCache.set(key, hash);
  }
  return hash;
}

/** Inserts generated rows in one transaction, in foreign-key order, then moves id sequences past them. */
export async function insertSeed(db: Kysely<DB>, data: SeedData): Promise<void> {
  const users = await Promise.all(
    data.users.map(async ({ password, salt, ...user }) => ({
      ...user,
      password_hash: await cachedHash(password, salt),
    })),
  );
  await db.transaction().execute(async (trx) => {
    await batches(data.houses, (rows) => trx.insertInto('houses').values(rows).execute());
    await batches(data.house_addresses, (rows) => trx.insertInto('house_addresses').values(rows).execute());
    await batches(users, (rows) => trx.insertInto('users').values(rows).execute());
    await batches(data.invoice_settings, (rows) => trx.insertInto('invoice_settings').values(rows).execute());
    await batches(data.invoice_setting_charges, (rows) =>
      trx.insertInto('invoice_setting_charges').values(rows).execute(),
    );
    await batches(data.sale_groups, (rows) => trx.insertInto('sale_groups').values(rows).execute());
    await batches(data.catalogs, (rows) => trx.insertInto('catalogs').values(rows).execute());
    await batches(data.lots, (rows) => trx.insertInto('lots').values(rows).execute());
    await batches(data.bidders, (rows) => trx.insertInto('bidders').values(rows).execute());
    await batches(data.approvals, (rows) => trx.insertInto('approvals').values(rows).execute());
    await batches(data.sale_results, (rows) => trx.insertInto('sale_results').values(rows).execute());
    await batches(data.invoice_groups, (rows) => trx.insertInto('invoice_groups').values(rows).execute());
    await batches(data.invoice_group_catalogs, (rows) =>
      trx.insertInto('invoice_group_catalogs').values(rows).execute(),
    );
    await batches(data.invoices, (rows) => trx.insertInto('invoices').values(rows).execute());
    await batches(data.invoice_lines, (rows) => trx.insertInto('invoice_lines').values(rows).execute());
    await syncIdentitySequences(trx);
  });
}

/** Multi-row inserts of BATCH_ROWS rows (Kysely fills columns a row leaves out with DEFAULT). */
async function batches<R>(rows: readonly R[], insert: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunk(rows, BATCH_ROWS)) await insert(batch);
}

/** Rows were inserted with explicit ids: later inserts must not collide with them. */
export async function syncIdentitySequences(db: Kysely<DB> | Transaction<DB>): Promise<void> {
  for (const table of TABLES_WITH_IDS)
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
}
