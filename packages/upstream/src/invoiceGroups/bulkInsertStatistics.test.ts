import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growInvoiceGroupTo, startUpstream, type StartedUpstream } from '../testing.js';

/**
 * Migration 0033: a bulk insert gathers the planner's statistics (PGlite has no autovacuum), so the
 * planner knows a group grew to thousands of invoices and pages it by index rather than sorting it.
 */
describe('planner statistics after a bulk insert', () => {
  let upstream: StartedUpstream;

  beforeAll(async () => {
    upstream = await startUpstream();
  }, 300_000);
  afterAll(() => upstream?.close());

  const estimatedRows = async (invoiceGroupId: number) => {
    const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
      explain (format json) select id from invoices where invoice_group_id = ${invoiceGroupId}`.execute(
      upstream.db,
    );
    return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  };

  it("estimates a grown group's invoices at its size", async () => {
    const group = await upstream.db
      .selectFrom('invoices')
      .select('invoice_group_id')
      .orderBy('invoice_group_id')
      .executeTakeFirstOrThrow();
    const size = await growInvoiceGroupTo(upstream.db, group.invoice_group_id, 3_000);
    expect(size).toBe(3_000);
    expect(await estimatedRows(group.invoice_group_id)).toBeGreaterThan(1_500);
  });
});
