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
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
