import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // No 'import' here: vitest hands these conditions to Node (--conditions), where 'import' would
    // also apply to require() and load the ESM half of dual packages (e.g. router → is-promise).
    conditions: ['source', 'node', 'default'],
  },
  ssr: { resolve: { conditions: ['source', 'node', 'default'], externalConditions: ['source'] } },
  test: {
    name: 'gateway',
    environment: 'node',
    // One module graph per worker, not per file: each file imported the whole gateway and upstream
    // anew, which was half of this project's CPU time (432 s → 222 s alone on two cores). Every file
    // starts its own stack, so nothing else is shared; no test mocks a module or changes the
    // environment.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Budgets, not waits: tests wait for state, and these only end a test that never gets there.
    // Integration tests start processes and servers; on a busy two-core machine one can take a minute.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
