// `pnpm codegen`: GraphQL resolver types and web documents from the SDL, REST types from OpenAPI.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, [`${root}node_modules/@graphql-codegen/cli/cjs/bin.js`, '--config', 'codegen.ts'], {
  cwd: root,
  stdio: 'inherit',
});
await import('./openapi-types.mjs');
await markDocumentsPure(`${root}packages/web/src/__generated__/graphql.ts`);

/**
 * The client preset writes each document as `new TypedDocumentString(…)`; a bundler keeps every `new`
 * it cannot prove pure, so all 120-odd documents would ship with the first screen. Marking them
 * pure lets each route's chunk carry only the documents it imports.
 */
async function markDocumentsPure(file) {
  const { readFile, writeFile } = await import('node:fs/promises');
  const source = await readFile(file, 'utf8');
  await writeFile(file, source.replaceAll('= new TypedDocumentString(', '= /*#__PURE__*/ new TypedDocumentString('));
}
