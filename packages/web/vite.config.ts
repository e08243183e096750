import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import {
  defaultClientConditions,
  defineConfig,
  type Plugin,
  type PluginOption,
  type ProxyOptions,
  type Rolldown,
} from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Trusted documents (docs/API.md: Trusted documents): codegen's `persisted-documents.json` (hash → text of
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
 * The bundle report of every build (issue 23): `bundle-report/bundle-report.html` (a treemap of
 * every chunk and the modules in it, gzipped sizes) and `bundle-report/bundle-report.json` (the
 * same data, for tools). Beside `dist/`, not in it: the gateway serves `dist/` to anyone, and the
 * report is for us. The size budget (test/bundleBudget.test.ts) weighs each page from
 * `dist/.vite/manifest.json` (a dot folder, which the gateway does not serve).
 */
function bundleReport(): PluginOption[] {
  const common = { emitFile: false, gzipSize: true, projectRoot: here('.') } as const;
  return [
    visualizer({
      ...common,
      filename: here('bundle-report/bundle-report.html'),
      template: 'treemap',
      title: '@ah/web bundle',
    }),
    visualizer({ ...common, filename: here('bundle-report/bundle-report.json'), template: 'raw-data' }),
  ];
}

/** A module id inside one of these packages (pnpm's `node_modules/.pnpm/…/node_modules/<name>/`). */
function inPackages(...names: string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${escaped.join('|')})[\\\\/]`);
}

/**
 * One chunk per vendor library, named after it (issue 23), loaded by the pages that use it. Each
 * group captures only its own package (`includeDependenciesRecursively: false`): with the default, a
 * group pulls every dependency of its modules in with it, and a helper shared by two libraries
 * (e.g. `@babel/runtime`, used by jspdf and others) then drags the heavy one into every page. So a
 * library's private helpers are listed with it: left out, they stay in the page's chunk, which then
 * imports the library's chunk that imports it back, and the page fails to start.
 */
const VENDOR_CHUNKS: CodeSplittingGroup[] = [
  { name: 'react-dom', test: inPackages('react-dom', 'scheduler') },
  { name: 'react', test: inPackages('react') },
  { name: 'react-router', test: inPackages('react-router') },
  {
    name: 'apollo-client',
    test: inPackages(
      '@apollo/client',
      '@wry/caches',
      '@wry/context',
      '@wry/equality',
      '@wry/trie',
      'optimism',
    ),
  },
  { name: 'rxjs', test: inPackages('rxjs') },
  { name: 'graphql-ws', test: inPackages('graphql-ws') },
  { name: 'graphql', test: inPackages('graphql') },
  { name: 'mantine-charts', test: inPackages('@mantine/charts') },
  {
    name: 'recharts',
    test: inPackages(
      'recharts',
      'victory-vendor',
      'd3-array',
      'd3-color',
      'd3-format',
      'd3-interpolate',
      'd3-path',
      'd3-scale',
      'd3-shape',
      'd3-time',
      'd3-time-format',
      'decimal.js-light',
      'internmap',
      'react-redux',
      'redux',
      'redux-thunk',
      'reselect',
      '@reduxjs/toolkit',
      // recharts' own helpers: left to the page's chunk, they made a cycle between it and this one.
      'es-toolkit',
      'eventemitter3',
      'immer',
      'react-is',
      'tiny-invariant',
      'use-sync-external-store',
    ),
  },
  { name: 'mantine-dates', test: inPackages('@mantine/dates') },
  {
    name: 'mantine-dropzone',
    test: inPackages('@mantine/dropzone', 'react-dropzone', 'file-selector', 'attr-accept'),
  },
  {
    name: 'mantine-notifications',
    test: inPackages('@mantine/notifications', '@mantine/store', 'react-transition-group'),
  },
  {
    name: 'mantine-core',
    test: inPackages(
      '@mantine/core',
      '@floating-ui/react',
      '@floating-ui/react-dom',
      '@floating-ui/dom',
      '@floating-ui/core',
      '@floating-ui/utils',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'get-nonce',
      'tabbable',
      'detect-node-es',
      'react-number-format',
      'react-textarea-autosize',
      'use-composed-ref',
      'use-isomorphic-layout-effect',
      'use-latest',
      'type-fest',
    ),
  },
  { name: 'mantine-hooks', test: inPackages('@mantine/hooks') },
  { name: 'tabler-icons', test: inPackages('@tabler/icons-react', '@tabler/icons') },
  { name: 'dayjs', test: inPackages('dayjs') },
  { name: 'jspdf', test: inPackages('jspdf', 'fflate', 'fast-png', 'iobuffer', 'pako') },
  {
    name: 'html2canvas',
    test: inPackages('html2canvas', 'css-line-break', 'text-segmentation', 'utrie', 'base64-arraybuffer'),
  },
  {
    name: 'canvg',
    test: inPackages(
      'canvg',
      'core-js',
      'raf',
      'rgbcolor',
      'stackblur-canvas',
      'svg-pathdata',
      'performance-now',
    ),
  },
  { name: 'dompurify', test: inPackages('dompurify') },
  { name: 'babel-runtime', test: inPackages('@babel/runtime') },
  {
    name: 'zxcvbn',
    test: inPackages('zxcvbn', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'),
  },
  // GraphiQL (graphiql.html, not a page of the app) and its Monaco editor are left to the bundler's
  // own chunks (`graphiql`, `monaco-editor`, …): their many small packages, grouped, made chunk cycles.
];

/**
 * Each library's part that the HTML entries load at once (`$initial`), split by entry so the app's
 * first page does not carry what only GraphiQL uses. Then the page-only libraries (recharts, jspdf,
 * zxcvbn, …), split by the set of pages that use them, small sets merged. What lazy pages use of the
 * shell's libraries (SHELL_LIBRARIES: Mantine's other components, more icons, Apollo's hooks) is left
 * to the bundler's chunks per set of pages: named groups for them cut it into many chunks of a few
 * hundred bytes and made the pages heavier (measured: landing +10 KB, mean page +6 KB).
 */
function vendorGroups(): CodeSplittingGroup[] {
  return [
    ...VENDOR_CHUNKS.map((group) => ({ ...group, tags: ['$initial' as const], entriesAware: true })),
    ...VENDOR_CHUNKS.filter((group) => !SHELL_LIBRARIES.has(String(group.name))).map((group) => ({
      ...group,
      entriesAware: true,
      entriesAwareMergeThreshold: 16 * 1024,
    })),
  ];
}

const SHELL_LIBRARIES = new Set([
  'react-dom',
  'react',
  'react-router',
  'apollo-client',
  'rxjs',
  'graphql-ws',
  'graphql',
  'mantine-core',
  'mantine-hooks',
  'mantine-notifications',
  'tabler-icons',
]);

/**
 * The gateway's own paths, the one list both the dev server and `vite preview` proxy. A module's
 * HTTP route is served under one of these prefixes, so a new domain adds no entry here.
 */
const GATEWAY_PREFIXES: readonly { path: string; ws?: boolean }[] = [
  { path: '/graphql', ws: true },
  { path: '/version.json' },
  // File routes: spreadsheet uploads and downloads (sales §2 Upload Items), the image proxy.
  { path: '/uploads' },
  { path: '/images' },
  { path: '/downloads' },
  // Video broadcast (sales §2): WHIP/WHEP offers (POST) and their session Locations (DELETE),
  // root-relative, so the browser's next call comes back through this proxy too.
  { path: '/broadcast/' },
];

function gatewayProxy(): Record<string, ProxyOptions> {
  return Object.fromEntries(
    GATEWAY_PREFIXES.map(({ path, ws }) => [
      path,
      { target: gateway, changeOrigin: true, ...(ws ? { ws } : {}) },
    ]),
  );
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
    proxy: gatewayProxy(),
  },
  preview: {
    proxy: gatewayProxy(),
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
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: vendorGroups(),
        },
      },
      // GraphiQL's packages carry React-compiler directives that do not matter once bundled.
      onwarn(warning, defaultHandler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
