/**
 * The upstream as a process of its own (PGlite, the seed given in SEED_SIZE), so a benchmark can read
 * its CPU time apart from the load generator's: the reference REST services plus a call to add a
 * session of N lots (seedSizes.ts) for the sizes measured.
 */
import { isSeedSize } from '../../packages/upstream/src/seed/index.ts';
import { startUpstream } from '../../packages/upstream/src/testing.ts';
import { onBenchMessage } from './ipc.ts';
import { addSessionWithLots } from './seedSizes.ts';

const size = process.env['SEED_SIZE'] ?? 'large';
if (!isSeedSize(size)) throw new Error(`SEED_SIZE must be small, large or huge, not "${size}"`);
const upstream = await startUpstream({ seed: size });
onBenchMessage({
  addSessionWithLots: (lots: number, tag: string, timed: boolean) =>
    addSessionWithLots(upstream.db, lots, tag, { timed }),
});
process.send?.({ type: 'listening', url: upstream.url });
