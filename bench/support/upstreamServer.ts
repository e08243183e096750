/**
 * The upstream as a process of its own (PGlite, the seed given in SEED_SIZE), so a benchmark can read
 * its CPU time apart from the load generator's: the reference REST services plus calls to add a
 * session of N lots and an invoice group of N invoices (seedSizes.ts) for the sizes measured.
 */
import { isSeedSize } from '../../packages/upstream/src/seed/index.ts';
import { startUpstream } from '../../packages/upstream/src/testing.ts';
import { onBenchMessage } from './ipc.ts';
import { addInvoiceGroupWithInvoices, addSessionWithLots } from './seedSizes.ts';

const size = process.env['SEED_SIZE'] ?? 'large';
if (!isSeedSize(size)) throw new Error(`SEED_SIZE must be small, large or huge, not "${size}"`);
const upstream = await startUpstream({ seed: size });
onBenchMessage({
  addSessionWithLots: (lots: number, tag: string, timed: boolean) =>
    addSessionWithLots(upstream.db, lots, tag, { timed }),
  addInvoiceGroupWithInvoices: (invoices: number, tag: string) =>
    addInvoiceGroupWithInvoices(upstream.db, invoices, tag),
});
process.send?.({ type: 'listening', url: upstream.url });
