import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { parsePositiveInteger } from '../http/validate.js';
import { callerOf } from '../viewer/caller.js';
import { dryRunSteps } from './dryRun.js';
import { readPipelineSettings } from './houseSettings.js';
import { pageOf, pageQueryOf } from './paging.js';
import { loadPipelineInvoices } from './pipelineFacts.js';
import { nextStepOf, stageOf } from './pipelineRules.js';
import { ACTIVE_STAGES, isStage, pipelineRowJson, stageCounts, type StagedInvoice } from './pipelineViews.js';
import { timelineEvents, timelineHeadJson, timelineHeads } from './timeline.js';

const MAX_SEARCH = 100;

/** The most invoices one GET /timelines reads: the group details' largest page (invoicing §9). */
export const MAX_TIMELINE_INVOICES = Math.max(...GROUP_TABLE_PAGE_SIZES);

/** `invoiceIds`: invoice ids joined by commas, 1 to MAX_TIMELINE_INVOICES of them, each once. */
function timelineIdsOf(value: unknown): number[] {
  const parts = typeof value === 'string' ? value.split(',') : [];
  const ids = parts.map(parsePositiveInteger);
  if (parts.length === 0 || parts.length > MAX_TIMELINE_INVOICES || ids.some((id) => id === null))
    throw badRequest(
      'INVALID_INVOICE_IDS',
      `"invoiceIds" must be 1 to ${MAX_TIMELINE_INVOICES} invoice ids joined with ",".`,
      'invoiceIds',
    );
  return [...new Set(ids as number[])];
}

/**
 * The pipeline screen, the dry run, one invoice's timeline and many invoices' next steps (GET
 * /unpaidItems/pipeline, /preview, /invoices/{invoiceId}/timeline, /timelines): the house's facts
 * read through the same rules the job runs, so what they show is what the job will do.
 */
export function pipelineRoutes(db: Kysely<DB>, clock: () => Date): Router {
  const router = Router({ mergeParams: true });

  router.get('/pipeline', async (req, res) => {
    const { houseId } = callerOf(req);
    const stage = req.query['stage'];
    if (stage !== undefined && !isStage(stage)) throw badRequest('INVALID_STAGE', 'No such stage.', 'stage');
    const search = req.query['search'];
    if (search !== undefined && (typeof search !== 'string' || search.length > MAX_SEARCH))
      throw badRequest('INVALID_SEARCH', `"search" must be at most ${MAX_SEARCH} characters.`, 'search');
    const page = pageQueryOf(req);
    const now = clock();
    const [settings, invoices] = await Promise.all([
      readPipelineSettings(db, houseId),
      loadPipelineInvoices(db, houseId, { unpaid: true }),
    ]);
    const staged = invoices.flatMap((invoice): StagedInvoice[] => {
      const at = stageOf(invoice.facts, settings, now);
      return at ? [{ invoice, stage: at, nextStep: nextStepOf(invoice.facts, settings, now) }] : [];
    });
    const needle = (search ?? '').trim().toLowerCase();
    const listed = staged
      .filter((s) => (stage === undefined ? ACTIVE_STAGES.has(s.stage) : s.stage === stage))
      .filter(
        (s) =>
          needle === '' ||
          s.invoice.bidderName.toLowerCase().includes(needle) ||
          s.invoice.bidderRef.toLowerCase().includes(needle),
      )
      // The oldest deadline first: the same payment days for the house, so the oldest sending.
      .sort(
        (a, b) =>
          (a.invoice.facts.sentAt?.getTime() ?? 0) - (b.invoice.facts.sentAt?.getTime() ?? 0) ||
          a.invoice.facts.invoiceId - b.invoice.facts.invoiceId,
      );
    res.json({
      data: {
        stages: stageCounts(staged),
        total: listed.length,
        items: pageOf(listed, page).map((s) => pipelineRowJson(s, settings)),
      },
    });
  });

  router.get('/preview', async (req, res) => {
    const { houseId } = callerOf(req);
    const page = pageQueryOf(req);
    const now = clock();
    const steps = await dryRunSteps(db, houseId, now);
    res.json({ data: { at: now.toISOString(), steps: pageOf(steps, page), total: steps.length } });
  });

  router.get('/invoices/:invoiceId/timeline', async (req, res) => {
    const { houseId } = callerOf(req);
    const invoiceId = parsePositiveInteger(req.params['invoiceId']);
    const [invoice] =
      invoiceId === null ? [] : await loadPipelineInvoices(db, houseId, { invoiceIds: [invoiceId] });
    if (!invoice) throw notFound('INVOICE_NOT_FOUND', 'No such invoice in your house.');
    const settings = await readPipelineSettings(db, houseId);
    res.json({
      data: {
        ...timelineHeadJson(invoice.facts, settings, clock()),
        events: await timelineEvents(db, invoice.facts.invoiceId),
      },
    });
  });

  // Each listed invoice's head of the timeline (no audit trail), for a page of invoices in one call;
  // an id not of the house is left out, as the house's other lists leave it.
  router.get('/timelines', async (req, res) => {
    const { houseId } = callerOf(req);
    const invoiceIds = timelineIdsOf(req.query['invoiceIds']);
    res.json({ data: { items: await timelineHeads(db, houseId, invoiceIds, clock()) } });
  });

  return router;
}
