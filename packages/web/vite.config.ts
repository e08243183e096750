import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig, type Plugin, type PluginOption } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Trusted documents (README: Trusted documents): codegen's `persisted-documents.json` (hash → text of
 * every operation the app can send) goes into dist/ beside the app built from the same documents, so
 * the gateway that serves this build resolves exactly its hashes. No manifest, no build.
 */
function persistedDocuments(): Plugin {
  const manifest = here('./src/__generated__/persisted-documents.json');
  return {
    name: 'ah-persisted-documents',
    apply: 'build',
    generateBundle() {
      if (!existsSync(manifest))
        this.error(`${manifest} is missing: run codegen first ("node scripts/codegen.mjs" at the root).`);
      this.emitFile({
        type: 'asset',
        fileName: 'persisted-documents.json',
        source: readFileSync(manifest, 'utf8'),
      });
    },
  };
}

/**
 * The bundle report of every build (issue 23): `dist/bundle-report.html` (a treemap of every chunk
 * and the modules in it, gzipped sizes) and `dist/bundle-report.json` (the same data, for tools).
 * The size budget (test/bundleBudget.test.ts) weighs each page from `dist/.vite/manifest.json`.
 */
function bundleReport(): PluginOption[] {
  const common = { emitFile: true, gzipSize: true, projectRoot: here('.') } as const;
  return [
    visualizer({ ...common, filename: 'bundle-report.html', template: 'treemap', title: '@ah/web bundle' }),
    visualizer({ ...common, filename: 'bundle-report.json', template: 'raw-data' }),
  ];
}

/**
 * The staff app is served under /ar. `source` comes first in the resolve conditions so that
 * workspace packages (@ah/schema) resolve to their TypeScript sources. The dev server proxies the
 * GraphQL endpoint (HTTP and WebSocket), the file routes, the broadcast's WHIP/WHEP exchanges and
 * /version.json to the gateway.
 */
export default defineConfig({
  base: '/ar/',
  plugins: [react(), persistedDocuments(), ...bundleReport()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
  },
  optimizeDeps: {
    // Its `?worker` imports are Vite's own syntax, which the dependency pre-bundler cannot load (the
    // dev server died at start); served through Vite's transforms instead, they work.
    exclude: ['graphiql/setup-workers/vite'],
  },
  server: {
    port: 5173,
    proxy: {
      // Spreadsheet uploads and downloads (sales §2 Upload Items) go to the gateway like /graphql.
      '/uploads': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
      '/downloads': { target: gateway, changeOrigin: true },
      '/graphql': { target: gateway, changeOrigin: true, ws: true },
      '/version.json': { target: gateway, changeOrigin: true },
      // Video broadcast (sales §2): WHIP/WHEP offers (POST) and their session Locations (DELETE),
      // root-relative, so the browser's next call comes back through this proxy too.
      '/broadcast/': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      // Spreadsheet uploads and downloads (sales §2 Upload Items) go to the gateway like /graphql.
      '/uploads': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
      '/downloads': { target: gateway, changeOrigin: true },
      '/graphql': { target: gateway, changeOrigin: true, ws: true },
      '/version.json': { target: gateway, changeOrigin: true },
      // Video broadcast (sales §2): WHIP/WHEP offers (POST) and their session Locations (DELETE),
      // root-relative, so the browser's next call comes back through this proxy too.
      '/broadcast/': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each page loads, for the size budget.
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: {
        main: here('./index.html'),
        graphiql: here('./graphiql.html'),
      },
      // GraphiQL's packages carry React-compiler directives that do not matter once bundled.
      onwarn(warning, defaultHandler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
