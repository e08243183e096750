import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The SDL files, read from `src/sdl` whether this module runs from `src` or `dist`. */
const sdlDir = fileURLToPath(new URL('../src/sdl/', import.meta.url));

/**
 * Each domain's SDL by its glossary name (`sdl/<domain>.graphql`), `base` first: it declares
 * the root types the other files extend.
 */
export function loadDomainTypeDefs(): Map<string, string> {
  const names = readdirSync(sdlDir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => f.slice(0, -'.graphql'.length))
    .sort((a, b) => (a === 'base' ? -1 : b === 'base' ? 1 : a.localeCompare(b)));
  return new Map(names.map((name) => [name, readFileSync(`${sdlDir}${name}.graphql`, 'utf8')]));
}

export function loadTypeDefs(): string[] {
  return [...loadDomainTypeDefs().values()];
}
