import type { ColumnType } from 'kysely';

/** Column types the domains' table files (<domain>/tables.ts) share. */

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** date: read as YYYY-MM-DD (never a Date, which would drag in a time zone). */
export type DateOnly = ColumnType<string | null, string | null | undefined, string | null>;
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** jsonb: written as JSON text, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
/** Kept by the database's triggers: read only, never inserted or updated by the code. */
export type Kept<T> = ColumnType<T, never, never>;
