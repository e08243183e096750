import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Web tests: pure helpers and components in jsdom. Component tests of the invoices hub talk to the
 * REAL stack (upstream + gateway) started in `src/test/globalSetup.ts`.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'import', 'node', 'default'], externalConditions: ['source'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./src/test/globalSetup.ts'],
    css: false,
    // One module graph and one jsdom per worker, not per file: loading React, Mantine and Apollo and
    // making a jsdom for each of ~100 files took a third of this project's CPU time. What a file
    // leaves behind in the document or a module-level store is cleared after it (src/test/setup.ts).
    isolate: false,
    // Budgets, not waits: tests wait for state (findBy*, waitFor; asyncUtilTimeout in setup.ts), and
    // these only end a test that never gets there. A component test's first render loads its lazy
    // page and talks to the real stack: on a busy two-core machine that alone can take many seconds.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
