import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The session's lots: every lot of the catalog that is not deleted (sales §4 Item status: a deleted
 * item stays on the review list, greyed, but is no longer one of the sale's items). Every count and
 * list of "the session's lots" — the Review & Publish summary, the calendar's counts, the shipping
 * review's lots and counters — is taken through this one definition, in its two forms: a row test
 * for lots already loaded and a condition for queries.
 */
export const isSessionLot = (lot: { deleted_at: Date | null }): boolean => lot.deleted_at === null;

/** The same test as a SQL condition on the lots table under `alias` (e.g. `.where(sessionLotCondition('l'))`). */
export function sessionLotCondition(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.deleted_at`)} is null`;
}
