import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { useFreshSeedSnapshotDir } from './test/support/seedSnapshotDir.ts';

// Seed once, copy many: this run's seeded databases are made once and copied into every upstream a
// test starts. Named here, before any project's global setup starts a stack, so all inherit it.
useFreshSeedSnapshotDir();

/** Every suite in one run: each package's own config, the repo checks, and the browser tests in e2e/. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on CI's two-core machine, where most
    // files spend part of their time waiting on an upstream, a gateway process or Chromium. One more
    // worker than cores keeps both busy (two left them 20 % idle); the tests wait for state, not
    // time, so they hold on a loaded machine.
    maxWorkers: availableParallelism() + 1,
    globalSetup: ['./test/support/seedSnapshotDir.ts'],
    // AH_TEST_REPORT=<file.json> also writes every file's timings, for the suite's profile
    // (docs/TESTING.md: Where the time goes).
    ...(process.env['AH_TEST_REPORT']
      ? { reporters: ['default', 'json'], outputFile: { json: process.env['AH_TEST_REPORT'] } }
      : {}),
    projects: [
      'packages/*/vitest.config.ts',
      'e2e/vitest.config.ts',
      'examples/vitest.config.ts',
      { test: { name: 'repo', include: ['test/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
