import { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../viewer/caller.js';
import type { DB } from '../db/schema.js';
import type { ChannelStateCode, ContactTypeId } from './tables.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { bool, idList } from '../http/bodyFields.js';
import { ownCatalog, type OwnedCatalog } from './ownership.js';
import { SESSION_MESSAGES } from './sessionSave.js';
import { isWithinTwoHours } from './sessionTime.js';

export const CATEGORY_LIMITS = { min: 1, max: 8 } as const;
const CONTACT_TYPE_KEYS = ['1', '3', '4'] as const;

/** Settings of a session cannot change within 2 hours of its start (sales §4). */
async function editableCatalog(db: Kysely<DB>, req: Request): Promise<OwnedCatalog> {
  const catalog = await ownCatalog(db, req);
  if (catalog.kind === 'session' && isWithinTwoHours(catalog.starts_at))
    throw new HttpError(409, 'CATALOG_LOCKED', SESSION_MESSAGES.locked);
  return catalog;
}

export interface ChannelJson {
  channelID: number;
  channelName: string;
  states: ChannelStateCode[];
  value: ChannelStateCode;
}

export async function loadChannels(db: Kysely<DB>, catalogId: number): Promise<ChannelJson[]> {
  const rows = await db
    .selectFrom('sale_channels')
    .leftJoin('catalog_channels', (join) =>
      join
        .onRef('catalog_channels.channel_id', '=', 'sale_channels.id')
        .on('catalog_channels.catalog_id', '=', catalogId),
    )
    .select([
      'sale_channels.id',
      'sale_channels.name',
      'sale_channels.states',
      'sale_channels.default_state',
      'catalog_channels.state',
    ])
    .orderBy('sale_channels.id')
    .execute();
  return rows.map((r) => ({
    channelID: r.id,
    channelName: r.name,
    states: r.states.map(Number) as ChannelStateCode[],
    value: (r.state ?? r.default_state) as ChannelStateCode,
  }));
}

/** {contacts: {"1": id|null, "3": id|null, "4": id|null}}: each a contact of the house with that type. */
async function parseContacts(
  db: Kysely<DB>,
  houseId: number,
  body: unknown,
): Promise<Map<ContactTypeId, number | null>> {
  const b = jsonObjectBody(body, ['contacts']);
  const contacts = b['contacts'];
  if (typeof contacts !== 'object' || contacts === null || Array.isArray(contacts))
    throw badRequest('INVALID_BODY', '"contacts" must be an object keyed by contact type.', 'contacts');
  const chosen = new Map<ContactTypeId, number | null>();
  for (const [key, value] of Object.entries(contacts as Record<string, unknown>)) {
    if (!CONTACT_TYPE_KEYS.includes(key as (typeof CONTACT_TYPE_KEYS)[number]))
      throw badRequest('INVALID_BODY', `Unknown contact type "${key}".`, 'contacts');
    const type = Number(key) as ContactTypeId;
    if (value === null) {
      chosen.set(type, null);
      continue;
    }
    const [contactId] = idList([value], `contacts.${key}`);
    const known = await db
      .selectFrom('house_contacts')
      .innerJoin('house_contact_types', 'house_contact_types.contact_id', 'house_contacts.id')
      .select('house_contacts.id')
      .where('house_contacts.id', '=', contactId as number)
      .where('house_contacts.house_id', '=', houseId)
      .where('house_contact_types.contact_type', '=', type)
      .executeTakeFirst();
    if (!known)
      throw badRequest('CONTACT_NOT_FOUND', 'No contact of this type with this id.', `contacts.${key}`);
    chosen.set(type, contactId as number);
  }
  return chosen;
}

async function saveContacts(
  db: Kysely<DB>,
  catalogId: number,
  chosen: Map<ContactTypeId, number | null>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [type, contactId] of chosen) {
      await trx
        .deleteFrom('catalog_contacts')
        .where('catalog_id', '=', catalogId)
        .where('contact_type', '=', type)
        .execute();
      if (contactId !== null)
        await trx
          .insertInto('catalog_contacts')
          .values({ catalog_id: catalogId, contact_type: type, contact_id: contactId })
          .execute();
    }
  });
}

/** Step 2's parallel saves (sales §7): categories, channels, contacts, defaults; and the bin sale's contacts. */
export function sessionSettingsRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/cps/app/catalog/:catalogID/channels', auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    res.json({ channels: await loadChannels(db, catalog.id) });
  });

  router.post('/cps/app/catalog/:catalogID/channels', auth, async (req, res) => {
    const catalog = await editableCatalog(db, req);
    if (!Array.isArray(req.body) || req.body.length > 50)
      throw badRequest('INVALID_BODY', 'The body must be a list of {channelID, value}.');
    const current = await loadChannels(db, catalog.id);
    const next = new Map(current.map((c) => [c.channelID, c.value]));
    for (const [i, item] of (req.body as unknown[]).entries()) {
      const entry = jsonObjectBody(item, ['channelID', 'value', 'channelName', 'states']);
      const channel = current.find((c) => c.channelID === entry['channelID']);
      if (!channel) throw badRequest('CHANNEL_NOT_FOUND', 'No channel with this id.', `${i}.channelID`);
      const value = entry['value'];
      if (!channel.states.includes(value as ChannelStateCode))
        throw badRequest(
          'INVALID_CHANNEL_STATE',
          `${channel.channelName} cannot take this state.`,
          `${i}.value`,
        );
      next.set(channel.channelID, value as ChannelStateCode);
    }
    if (![...next.values()].includes(2))
      throw badRequest(
        'CHANNEL_REQUIRED',
        'Please make the sale available on at least one channel',
        'channels',
      );
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('catalog_channels').where('catalog_id', '=', catalog.id).execute();
      await trx
        .insertInto('catalog_channels')
        .values(
          [...next].map(([channelId, state]) => ({ catalog_id: catalog.id, channel_id: channelId, state })),
        )
        .execute();
    });
    res.json({ success: true });
  });

  router.post('/cps/app/catalog/:catalogID/categories', auth, async (req, res) => {
    const catalog = await editableCatalog(db, req);
    const ids = [...new Set(idList(req.body, 'categories', 100))];
    if (ids.length < CATEGORY_LIMITS.min || ids.length > CATEGORY_LIMITS.max)
      throw badRequest('CATEGORY_COUNT', 'Choose 1 to 8 categories.', 'categories');
    const known = await db
      .selectFrom('categories')
      .select('id')
      .where('house_id', '=', callerOf(req).houseId)
      .where('id', 'in', ids)
      .execute();
    if (known.length !== ids.length)
      throw badRequest('CATEGORY_NOT_FOUND', 'No category with this id.', 'categories');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('catalog_categories').where('catalog_id', '=', catalog.id).execute();
      await trx
        .insertInto('catalog_categories')
        .values(ids.map((categoryId) => ({ catalog_id: catalog.id, category_id: categoryId })))
        .execute();
    });
    res.json({ success: true });
  });

  router.post('/cps/app/catalog/:catalogID/contacts', auth, async (req, res) => {
    const catalog = await editableCatalog(db, req);
    await saveContacts(db, catalog.id, await parseContacts(db, callerOf(req).houseId, req.body));
    res.json({ success: true });
  });

  router.post('/cps/app/catalog/:catalogID/contacts/independent', auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    await saveContacts(db, catalog.id, await parseContacts(db, callerOf(req).houseId, req.body));
    res.json({ success: true });
  });

  // The session's contacts and viewing notes become its location's defaults (the "defaults" flags).
  router.post('/cps/app/catalog/:catalogID/defaults', auth, async (req, res) => {
    const catalog = await ownCatalog(db, req);
    const b = jsonObjectBody(req.body, ['contacts', 'viewNotes']);
    const contacts = bool(b, 'contacts') ?? false;
    const viewNotes = bool(b, 'viewNotes') ?? false;
    const row = await db
      .selectFrom('catalogs')
      .select(['address_id', 'view_notes'])
      .where('id', '=', catalog.id)
      .executeTakeFirstOrThrow();
    const chosen = await db
      .selectFrom('catalog_contacts')
      .select(['contact_type', 'contact_id'])
      .where('catalog_id', '=', catalog.id)
      .execute();
    const of = (type: ContactTypeId) => chosen.find((c) => c.contact_type === type)?.contact_id ?? null;
    const update = {
      ...(contacts ? { consign_contact_id: of(1), sale_admin_id: of(3), expert_contact_id: of(4) } : {}),
      ...(viewNotes ? { view_notes: row.view_notes } : {}),
    };
    if (Object.keys(update).length > 0)
      await db
        .insertInto('address_defaults')
        .values({ address_id: row.address_id, ...update })
        .onConflict((oc) => oc.column('address_id').doUpdateSet(update))
        .execute();
    res.json({ success: true });
  });

  return router;
}
