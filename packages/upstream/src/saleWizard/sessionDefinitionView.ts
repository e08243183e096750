import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ContactTypeId } from './tables.js';
import { notFound } from '../http/httpError.js';
import { formatDateFull } from '../invoices/usDate.js';
import { thousandthsToDecimal } from './rates.js';
import { isWithinTwoHours, wallClockOf } from './sessionTime.js';

export interface ContactJson {
  id: number;
  firstname: string;
  lastname: string;
}

/** GET /cps/app/catalog/{catalogID}'s sessionDefinition (sales §3). */
export interface SessionDefinitionJson {
  catalogID: number;
  catalogRef: string;
  houseID: number;
  houseAlias: string;
  groupID: number;
  title: string;
  date: string;
  dateEnd: string | null;
  hour: string;
  minute: string;
  ampm: 'AM' | 'PM';
  eventDateUTCString: string;
  TZ_zoneName: string;
  dateTimeDisplay: string;
  addressID: number;
  isTimed: 0 | 1;
  timedType: 0 | 1;
  timedValue: number;
  resellUnsoldLiveLots: 'Y' | 'N';
  liveStatus: string;
  audioVideo: 0 | 4;
  categories: Array<{ id: number; name: string }>;
  categoryIDs: number[];
  street1: string;
  street2: string;
  city: string;
  state: string;
  postCode: string;
  country: string;
  currency: { code: string; name: string };
  creator: string | null;
  description: string;
  viewNotes: string;
  vat: string;
  contacts: Record<'1' | '3' | '4', ContactJson | null>;
  consignContact: number | null;
  saleAdmin: number | null;
  expertContact: number | null;
  defaultShippingOriginID: number | null;
  invoiceGroupSettingsID: number | null;
  in2Hours: boolean;
}

/** The session time zone: the catalog's own, else the house's. */
export function sessionTimeZone(row: { time_zone: string | null }, houseTimeZone: string): string {
  return row.time_zone ?? houseTimeZone;
}

/** The session definition of one catalog of the house, or 404. */
export async function loadSessionDefinition(
  db: Kysely<DB>,
  houseId: number,
  catalogId: number,
  now: Date = new Date(),
): Promise<SessionDefinitionJson> {
  const row = await db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .innerJoin('sale_groups', 'sale_groups.id', 'catalogs.sale_group_id')
    .innerJoin('house_addresses', 'house_addresses.id', 'catalogs.address_id')
    .leftJoin('currencies', 'currencies.code', 'catalogs.currency_code')
    .leftJoin('invoice_group_catalogs', 'invoice_group_catalogs.catalog_id', 'catalogs.id')
    .leftJoin('invoice_groups', 'invoice_groups.id', 'invoice_group_catalogs.invoice_group_id')
    .selectAll('catalogs')
    .select([
      'houses.user_name as house_alias',
      'houses.time_zone as house_time_zone',
      'sale_groups.group_settings_id',
      'invoice_groups.settings_id as invoiced_settings_id',
      'house_addresses.line1',
      'house_addresses.line2',
      'house_addresses.city',
      'house_addresses.state',
      'house_addresses.province',
      'house_addresses.postal_code',
      'house_addresses.country',
      'currencies.name as currency_name',
    ])
    .where('catalogs.id', '=', catalogId)
    .where('catalogs.house_id', '=', houseId)
    .executeTakeFirst();
  if (!row) throw notFound('CATALOG_NOT_FOUND', 'No catalog with this id.');

  const [categories, contacts] = await Promise.all([
    db
      .selectFrom('catalog_categories')
      .innerJoin('categories', 'categories.id', 'catalog_categories.category_id')
      .select(['categories.id', 'categories.name'])
      .where('catalog_categories.catalog_id', '=', catalogId)
      .orderBy('categories.sequence')
      .orderBy('categories.id')
      .execute(),
    db
      .selectFrom('catalog_contacts')
      .innerJoin('house_contacts', 'house_contacts.id', 'catalog_contacts.contact_id')
      .select([
        'catalog_contacts.contact_type',
        'house_contacts.id',
        'house_contacts.first_name',
        'house_contacts.last_name',
      ])
      .where('catalog_contacts.catalog_id', '=', catalogId)
      .execute(),
  ]);
  const contactOf = (type: ContactTypeId): ContactJson | null => {
    const c = contacts.find((x) => x.contact_type === type);
    return c ? { id: c.id, firstname: c.first_name, lastname: c.last_name } : null;
  };
  const timeZone = sessionTimeZone(row, row.house_time_zone);
  const clock = wallClockOf(row.starts_at, timeZone);
  const consign = contactOf(1);
  const admin = contactOf(3);
  const expert = contactOf(4);
  return {
    catalogID: row.id,
    catalogRef: row.ref,
    houseID: row.house_id,
    houseAlias: row.house_alias,
    groupID: row.sale_group_id,
    title: row.title,
    date: clock.usDate,
    dateEnd: row.ends_at ? wallClockOf(row.ends_at, timeZone).usDate : null,
    hour: clock.hour,
    minute: clock.minute,
    ampm: clock.ampm,
    eventDateUTCString: row.starts_at.toISOString(),
    TZ_zoneName: timeZone,
    dateTimeDisplay: formatDateFull(row.starts_at, timeZone),
    addressID: row.address_id,
    isTimed: row.sale_type === 'timed' ? 1 : 0,
    timedType: row.timed_type === 0 ? 0 : 1,
    timedValue: row.timed_value,
    resellUnsoldLiveLots: row.resell_unsold_live_lots ? 'Y' : 'N',
    liveStatus: row.live_status,
    audioVideo: row.audio_video === 4 ? 4 : 0,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    categoryIDs: categories.map((c) => c.id),
    street1: row.line1,
    street2: row.line2,
    city: row.city,
    state: row.state || row.province,
    postCode: row.postal_code,
    country: row.country,
    currency: { code: row.currency_code, name: row.currency_name ?? row.currency_code },
    creator: row.creator,
    description: row.description,
    viewNotes: row.view_notes,
    vat: thousandthsToDecimal(row.vat_rate),
    contacts: { '1': consign, '3': admin, '4': expert },
    consignContact: consign?.id ?? null,
    saleAdmin: admin?.id ?? null,
    expertContact: expert?.id ?? null,
    defaultShippingOriginID: row.shipping_origin_id,
    invoiceGroupSettingsID: row.invoiced_settings_id ?? row.group_settings_id,
    in2Hours: isWithinTwoHours(row.starts_at, now),
  };
}
