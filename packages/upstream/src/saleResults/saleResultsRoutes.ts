import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { callerOf } from '../viewer/caller.js';
import { loadCredits, loadPastGroups } from './pastGroupsAndCredits.js';
import {
  REPORT_CONTENT_TYPE,
  REPORT_FILE_NAMES,
  resultReport,
  type ResultReportKind,
} from './resultReports.js';
import {
  asksExtension,
  keepsLot,
  loadResultBidderPage,
  loadResultTotals,
  resultPagingOf,
} from './resultPaging.js';
import { loadResultCatalogs, loadResultRows } from './saleResultsQuery.js';
import { sessionResultsJson } from './sessionResultsView.js';

/**
 * Sale results, mounted under /app/house/{houseRef} (sales §2 Sale results, §7 Results, feedback,
 * disputes):
 * - GET /allPastGroups — `{data: {groups}}`, the past sale groups to pick sessions from;
 * - POST /catalogs/sessionResults `{catalogRefs}` — the results of the sessions (one currency); with
 *   the extension's `limit`, `offset`, `search`, `lotFilter` a page of its bidders (resultPaging.ts);
 * - GET /dispute/credits?catalogRefs=a,b — the credits on them;
 * - GET /sessionReports?catalogRefs=a,b and bidderReports, eoaReports, pactsReports?catalogRef=x
 *   (one session) — the spreadsheets.
 * A session that is not the caller's house's is 404; sessions in several currencies are 400.
 */
function refsFromQuery(req: Request, name: string): string[] {
  const raw = req.query[name];
  if (typeof raw !== 'string' || raw.trim() === '')
    throw badRequest('CATALOGS_REQUIRED', 'Select at least one session.', name);
  return raw
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '');
}

const SINGLE_SESSION_REPORTS: Readonly<Record<string, ResultReportKind>> = {
  bidderReports: 'bidder',
  eoaReports: 'eoa',
  pactsReports: 'pacts',
};

export function saleResultsRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/allPastGroups', async (req, res) => {
    res.json({ data: { groups: await loadPastGroups(db, callerOf(req).houseId, new Date()) } });
  });

  router.post('/catalogs/sessionResults', async (req, res) => {
    const { houseId } = callerOf(req);
    const { catalogRefs } = req.body as { catalogRefs: string[] };
    const paging = resultPagingOf(req);
    const catalogs = await loadResultCatalogs(db, houseId, catalogRefs);
    const catalogIds = catalogs.map((c) => c.id);
    if (!asksExtension(paging)) {
      res.json({ data: sessionResultsJson(catalogs, await loadResultRows(db, houseId, catalogIds)) });
      return;
    }
    // The paging extension (openapi/house.yaml): the page's bidders' rows, totals in SQL.
    const [grandTotals, { bidderIds, count }] = await Promise.all([
      loadResultTotals(db, houseId, catalogIds),
      loadResultBidderPage(db, houseId, catalogIds, paging),
    ]);
    const rows = await loadResultRows(db, houseId, catalogIds, bidderIds);
    res.json({
      data: sessionResultsJson(catalogs, rows, {
        grandTotals,
        keepsLot: keepsLot(paging.lotFilter),
        bidderCount: count,
      }),
    });
  });

  router.get('/dispute/credits', async (req, res) => {
    const { houseId } = callerOf(req);
    const catalogs = await loadResultCatalogs(db, houseId, refsFromQuery(req, 'catalogRefs'));
    res.json({ data: { credits: await loadCredits(db, houseId, catalogs) } });
  });

  const sendReport = async (req: Request, res: Response, kind: ResultReportKind, refs: string[]) => {
    const { houseId } = callerOf(req);
    const catalogs = await loadResultCatalogs(db, houseId, refs);
    const rows = await loadResultRows(
      db,
      houseId,
      catalogs.map((c) => c.id),
    );
    const file = await resultReport(kind, catalogs, rows);
    res.setHeader('Content-Type', REPORT_CONTENT_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${REPORT_FILE_NAMES[kind]}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(file);
  };

  router.get('/sessionReports', async (req, res) => {
    await sendReport(req, res, 'session', refsFromQuery(req, 'catalogRefs'));
  });

  for (const [path, kind] of Object.entries(SINGLE_SESSION_REPORTS))
    router.get(`/${path}`, async (req, res) => {
      const refs = refsFromQuery(req, 'catalogRef');
      if (refs.length !== 1)
        throw badRequest('SINGLE_SESSION_ONLY', 'This report is for one session at a time.', 'catalogRef');
      await sendReport(req, res, kind, refs);
    });

  return router;
}
