import { randomInt } from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../db/schema.js';
import type { CatalogsTable } from './tables.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { usDateToIso } from '../invoices/usDate.js';
import { id, integer, oneOf, text } from '../http/bodyFields.js';
import { ownGroupById } from './ownership.js';
import { instantOf, isValidTimeZone, isWithinTwoHours, wallClockOf } from './sessionTime.js';

/** Limits and texts the catalog service enforces on a session (sales §5, §8, §9). */
export const SESSION_LIMITS = { title: 120, viewNotes: 2500, description: 20_000 } as const;
export const STAGGER_SECONDS = [15, 30, 45, 60, 90, 120, 150] as const;
export const SESSION_MESSAGES = {
  dateRange: 'Session date must be within the next two years',
  sessionLimit:
    'You have reached the maximum number of sessions allowed per sale. In order to create a new session, please first add a new sale.',
  locked: 'Catalog is within 2 hours of sale start time',
  markup: 'Viewing notes cannot contain HTML or script',
} as const;

const MARKUP = /<\s*[a-z!/?]|javascript\s*:|\bon[a-z]+\s*=|&lt;\s*script/i;

const SESSION_KEYS = [
  'groupID',
  'title',
  'date',
  'hour',
  'minute',
  'ampm',
  'TZ_zoneName',
  'addressID',
  'isTimed',
  'timedType',
  'timedValue',
  'resellUnsoldLiveLots',
  'defaultShippingOriginID',
  'audioVideo',
  'description',
  'viewNotes',
  'creator',
  'liveStatus',
] as const;

/** POST /cps/app/catalog/{catalogID}'s body: step 1's fields and step 2's settings, all optional on update. */
export interface SessionFields {
  groupID?: number | null | undefined;
  title?: string | undefined;
  date?: string | undefined;
  hour?: number | undefined;
  minute?: number | undefined;
  ampm?: 'AM' | 'PM' | undefined;
  timeZone?: string | undefined;
  addressID?: number | null | undefined;
  timedType?: 0 | 1 | undefined;
  timedValue?: number | undefined;
  resellUnsoldLiveLots?: boolean | undefined;
  defaultShippingOriginID?: number | null | undefined;
  audioVideo?: 0 | 4 | undefined;
  description?: string | undefined;
  viewNotes?: string | undefined;
  creator?: string | undefined;
}

export function parseSessionFields(body: unknown): SessionFields {
  const b = jsonObjectBody(body, SESSION_KEYS);
  const dateText = text(b, 'date');
  const date = dateText === undefined ? undefined : usDateToIso(dateText);
  if (date === null) throw badRequest('INVALID_DATE', 'date must be a date as MM/DD/YYYY.', 'date');
  const minute = integer(b, 'minute', 0, 59);
  if (minute !== undefined && minute % 15 !== 0)
    throw badRequest('INVALID_BODY', 'minute must be 00, 15, 30 or 45.', 'minute');
  const timeZone = text(b, 'TZ_zoneName', { allowEmpty: false });
  if (timeZone !== undefined && !isValidTimeZone(timeZone))
    throw badRequest('INVALID_TIME_ZONE', 'TZ_zoneName must be an IANA time zone.', 'TZ_zoneName');
  const resell = oneOf(b, 'resellUnsoldLiveLots', ['Y', 'N']);
  const viewNotes = text(b, 'viewNotes', { max: SESSION_LIMITS.viewNotes });
  if (viewNotes !== undefined && MARKUP.test(viewNotes))
    throw badRequest('INVALID_VIEW_NOTES', SESSION_MESSAGES.markup, 'viewNotes');
  return {
    groupID: id(b, 'groupID'),
    title: text(b, 'title', { max: SESSION_LIMITS.title, allowEmpty: false }),
    date,
    hour: integer(b, 'hour', 1, 12),
    minute,
    ampm: oneOf(b, 'ampm', ['AM', 'PM']),
    timeZone,
    addressID: id(b, 'addressID'),
    timedType: oneOf(b, 'timedType', [0, 1]),
    timedValue: oneOf(b, 'timedValue', STAGGER_SECONDS),
    resellUnsoldLiveLots: resell === undefined ? undefined : resell === 'Y',
    defaultShippingOriginID: id(b, 'defaultShippingOriginID'),
    audioVideo: oneOf(b, 'audioVideo', [0, 4]),
    description: text(b, 'description', { max: SESSION_LIMITS.description }),
    viewNotes,
    creator: text(b, 'creator', { max: 50 }),
  };
}

type Db = Kysely<DB> | Transaction<DB>;

async function checkAddress(db: Db, houseId: number, addressId: number): Promise<void> {
  const row = await db
    .selectFrom('house_addresses')
    .select('id')
    .where('id', '=', addressId)
    .where('house_id', '=', houseId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw badRequest('ADDRESS_NOT_FOUND', 'No location with this id.', 'addressID');
}

async function checkOrigin(db: Db, houseId: number, originId: number): Promise<void> {
  const row = await db
    .selectFrom('shipping_origins')
    .select('id')
    .where('id', '=', originId)
    .where('house_id', '=', houseId)
    .executeTakeFirst();
  if (!row)
    throw badRequest('ORIGIN_NOT_FOUND', 'No fulfilment location with this id.', 'defaultShippingOriginID');
}

/**
 * The start instant from the date, time and zone (the given ones, else the current ones); refused
 * unless the date is from tomorrow to two years ahead in that zone.
 */
function startOf(
  fields: SessionFields,
  current: { startsAt: Date; timeZone: string } | null,
  now: Date,
): { startsAt: Date; timeZone: string } | null {
  const touched = ['date', 'hour', 'minute', 'ampm', 'timeZone'].some(
    (k) => fields[k as keyof SessionFields] !== undefined,
  );
  if (!touched) return null;
  const timeZone = fields.timeZone ?? current?.timeZone;
  // Fields not given keep the wall-clock values they had in the session's current zone.
  const clock = current ? wallClockOf(current.startsAt, current.timeZone) : null;
  const date = fields.date ?? clock?.isoDate;
  const hour = fields.hour ?? (clock ? Number(clock.hour) : undefined);
  const minute = fields.minute ?? (clock ? Number(clock.minute) : undefined);
  const ampm = fields.ampm ?? clock?.ampm;
  for (const [key, value] of [
    ['date', date],
    ['hour', hour],
    ['minute', minute],
    ['ampm', ampm],
    ['TZ_zoneName', timeZone],
  ] as const)
    if (value === undefined) throw badRequest('FIELD_REQUIRED', `"${key}" is required.`, key);
  const today = wallClockOf(now, timeZone as string).isoDate;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const lastDay = new Date(Date.UTC(y + 2, m, 0)).getUTCDate();
  const max = `${y + 2}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  if ((date as string) < tomorrow || (date as string) > max)
    throw badRequest('SESSION_DATE_OUT_OF_RANGE', SESSION_MESSAGES.dateRange, 'date');
  return {
    startsAt: instantOf(
      date as string,
      hour as number,
      minute as number,
      ampm as 'AM' | 'PM',
      timeZone as string,
    ),
    timeZone: timeZone as string,
  };
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newRef(): string {
  let ref = '';
  for (let i = 0; i < 10; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

/** Column updates shared by create and update. */
function settingsColumns(fields: SessionFields): Updateable<CatalogsTable> {
  const columns: Updateable<CatalogsTable> = {};
  if (fields.title !== undefined) columns.title = fields.title;
  if (fields.timedType !== undefined) columns.timed_type = fields.timedType;
  if (fields.timedValue !== undefined) columns.timed_value = fields.timedValue;
  if (fields.resellUnsoldLiveLots !== undefined)
    columns.resell_unsold_live_lots = fields.resellUnsoldLiveLots;
  if (fields.defaultShippingOriginID !== undefined)
    columns.shipping_origin_id = fields.defaultShippingOriginID;
  if (fields.audioVideo !== undefined) columns.audio_video = fields.audioVideo;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.viewNotes !== undefined) columns.view_notes = fields.viewNotes;
  if (fields.creator !== undefined) columns.creator = fields.creator;
  return columns;
}

/**
 * Creates a session in a sale group (step 1 of a new session): the group must be the caller's and
 * a live/timed sale with room for another session; title, date/time/zone and location are required.
 * The session gets the channels' default states and the location's default contacts.
 */
export async function createSession(
  db: Kysely<DB>,
  houseId: number,
  fields: SessionFields,
  now: Date = new Date(),
): Promise<number> {
  if (fields.groupID === undefined || fields.groupID === null)
    throw badRequest('FIELD_REQUIRED', '"groupID" is required.', 'groupID');
  if (!fields.title) throw badRequest('FIELD_REQUIRED', '"title" is required.', 'title');
  if (!fields.addressID) throw badRequest('FIELD_REQUIRED', '"addressID" is required.', 'addressID');
  const start = startOf(fields, null, now);
  if (!start) throw badRequest('FIELD_REQUIRED', '"date" is required.', 'date');
  return db.transaction().execute(async (trx) => {
    const group = await ownGroupById(trx, houseId, fields.groupID);
    if (group.is_bin) throw badRequest('BIN_GROUP', 'Sessions cannot be added to a Buy Now sale.', 'groupID');
    // Serialises concurrent creations in one group so the limit holds.
    await trx.selectFrom('sale_groups').select('id').where('id', '=', group.id).forUpdate().execute();
    const house = await trx
      .selectFrom('houses')
      .select(['max_sessions_per_sale', 'currency_code'])
      .where('id', '=', houseId)
      .executeTakeFirstOrThrow();
    const count = await trx
      .selectFrom('catalogs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sale_group_id', '=', group.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= house.max_sessions_per_sale)
      throw new HttpError(409, 'SESSION_LIMIT_REACHED', SESSION_MESSAGES.sessionLimit, 'groupID');
    await checkAddress(trx, houseId, fields.addressID as number);
    if (fields.defaultShippingOriginID) await checkOrigin(trx, houseId, fields.defaultShippingOriginID);
    const firstStep = await trx
      .selectFrom('buyer_premium_steps')
      .select('rate')
      .where('sale_group_id', '=', group.id)
      .orderBy('from_amount')
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('catalogs')
      .values({
        house_id: houseId,
        sale_group_id: group.id,
        ref: newRef(),
        title: fields.title as string,
        identifier: `S${String(group.id).padStart(3, '0')}${String(Number(count.n) + 1)}`,
        starts_at: start.startsAt,
        time_zone: start.timeZone,
        address_id: fields.addressID as number,
        sale_type: group.is_timed ? 'timed' : 'live',
        buyer_premium_rate: firstStep?.rate ?? 25_000,
        currency_code: house.currency_code,
        ...settingsColumns(fields),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const channels = await trx.selectFrom('sale_channels').select(['id', 'default_state']).execute();
    if (channels.length > 0)
      await trx
        .insertInto('catalog_channels')
        .values(channels.map((c) => ({ catalog_id: inserted.id, channel_id: c.id, state: c.default_state })))
        .execute();
    const defaults = await trx
      .selectFrom('address_defaults')
      .selectAll()
      .where('address_id', '=', fields.addressID as number)
      .executeTakeFirst();
    const contacts = [
      [1, defaults?.consign_contact_id],
      [3, defaults?.sale_admin_id],
      [4, defaults?.expert_contact_id],
    ] as const;
    const rows = contacts.flatMap(([type, contactId]) =>
      contactId ? [{ catalog_id: inserted.id, contact_type: type, contact_id: contactId }] : [],
    );
    if (rows.length > 0) await trx.insertInto('catalog_contacts').values(rows).execute();
    if (defaults?.view_notes && fields.viewNotes === undefined)
      await trx
        .updateTable('catalogs')
        .set({ view_notes: defaults.view_notes })
        .where('id', '=', inserted.id)
        .execute();
    return inserted.id;
  });
}

/** Updates a session of the house; refused within 2 hours of its start (sales §4 two-hour lock). */
export async function updateSession(
  db: Kysely<DB>,
  houseId: number,
  catalogId: number,
  fields: SessionFields,
  now: Date = new Date(),
): Promise<number> {
  const current = await db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .select([
      'catalogs.id',
      'catalogs.kind',
      'catalogs.starts_at',
      'catalogs.time_zone',
      'catalogs.sale_group_id',
      'houses.time_zone as house_time_zone',
    ])
    .where('catalogs.id', '=', catalogId)
    .where('catalogs.house_id', '=', houseId)
    .executeTakeFirst();
  if (!current) throw new HttpError(404, 'CATALOG_NOT_FOUND', 'No catalog with this id.');
  if (fields.groupID !== undefined && fields.groupID !== null && fields.groupID !== current.sale_group_id)
    throw badRequest('INVALID_BODY', 'A session cannot move to another sale.', 'groupID');
  if (current.kind === 'session' && isWithinTwoHours(current.starts_at, now))
    throw new HttpError(409, 'CATALOG_LOCKED', SESSION_MESSAGES.locked);
  const start = startOf(
    fields,
    { startsAt: current.starts_at, timeZone: current.time_zone ?? current.house_time_zone },
    now,
  );
  if (fields.addressID) await checkAddress(db, houseId, fields.addressID);
  if (fields.addressID === null) throw badRequest('FIELD_REQUIRED', '"addressID" is required.', 'addressID');
  if (fields.defaultShippingOriginID) await checkOrigin(db, houseId, fields.defaultShippingOriginID);
  const columns = settingsColumns(fields);
  if (start) {
    columns.starts_at = start.startsAt;
    columns.time_zone = start.timeZone;
  }
  if (fields.addressID) columns.address_id = fields.addressID;
  if (Object.keys(columns).length > 0)
    await db
      .updateTable('catalogs')
      .set(columns)
      .where('id', '=', catalogId)
      .where('house_id', '=', houseId)
      .execute();
  return catalogId;
}
