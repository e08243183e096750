import { defineConfig } from 'vitest/config';

/** Every suite in one run: each package's own config, plus the browser tests in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
});
