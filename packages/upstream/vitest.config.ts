import { defineConfig } from 'vitest/config';

export default defineConfig({
  // No 'import' here: vitest hands these conditions to Node (--conditions), where 'import' would
  // also apply to require() and load the ESM half of dual packages (pg → pg-pool).
  resolve: { conditions: ['source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'default'], externalConditions: ['source'] } },
  test: {
    name: 'upstream',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Test files share a worker: PGlite's WebAssembly is compiled once instead of once per file.
    // Every file starts its own upstream and database, so nothing else is shared.
    isolate: false,
    // Budgets, not waits: tests wait for state, and these only end a test that never gets there
    // (generous, for a busy two-core machine).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
