import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { moneyText } from '../lots/lotColumns.js';
import { BUY_NOW_BASE_URL } from '../calendar/calendarQuery.js';
import { ownCatalog } from '../saleWizard/ownership.js';
import { sessionTimeZone } from '../saleWizard/sessionDefinitionView.js';
import { isCatalogPublishedInSql, isLive, loadReviewCatalog, loadReviewCatalogHead } from './publishingCatalog.js';
import { countSessionLots, previewPageQueryOf, selectLotPage } from '../lots/lotPages.js';
import { primaryImagesOfLots, type PrimaryImage } from './primaryLotImages.js';
import type { LotRow } from '../lots/lotView.js';
import { isWithinTwoHours } from '../saleWizard/sessionTime.js';
import type { SaleKind } from '../lots/spreadsheetLayouts.js';

/** The preview's lots: every kept lot (legacy), or one page with its counts (the extension). */
interface PreviewListing {
  lots: LotRow[];
  images: Map<number, PrimaryImage>;
  counts: { totalCount?: number; lotCount?: number };
}

/** The sale kind as the item routes name it (lots/itemContext.ts). */
async function saleKindOf(db: Kysely<DB>, catalogId: number): Promise<SaleKind> {
  const row = await db
    .selectFrom('catalogs')
    .select(['kind', 'sale_type'])
    .where('id', '=', catalogId)
    .executeTakeFirstOrThrow();
  return row.kind === 'bin' ? 'bin' : row.sale_type === 'timed' ? 'timed' : 'live';
}

/**
 * The Preview screen's and review's read-only calls (sales §7 Review and publish): the preview
 * (catalog header and lots), whether the catalog is published, the two-hour lock and the catalog's
 * public URLs. Every catalog is checked against the caller's house (another house's is a 404).
 */
export function salePreviewRoutes(db: Kysely<DB>, auth: RequestHandler): Router {
  const router = Router();

  router.get('/cps/app/catalog/:catalogID/preview', auth, async (req, res) => {
    const page = previewPageQueryOf(req.query);
    const owned = await ownCatalog(db, req);
    const catalogId = owned.id;
    const kind = await saleKindOf(db, catalogId);
    const row = await db
      .selectFrom('catalogs')
      .innerJoin('houses', 'houses.id', 'catalogs.house_id')
      .leftJoin('house_addresses', 'house_addresses.id', 'catalogs.address_id')
      .select([
        'catalogs.title',
        'catalogs.starts_at',
        'catalogs.time_zone',
        'catalogs.currency_code',
        'houses.name as house_name',
        'houses.logo_url',
        'houses.time_zone as house_time_zone',
        'house_addresses.city',
        'house_addresses.state',
        'house_addresses.province',
        'house_addresses.country',
        'house_addresses.phone',
      ])
      .where('catalogs.id', '=', catalogId)
      .executeTakeFirstOrThrow();
    const lotsOf = async (): Promise<PreviewListing> => {
      if (page === null) {
        const catalog = await loadReviewCatalog(db, req);
        return { lots: catalog.lots.filter(isLive), images: catalog.images, counts: {} };
      }
      // The paged extension (x-extension): one page read in SQL, not the catalog.
      const [found, lotCount] = await Promise.all([
        selectLotPage(db, catalogId, page),
        countSessionLots(db, catalogId),
      ]);
      const images = await primaryImagesOfLots(db, req, catalogId, found.lots);
      return { lots: found.lots, images, counts: { totalCount: found.totalCount, lotCount } };
    };
    const { lots, images, counts } = await lotsOf();
    const text = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : v);
    res.json({
      catalog: {
        city: text(row.city),
        country: text(row.country),
        currency: row.currency_code,
        houseLogo: row.logo_url,
        houseName: row.house_name,
        phone: text(row.phone),
        state: text(row.state) ?? text(row.province),
        title: row.title,
        timed: kind === 'timed' ? 1 : 0,
        eventDateUTCString: row.starts_at.toISOString(),
        timeZone: sessionTimeZone(row, row.house_time_zone),
        saleType: kind,
        // A fixed-price sale runs continuously: it has no two-hour lock.
        in2Hours: kind !== 'bin' && isWithinTwoHours(row.starts_at) ? 1 : 0,
      },
      lots: lots.map((lot) => ({
        lotID: lot.id,
        lotNumber: lot.lot_number === null ? null : String(lot.lot_number),
        lotExt: lot.lot_number_ext === '' ? null : lot.lot_number_ext,
        lotTitle: lot.title,
        price: moneyText(lot.price),
        primaryImg: images.get(lot.id)?.url ?? null,
        hiEst: moneyText(lot.high_estimate),
        loEst: moneyText(lot.low_estimate),
        invNumber: lot.inv_number,
      })),
      ...counts,
    });
  });

  router.get('/cps/app/catalog/:catalogID/saleTimeIn2Hours', auth, async (req, res) => {
    const catalog = await loadReviewCatalogHead(db, req);
    res.json({ in2Hours: catalog.ctx.in2Hours ? 1 : 0 });
  });

  router.get('/app/isCatalogPublished/:catalogID', auth, async (req, res) => {
    const head = await loadReviewCatalogHead(db, req);
    res.json({ isCatalogPublished: await isCatalogPublishedInSql(db, head) });
  });

  router.get('/app/catalogURL/:catalogID', auth, async (req, res) => {
    const owned = await ownCatalog(db, req);
    const catalog = await db
      .selectFrom('catalogs')
      .select(['ref', 'kind'])
      .where('id', '=', owned.id)
      .executeTakeFirstOrThrow();
    const map: Record<string, string> = {};
    if (catalog.kind === 'bin') map['Buy Now'] = `${BUY_NOW_BASE_URL}${catalog.ref}`;
    else {
      const channels = await db
        .selectFrom('catalog_channels')
        .innerJoin('sale_channels', 'sale_channels.id', 'catalog_channels.channel_id')
        .select(['sale_channels.name', 'sale_channels.preview_base_url'])
        .where('catalog_channels.catalog_id', '=', owned.id)
        .where('catalog_channels.state', '>', 0)
        .orderBy('sale_channels.id')
        .execute();
      for (const ch of channels) map[ch.name] = `${ch.preview_base_url}${catalog.ref}`;
    }
    res.json({ catalogURLMap: map });
  });

  return router;
}
