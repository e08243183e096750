import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadTemplate, templateSender } from '../invoicePayments/invoicePreviewSources.js';

/** Who the automation's e-mails about an invoice group come from, and the template's own subject. */
export interface GroupSender {
  houseName: string;
  /** `"Name" <address>`: the template's sender name (else the house's) and address. */
  from: string;
  bcc: string;
  /** The template's subject, trimmed; '' when it has none. */
  subject: string;
}

/**
 * The group's invoice template sender (its from name, from address and bcc), read as the invoice
 * e-mails read it, so reminders and second-chance offers come from the address buyers know. A group
 * whose template is gone falls back to the house's name at the default address.
 */
export async function groupSender(
  db: Kysely<DB>,
  houseId: number,
  invoiceGroupId: number,
): Promise<GroupSender> {
  const group = await db
    .selectFrom('invoice_groups')
    .innerJoin('houses', 'houses.id', 'invoice_groups.house_id')
    .select(['invoice_groups.settings_id', 'houses.name as houseName'])
    .where('invoice_groups.id', '=', invoiceGroupId)
    .where('invoice_groups.house_id', '=', houseId)
    .executeTakeFirstOrThrow();
  const template = await loadTemplate(db, houseId, group.settings_id).catch(() => null);
  return {
    houseName: group.houseName,
    ...templateSender(template, group.houseName),
    subject: template?.subject.trim() ?? '',
  };
}
