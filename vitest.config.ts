import { defineConfig } from 'vitest/config';

/** Every suite in one run: each package's own config, the repo checks, and the browser tests in e2e/. */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'e2e/vitest.config.ts',
      'examples/vitest.config.ts',
      { test: { name: 'repo', include: ['test/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
