import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.js';
import { loadSeedSnapshot } from './seedSnapshot.js';

/** Seed once, copy many: the run's snapshot of a seed size, and what an upstream gets from it. */
describe('seed snapshots', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ah-seed-snapshot-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are not used outside a test run (no folder named)', async () => {
    expect(await loadSeedSnapshot('small', '')).toBeUndefined();
  });

  it('takes over the lock of a builder that died, builds once, and loads into a seeded database with its images', async () => {
    // A lock left by a process that is gone (a worker killed mid-build).
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    await mkdir(join(dir, 'small.lock'));
    await writeFile(join(dir, 'small.lock', 'pid'), String(dead));

    const [first, second] = await Promise.all([
      loadSeedSnapshot('small', dir),
      loadSeedSnapshot('small', dir),
    ]);
    expect(first?.dump.size).toBeGreaterThan(0);
    expect(second?.dump.size).toBe(first?.dump.size);
    // One snapshot in place, no lock or half-built copy left behind.
    expect((await readdir(dir)).sort()).toEqual(['small']);

    const database = await openDatabase({ pgliteDataDir: 'memory://', pgliteLoadDataDir: first?.dump });
    try {
      const houses = await database.db.selectFrom('houses').select('ref').execute();
      expect(houses.length).toBe(3);
      const images = await database.db.selectFrom('lot_images').select('storage_key').execute();
      expect(images.length).toBeGreaterThan(0);
      // Every stored image row has its file in the snapshot's images, to copy into an upstream.
      const files = await readdir(first!.imagesDir, { recursive: true });
      for (const { storage_key } of images) expect(files).toContain(storage_key);
    } finally {
      await database.close();
    }
  });
});
