import type { NullableTimestamp, Timestamp } from '../db/columnTypes.js';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the password-reset links and their e-mails (0020; sales §4 Password reset). */
export interface PasswordResetsTable {
  id: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PasswordResetEmailsTable {
  id: Generated<number>;
  house_id: number;
  user_id: number;
  to_address: string;
  from_address: string;
  subject: string;
  body: string;
  delivery: 'smtp' | 'outbox';
  created_at: Timestamp;
}

// Adds this domain's tables to Kysely's table map (`DB` in db/schema.ts).
declare module '../db/schema.js' {
  interface DB {
    password_resets: PasswordResetsTable;
    password_reset_emails: PasswordResetEmailsTable;
  }
}
