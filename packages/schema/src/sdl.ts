import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The SDL files, read from `src/sdl` whether this module runs from `src` or `dist`. */
const sdlDir = fileURLToPath(new URL('../src/sdl/', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(sdlDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => readFileSync(sdlDir + f, 'utf8'));
}
