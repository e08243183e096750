/**
 * The folder of one test run's seeded database snapshots (packages/upstream/src/seed/seedSnapshot.ts:
 * seed once, copy many). The root vitest config names it in the environment before any project's
 * global setup starts a stack, so every worker and the web tests' stack process inherit it; the
 * root's global setup (this file's default export) removes it when the run ends.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Kept in step with SEED_SNAPSHOT_DIR_ENV of @ah/upstream (the config loads no package source). */
export const SEED_SNAPSHOT_DIR_ENV = 'AH_SEED_SNAPSHOT_DIR';

/** Makes this run's folder and names it in the environment; returns it. */
export function useFreshSeedSnapshotDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ah-seed-snapshots-'));
  process.env[SEED_SNAPSHOT_DIR_ENV] = dir;
  return dir;
}

/** Global setup: nothing to set up (the config did), the folder to remove at the end. */
export default function seedSnapshotDirTeardown() {
  const dir = process.env[SEED_SNAPSHOT_DIR_ENV];
  return async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
