// `pnpm codegen`: GraphQL resolver types and web documents from the SDL, REST types from OpenAPI.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, [`${root}node_modules/@graphql-codegen/cli/cjs/bin.js`, '--config', 'codegen.ts'], {
  cwd: root,
  stdio: 'inherit',
});
await import('./openapi-types.mjs');
