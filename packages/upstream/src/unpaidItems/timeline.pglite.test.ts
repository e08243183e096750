import { BLOCKING_DISPUTE_STATUSES } from '@ah/schema';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, startUpstream, type StartedUpstream } from '../testing.js';
import { MAX_TIMELINE_INVOICES } from './pipelineRoutes.js';
import { timelineHeads } from './timeline.js';

/**
 * GET /unpaidItems/timelines reads a page of invoices' next steps in a fixed number of queries: the
 * same for one invoice as for the most a call may ask (no query per invoice).
 */
describe('unpaidItems: timeline heads in a fixed number of queries', () => {
  let upstream: StartedUpstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream?.close());

  /** The heads of `invoiceIds` and how many SQL statements reading them took. */
  async function counted(houseId: number, invoiceIds: number[]) {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const heads = await timelineHeads(upstream.db.withPlugin(counter), houseId, invoiceIds, new Date());
    return { heads, queries };
  }

  it('asks the database as often for one invoice as for the most a call may ask', async () => {
    const { id: houseId } = await upstream.db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    // The sent invoices first (they have lots, pauses, events), then any to fill the call.
    const rows = await upstream.db
      .selectFrom('invoices')
      .select('id')
      .where('house_id', '=', houseId)
      .orderBy('sent_at', (ob) => ob.desc().nullsLast())
      .orderBy('id')
      .limit(MAX_TIMELINE_INVOICES)
      .execute();
    const all = rows.map((r) => r.id);
    expect(all.length).toBeGreaterThan(20);
    // One invoice with a disputed lot: its strikes are one query more than for an invoice without.
    const disputed = await upstream.db
      .selectFrom('invoice_lines as l')
      .innerJoin('disputes as d', 'd.lot_id', 'l.lot_id')
      .select('l.invoice_id')
      .where('l.invoice_id', 'in', all)
      .where('d.status', 'in', [...BLOCKING_DISPUTE_STATUSES])
      .executeTakeFirstOrThrow();
    const one = await counted(houseId, [disputed.invoice_id]);
    const many = await counted(houseId, all);
    expect(one.heads).toHaveLength(1);
    expect(many.heads).toHaveLength(all.length);
    expect(many.queries).toBe(one.queries);
  });
});
