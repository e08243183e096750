import { defineConfig } from 'vitest/config';

/** Browser tests: a real Chromium against the whole stack (upstream + gateway serving the built web app). */
export default defineConfig({
  resolve: { conditions: ['source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'default'], externalConditions: ['source'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits for the page's state; its 1 s default is far too short on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    // One browser at a time: two cores are shared with the other suites.
    fileParallelism: false,
  },
});
