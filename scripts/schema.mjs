// `npm run schema`: prints the schema built from packages/schema/src/sdl into the published contract,
// packages/schema/schema.graphql, unless a breaking change is missing from the change log. The
// committed file is what `npm test` compares against (test/publishedSchema.test.ts); nothing else
// writes it, so a stale copy fails the tests instead of being overwritten silently.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CHANGELOG_PATH,
  PUBLISHED_PATH,
  buildContractSchema,
  checkContract,
  contractProblems,
  printContract,
} from './schemaContract.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SDL_DIR = 'packages/schema/src/sdl/';

/** The domain SDL files as { name, body }, name relative to the repository root, sorted. */
export function readSdlSources() {
  return readdirSync(`${root}${SDL_DIR}`)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => ({ name: `${SDL_DIR}${file}`, body: readFileSync(`${root}${SDL_DIR}${file}`, 'utf8') }));
}

/** The repository's contract: the built schema, the committed print ('' before the first) and the change log. */
export function readRepoContract() {
  const read = (path) => (existsSync(`${root}${path}`) ? readFileSync(`${root}${path}`, 'utf8') : '');
  return {
    built: buildContractSchema(readSdlSources()),
    committed: read(PUBLISHED_PATH),
    changelog: read(CHANGELOG_PATH),
  };
}

async function main() {
  const contract = readRepoContract();
  // The first print has nothing to compare with.
  const result = contract.committed
    ? await checkContract(contract)
    : { unrecorded: [], outOfDate: true, changes: 0 };
  if (result.unrecorded.length > 0) {
    for (const problem of contractProblems(result)) console.error(problem);
    console.error(`${PUBLISHED_PATH} left as it was.`);
    process.exit(1);
  }
  if (!result.outOfDate) {
    console.info(`${PUBLISHED_PATH} is up to date.`);
    return;
  }
  writeFileSync(`${root}${PUBLISHED_PATH}`, printContract(contract.built));
  console.info(`Wrote ${PUBLISHED_PATH} (${result.changes} change(s)); commit it with the SDL.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
