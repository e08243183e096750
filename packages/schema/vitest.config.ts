import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'default'], externalConditions: ['source'] } },
  test: {
    name: 'schema',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
