import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What the preview reads besides the invoices: the template's e-mail and PayPal settings, the house address. */

export interface AddressView {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  province: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
}

export interface TemplateRow {
  id: number;
  name: string;
  subject: string;
  fromName: string;
  fromEmail: string;
  bccEmail: string;
  houseAddressId: number | null;
  paypal: boolean;
  paypalEmail: string;
}

/**
 * Who a house's e-mails from a template come from: its sender name (else the house's name, without
 * the characters that would break the header) at its address (else the default), and its bcc. The
 * invoice e-mails and the unpaid-item automation's both send as this.
 */
export function templateSender(
  template: Pick<TemplateRow, 'fromName' | 'fromEmail' | 'bccEmail'> | null,
  houseName: string,
): { from: string; bcc: string } {
  const fromName = (template?.fromName.trim() || houseName).replace(/["<>]/g, '');
  return {
    from: `"${fromName}" <${template?.fromEmail.trim() || 'invoices@localhost'}>`,
    bcc: template?.bccEmail.trim() ?? '',
  };
}

export async function loadTemplate(
  db: Kysely<DB>,
  houseId: number,
  settingsId: number,
): Promise<TemplateRow> {
  const row = await db
    .selectFrom('invoice_settings')
    .select([
      'id',
      'name',
      'subject',
      'from_name',
      'from_email',
      'bcc_email',
      'house_address_id',
      'paypal',
      'paypal_email',
    ])
    .where('id', '=', settingsId)
    .where('house_id', '=', houseId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    fromName: row.from_name,
    fromEmail: row.from_email,
    bccEmail: row.bcc_email,
    houseAddressId: row.house_address_id,
    paypal: row.paypal,
    paypalEmail: row.paypal_email,
  };
}

/** The template's address, else the house's primary location, else its first. */
export async function loadHouseAddress(
  db: Kysely<DB>,
  houseId: number,
  addressId: number | null,
): Promise<AddressView | null> {
  const row = await db
    .selectFrom('house_addresses')
    .selectAll()
    .where('house_id', '=', houseId)
    .orderBy((eb) =>
      eb
        .case()
        .when('id', '=', addressId ?? 0)
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    province: row.province,
    postalCode: row.postal_code,
    country: row.country,
    phone: row.phone,
    email: row.email,
  };
}
