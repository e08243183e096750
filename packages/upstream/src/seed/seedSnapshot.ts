/**
 * Seed once, copy many: within one test run each seed size is migrated and seeded once, and every
 * upstream that `startUpstream` starts on PGlite loads a copy of that database and its stored
 * images instead (on a two-core machine: ~1.5 s instead of ~3 s for the small seed, ~3 s instead of
 * ~45 s for the large one).
 *
 * The snapshots live in the folder named by AH_SEED_SNAPSHOT_DIR, which the test runner makes for
 * one run (so the seed's "now" is the run's, as it was when each file seeded its own) and removes
 * after it. Without it, nothing changes: each upstream migrates and seeds as before. One process
 * builds a size under a lock while the others that need it wait for it; the snapshot is built under
 * a temporary name and renamed into place, so nobody reads half of one.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/openDatabase.js';
import { seedLotImages } from '../lotImages/imageSeed.js';
import { ImageService } from '../lotImages/imageService.js';
import { LocalImageStorage } from '../lotImages/imageStorage.js';
import type { SeedSize } from './housePlans.js';
import { seedDatabase } from './index.js';

export const SEED_SNAPSHOT_DIR_ENV = 'AH_SEED_SNAPSHOT_DIR';

const DUMP_FILE = 'pglite.tar';
const IMAGES_FOLDER = 'images';

export interface SeedSnapshot {
  /** The seeded PGlite cluster, for `pgliteLoadDataDir`. */
  dump: Blob;
  /** The seeded images' files (an image storage root), to copy into the upstream's own folder. */
  imagesDir: string;
}

/** Per process: the folder of each size once it is on disk (a process builds a size at most once). */
const ready = new Map<string, Promise<string>>();

/** The run's snapshot of `size`, built first when the run has none; undefined outside a test run. */
export async function loadSeedSnapshot(
  size: SeedSize,
  dir = process.env[SEED_SNAPSHOT_DIR_ENV],
): Promise<SeedSnapshot | undefined> {
  if (!dir) return undefined;
  const target = join(dir, size);
  let folder = ready.get(target);
  if (!folder) {
    folder = ensureSnapshot(target, size);
    ready.set(target, folder);
    folder.catch(() => ready.delete(target));
  }
  const path = await folder;
  // Read per upstream, not kept: the large dump is 170 MB and PGlite copies it anyway.
  const bytes = await readFile(join(path, DUMP_FILE));
  return { dump: new Blob([bytes]), imagesDir: join(path, IMAGES_FOLDER) };
}

async function ensureSnapshot(target: string, size: SeedSize): Promise<string> {
  for (;;) {
    if (await exists(join(target, DUMP_FILE))) return target;
    if (await takeLock(target)) break;
    // Another process is building this size: wait for its snapshot (or for its lock to go, if it
    // died), rather than seeding the same data beside it on a machine with two cores.
    await waitForChange(target);
  }
  const work = `${target}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await buildSnapshot(work, size);
    await rename(work, target);
    return target;
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(lockOf(target), { recursive: true, force: true });
  }
}

const lockOf = (target: string) => `${target}.lock`;

/** Takes the build lock of a snapshot (a folder holding the builder's pid); false when another has it. */
async function takeLock(target: string): Promise<boolean> {
  const lock = lockOf(target);
  try {
    await mkdir(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
    // A lock whose builder is gone is stale (a worker killed mid-build): clear it and try again.
    if (owner > 0 && !isAlive(owner)) await rm(lock, { recursive: true, force: true });
    return false;
  }
  await writeFile(join(lock, 'pid'), String(process.pid));
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves when the snapshot's folder or its lock changes (checked every 100 ms: files have no events across processes we can rely on). */
async function waitForChange(target: string): Promise<void> {
  const lock = lockOf(target);
  while ((await exists(lock)) && !(await exists(join(target, DUMP_FILE))))
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Migrates and seeds an in-memory PGlite exactly as `bootUpstream` does, then dumps it into `folder`. */
async function buildSnapshot(folder: string, size: SeedSize): Promise<void> {
  const imagesDir = join(folder, IMAGES_FOLDER);
  await mkdir(imagesDir, { recursive: true });
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    await migrate(database.db);
    await seedDatabase(database.db, { size });
    // Only the storage is used: the secret signs upload addresses, which the seed issues none of.
    const images = new ImageService({ storage: new LocalImageStorage(imagesDir), secret: 'seed-snapshot' });
    await seedLotImages(database.db, images);
    if (!database.dumpDataDir) throw new Error('seed snapshots need PGlite');
    const dump = await database.dumpDataDir();
    await writeFile(join(folder, DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
