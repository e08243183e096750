import { defineConfig } from 'vitest/config';

/**
 * The script examples, each run as a child process (tsx, bash + curl) against the real stack: upstream on
 * PGlite and the gateway over HTTP on 127.0.0.1, started by @ah/gateway/testing.
 */
export default defineConfig({
  resolve: { conditions: ['source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'default'], externalConditions: ['source'] } },
  test: {
    name: 'examples',
    environment: 'node',
    // One module graph per worker, not per file, as in the gateway's tests: each file imported the
    // whole gateway and upstream anew. Every file starts its own stack, so nothing else is shared.
    isolate: false,
    include: ['test/**/*.test.ts'],
    // Budgets, not waits: each file starts a stack and child processes on a busy machine.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
