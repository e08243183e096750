import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { formatDateFull } from '../invoices/usDate.js';
import { sessionLotCondition } from '../lots/sessionLots.js';
import { isWithinTwoHours, wallClockOf } from '../saleWizard/sessionTime.js';

/** A session row of the calendar (sales §3 Calendar catalog, plus the session's zone). */
export interface CalendarCatalogJson {
  catalogID: number;
  catalogRef: string;
  catalogGUID: string;
  groupID: number;
  title: string;
  imageURL: string | null;
  isTimed: boolean;
  dateTimeDisplay: string;
  catalogDateTimeUTC: string;
  timeZone: string;
  timeZoneAbbreviation: string;
  lotCount: number;
  lotsWithoutImagesCount: number;
  unpublishedLotCount: number;
  channels: Record<string, string>;
  invoiceGroupID: number | null;
  invoiceGroupSettingsID: number | null;
  liveServerID: number | null;
  in2Hours: boolean;
  webRTCEnabled: boolean;
  ir5VideoEnabled: boolean;
  unsoldLivetoTimedCatalog: boolean;
  stepTracker: number | null;
}

export interface CalendarGroupJson {
  groupID: number;
  groupName: string;
  groupSettingsID: number | null;
  live: boolean;
  houseFeeStepEnabled: boolean;
  pendingApprovalsCount: number;
  orphanTerm: boolean;
  canAddCatalogs: boolean;
  catalogs: CalendarCatalogJson[];
}

export const BUY_NOW_BASE_URL = 'https://www.marketplace.example.com/buy-now/';

/**
 * The calendar's sale groups (sales §7 auction-calendar): Upcoming holds every sale with a session
 * that has not started (and new sales with no session yet), soonest first; Past the others, the
 * most recent first. The Buy Now sale is not a calendar group (see binSale).
 */
export async function loadAuctionCalendar(
  db: Kysely<DB>,
  houseId: number,
  upcoming: boolean,
  now: Date = new Date(),
): Promise<CalendarGroupJson[]> {
  const house = await db
    .selectFrom('houses')
    .select(['time_zone', 'max_sessions_per_sale'])
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();
  const groups = await db
    .selectFrom('sale_groups')
    .leftJoin('invoice_settings', 'invoice_settings.id', 'sale_groups.group_settings_id')
    .select([
      'sale_groups.id',
      'sale_groups.name',
      'sale_groups.is_timed',
      'sale_groups.group_settings_id',
      'sale_groups.house_fee_step_enabled',
      'sale_groups.pending_approvals_count',
      'sale_groups.created_at',
      'invoice_settings.active as settings_active',
    ])
    .where('sale_groups.house_id', '=', houseId)
    .where('sale_groups.is_bin', '=', false)
    .execute();
  const catalogs = await db
    .selectFrom('catalogs')
    .leftJoin('invoice_group_catalogs', 'invoice_group_catalogs.catalog_id', 'catalogs.id')
    .leftJoin('invoice_groups', 'invoice_groups.id', 'invoice_group_catalogs.invoice_group_id')
    .select([
      'catalogs.id',
      'catalogs.ref',
      'catalogs.guid',
      'catalogs.title',
      'catalogs.image_url',
      'catalogs.sale_group_id',
      'catalogs.sale_type',
      'catalogs.starts_at',
      'catalogs.time_zone',
      'catalogs.live_server_id',
      'catalogs.webrtc_enabled',
      'catalogs.ir5_video_enabled',
      'catalogs.resold_from_catalog_id',
      'catalogs.wizard_step',
      'invoice_groups.id as invoice_group_id',
      'invoice_groups.settings_id as invoice_settings_id',
    ])
    .where('catalogs.house_id', '=', houseId)
    .where('catalogs.kind', '=', 'session')
    .orderBy('catalogs.starts_at')
    .orderBy('catalogs.id')
    .execute();
  const ids = catalogs.map((c) => c.id);
  const [counts, channels] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('lots')
          .select([
            'catalog_id',
            sql<number>`count(*)::int`.as('lots'),
            sql<number>`count(*) filter (where image_count = 0)::int`.as('without_images'),
            sql<number>`count(*) filter (where unpublished)::int`.as('unpublished'),
          ])
          .where('catalog_id', 'in', ids)
          .where(sessionLotCondition('lots'))
          .groupBy('catalog_id')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('catalog_channels')
          .innerJoin('sale_channels', 'sale_channels.id', 'catalog_channels.channel_id')
          .select(['catalog_channels.catalog_id', 'sale_channels.name', 'sale_channels.preview_base_url'])
          .where('catalog_channels.catalog_id', 'in', ids)
          .where('catalog_channels.state', '>', 0)
          .orderBy('sale_channels.id')
          .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.catalog_id, c]));

  const byGroup = new Map<number, CalendarCatalogJson[]>();
  const startsOf = new Map<number, number[]>();
  for (const c of catalogs) {
    const timeZone = c.time_zone ?? house.time_zone;
    const n = countOf.get(c.id);
    const links: Record<string, string> = {};
    for (const ch of channels) if (ch.catalog_id === c.id) links[ch.name] = `${ch.preview_base_url}${c.ref}`;
    const group = groups.find((g) => g.id === c.sale_group_id);
    const list = byGroup.get(c.sale_group_id) ?? [];
    list.push({
      catalogID: c.id,
      catalogRef: c.ref,
      catalogGUID: c.guid,
      groupID: c.sale_group_id,
      title: c.title,
      imageURL: c.image_url,
      isTimed: c.sale_type === 'timed',
      dateTimeDisplay: formatDateFull(c.starts_at, timeZone),
      catalogDateTimeUTC: c.starts_at.toISOString(),
      timeZone,
      timeZoneAbbreviation: wallClockOf(c.starts_at, timeZone).abbreviation,
      lotCount: Number(n?.lots ?? 0),
      lotsWithoutImagesCount: Number(n?.without_images ?? 0),
      unpublishedLotCount: Number(n?.unpublished ?? 0),
      channels: links,
      invoiceGroupID: c.invoice_group_id,
      invoiceGroupSettingsID: c.invoice_settings_id ?? group?.group_settings_id ?? null,
      liveServerID: c.live_server_id,
      in2Hours: isWithinTwoHours(c.starts_at, now),
      webRTCEnabled: c.webrtc_enabled,
      ir5VideoEnabled: c.ir5_video_enabled,
      unsoldLivetoTimedCatalog: c.resold_from_catalog_id !== null,
      stepTracker: c.wizard_step,
    });
    byGroup.set(c.sale_group_id, list);
    startsOf.set(c.sale_group_id, [...(startsOf.get(c.sale_group_id) ?? []), c.starts_at.getTime()]);
  }

  const nowMs = now.getTime();
  const isUpcoming = (groupId: number) => {
    const starts = startsOf.get(groupId) ?? [];
    return starts.length === 0 || starts.some((t) => t >= nowMs);
  };
  // Upcoming: soonest next session first (new sales without sessions lead); past: latest first.
  const key = (groupId: number, createdAt: Date): number => {
    const starts = startsOf.get(groupId) ?? [];
    if (!upcoming) return -Math.max(...starts);
    const next = starts.filter((t) => t >= nowMs);
    return next.length === 0 ? -createdAt.getTime() - 1e15 : Math.min(...next);
  };
  return groups
    .filter((g) => isUpcoming(g.id) === upcoming)
    .sort((a, b) => key(a.id, a.created_at) - key(b.id, b.created_at) || b.id - a.id)
    .map((g) => ({
      groupID: g.id,
      groupName: g.name,
      groupSettingsID: g.group_settings_id,
      live: !g.is_timed,
      houseFeeStepEnabled: g.house_fee_step_enabled,
      pendingApprovalsCount: g.pending_approvals_count,
      orphanTerm: g.group_settings_id === null || g.settings_active === false,
      // As GET /cps/app/group/{groupID}/info answers it.
      canAddCatalogs: (byGroup.get(g.id)?.length ?? 0) < house.max_sessions_per_sale,
      catalogs: byGroup.get(g.id) ?? [],
    }));
}

export interface BinSaleJson {
  catalogID: number;
  catalogURL: string;
  groupID: number;
  invoiceGroupID: number | null;
  soldLotCount: number;
  unPubLotCount: number;
  unSoldLotCount: number;
}

/** The house's Buy Now sale (sales §3 Buy-now sale), or null when it has none. */
export async function loadBinSale(db: Kysely<DB>, houseId: number): Promise<BinSaleJson | null> {
  const bin = await db
    .selectFrom('catalogs')
    .leftJoin('invoice_group_catalogs', 'invoice_group_catalogs.catalog_id', 'catalogs.id')
    .select([
      'catalogs.id',
      'catalogs.ref',
      'catalogs.sale_group_id',
      'invoice_group_catalogs.invoice_group_id',
    ])
    .where('catalogs.house_id', '=', houseId)
    .where('catalogs.kind', '=', 'bin')
    .orderBy('catalogs.id')
    .executeTakeFirst();
  if (!bin) return null;
  const counts = await db
    .selectFrom('lots')
    .leftJoin('sale_results', 'sale_results.lot_id', 'lots.id')
    .select([
      sql<number>`count(sale_results.id)::int`.as('sold'),
      sql<number>`count(*) filter (where lots.unpublished)::int`.as('unpublished'),
      sql<number>`count(*) filter (where sale_results.id is null)::int`.as('unsold'),
    ])
    .where('lots.catalog_id', '=', bin.id)
    .where(sessionLotCondition('lots'))
    .executeTakeFirstOrThrow();
  return {
    catalogID: bin.id,
    catalogURL: `${BUY_NOW_BASE_URL}${bin.ref}`,
    groupID: bin.sale_group_id,
    invoiceGroupID: bin.invoice_group_id,
    soldLotCount: Number(counts.sold),
    unPubLotCount: Number(counts.unpublished),
    unSoldLotCount: Number(counts.unsold),
  };
}
