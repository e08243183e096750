import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript each page of the web app loads before it is usable, from a build's
 * `.vite/manifest.json`: the entry (`index.html`'s script and its modulepreloads, i.e. its static
 * imports) plus, for each lazy page the route renders, that page's chunk and its static imports.
 * Sizes are gzipped (zlib's default level, as a server would send them).
 */

/** One chunk of Vite's build manifest (only the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A page and the source files of the lazy components it renders (e2e/support/routeTable.ts). */
export interface RouteModules {
  pattern: string;
  lazyModules: string[];
  /** Lazy components the pages declare, one of which they render (wizard steps): the heaviest counts. */
  nestedLazyModules?: string[];
}

export interface RouteWeight {
  pattern: string;
  /** Gzipped bytes of every JS file the page loads before it is usable. */
  gzipBytes: number;
  /** Those files (dist-relative), entry's first. */
  files: string[];
}

export interface Budget {
  /** The landing page's pattern and its limit in gzipped bytes. */
  landing: { pattern: string; maxGzipBytes: number };
  /** The limit for every other page. */
  maxGzipBytes: number;
}

/** The manifest keys of `key` and everything it imports statically, depth first. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`The manifest has no chunk ${current}`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/** The JS files (dist-relative) the entry HTML loads at once: its script and its modulepreloads. */
export function entryFiles(manifest: Manifest, entry = 'index.html'): string[] {
  return staticClosure(manifest, entry).map((key) => manifest[key]!.file);
}

/** Each route's files and gzipped weight; `gzipSize` measures one dist-relative file. */
export function routeWeights(
  manifest: Manifest,
  routes: readonly RouteModules[],
  gzipSize: (file: string) => number,
  entry = 'index.html',
): RouteWeight[] {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(file);
      sizes.set(file, size);
    }
    return size;
  };
  return routes.map((route) => {
    const keys = new Set(staticClosure(manifest, entry));
    const closureOf = (module: string) => {
      if (!manifest[module]) throw new Error(`${route.pattern}: the manifest has no chunk for ${module}`);
      return staticClosure(manifest, module);
    };
    for (const module of route.lazyModules) for (const key of closureOf(module)) keys.add(key);
    // The heaviest of the nested lazy components, counting only what the page has not loaded yet.
    const loaded = new Set([...keys].map((key) => manifest[key]!.file));
    let heaviest: string[] = [];
    let heaviestBytes = -1;
    for (const module of route.nestedLazyModules ?? []) {
      const added = [...new Set(closureOf(module).map((key) => manifest[key]!.file))].filter(
        (file) => file.endsWith('.js') && !loaded.has(file),
      );
      const bytes = added.reduce((sum, file) => sum + sizeOf(file), 0);
      if (bytes > heaviestBytes) {
        heaviest = closureOf(module);
        heaviestBytes = bytes;
      }
    }
    for (const key of heaviest) keys.add(key);
    const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) =>
      file.endsWith('.js'),
    );
    return {
      pattern: route.pattern,
      gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
      files,
    };
  });
}

/** The pages over their budget, one line each; empty when every page fits. */
export function budgetViolations(weights: readonly RouteWeight[], budget: Budget): string[] {
  const violations: string[] = [];
  if (!weights.some((weight) => weight.pattern === budget.landing.pattern))
    violations.push(`the landing route ${budget.landing.pattern} is not in the route table`);
  for (const weight of weights) {
    const limit =
      weight.pattern === budget.landing.pattern ? budget.landing.maxGzipBytes : budget.maxGzipBytes;
    if (weight.gzipBytes > limit)
      violations.push(`/${weight.pattern}: ${kb(weight.gzipBytes)} gzipped JS, over its ${kb(limit)} budget`);
  }
  return violations;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Reads a built app: its manifest and a gzip measure of its files. */
export function readBuild(dist: string): { manifest: Manifest; gzipSize: (file: string) => number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { manifest, gzipSize: (file) => gzipSync(readFileSync(join(dist, file))).length };
}
