import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * The demo users' e-mail addresses: `{userName}@{House ID}.example.com` (staff@demo.example.com), so
 * the password-reset request form has something to match. Users that have one keep it.
 */
export async function seedStaffEmails(db: Kysely<DB>): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({
      email: sql<string>`users.user_name || '@' || (select h.user_name from houses h where h.id = users.house_id) || '.example.com'`,
    })
    .where('email', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
