// The built web app (packages/web/dist) for whatever drives it: the browser tests (`npm test`) and
// the benchmarks that open it in Chromium (`npm run bench`). Built when missing or older than any
// source it comes from, so a clean clone needs no manual build step first.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { codegen, root as repoRoot, runPnpm } from './lib.mjs';

/** What the build is made from, relative to the repository root. */
export const WEB_BUILD_SOURCES = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/graphiql.html',
  'packages/web/vite.config.ts',
  'packages/web/package.json',
  'packages/schema/src',
  'pnpm-lock.yaml',
];
const BUILT_ENTRY = 'packages/web/dist/index.html';

/** Benchmarks that serve the default build (bench/<name>.ts); a `--web-dist=DIR` of its own is the caller's. */
const BENCHMARKS_ON_THE_BUILT_APP = ['web', 'broadcast-latency'];

/**
 * Whether `npm run bench -- <name> [args]` needs packages/web/dist: the benchmark drives the built
 * app, and measures the default build rather than one given with `--web-dist=DIR`.
 * @param {string} name
 * @param {readonly string[]} args
 */
export function benchNeedsWebBuild(name, args) {
  return BENCHMARKS_ON_THE_BUILT_APP.includes(name) && !args.some((arg) => arg.startsWith('--web-dist='));
}

/** The built app exists and is newer than every source it comes from (under `root`, with a trailing slash). */
export function webBuildIsCurrent(root = repoRoot) {
  const built = join(root, BUILT_ENTRY);
  if (!existsSync(built)) return false;
  return newestChange(WEB_BUILD_SOURCES.map((path) => join(root, path))) < statSync(built).mtimeMs;
}

/** Builds the app unless the build is current (its generated documents already made). */
export async function buildWebAppIfStale() {
  if (webBuildIsCurrent()) {
    console.info('The built web app is up to date.');
    return;
  }
  await runPnpm(['--filter', '@ah/web', 'run', 'build']);
}

/** Generates the web's documents and builds the app, unless the build is current. */
export async function ensureWebBuild() {
  await codegen();
  await buildWebAppIfStale();
}

/** The newest modification time of the files under these paths (0 for none). */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else newest = Math.max(newest, newestChange(readdirSync(path).map((name) => join(path, name))));
  }
  return newest;
}
