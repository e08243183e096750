import { defineConfig } from 'vitest/config';

/** Browser tests: a real Chromium against the whole stack (upstream + gateway serving the built web app). */
export default defineConfig({
  resolve: { conditions: ['source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'default'], externalConditions: ['source'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    // One module graph per worker, not per file, as in the gateway's tests: each file imported the
    // whole gateway, upstream and Playwright anew. Every file starts its own stack and browser, so
    // nothing else is shared; no test mocks a module or changes the environment.
    isolate: false,
    include: ['**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll waits for the page's state; its 1 s default is far too short on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    // No `fileParallelism: false`: Vitest runs such a project after every other one, on one worker,
    // so the browser files ran one by one at the end with a core idle (half of the suite's time).
    // They share the run's workers with the other suites instead; each file has its own stack and
    // browser, and the tests wait for state, so they hold beside another suite or browser file.
  },
});
