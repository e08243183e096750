import { REQUIRED_TEMPLATE_MESSAGE_HEADERS } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** A message a template prints on its invoices (invoicing §3 "Template message"). */
export interface TemplateMessage {
  header: string;
  detail: string;
  sequence: number;
}

/**
 * The messages of one template in print order (by sequence). Payment Option(s) and Shipping Notes
 * are always there: a template made outside the editor (the sales set-up, an old row) that lacks
 * one gets it, empty, under the lowest free number. The preview uses this too.
 */
export async function loadTemplateMessages(db: Kysely<DB>, settingsId: number): Promise<TemplateMessage[]> {
  const rows = await db
    .selectFrom('invoice_setting_messages')
    .select(['header', 'detail', 'sequence'])
    .where('settings_id', '=', settingsId)
    .orderBy('sequence')
    .execute();
  return withRequiredMessages(rows);
}

export function withRequiredMessages(rows: readonly TemplateMessage[]): TemplateMessage[] {
  const messages = [...rows];
  for (const header of REQUIRED_TEMPLATE_MESSAGE_HEADERS) {
    if (messages.some((m) => m.header === header)) continue;
    const used = new Set(messages.map((m) => m.sequence));
    let sequence = 1;
    while (used.has(sequence)) sequence += 1;
    messages.push({ header, detail: '', sequence });
  }
  return messages.sort((a, b) => a.sequence - b.sequence);
}
