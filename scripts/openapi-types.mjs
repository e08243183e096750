// Generates TypeScript types for the gateway's REST clients from the upstream's OpenAPI files.
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const specDir = `${root}packages/upstream/openapi/`;
const outDir = `${root}packages/gateway/src/__generated__/upstream/`;
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(specDir).filter((f) => f.endsWith('.yaml'))) {
  const ast = await openapiTS(pathToFileURL(specDir + file));
  const banner = `// Generated from packages/upstream/openapi/${file} by scripts/openapi-types.mjs. Do not edit.\n`;
  writeFileSync(outDir + file.replace(/\.yaml$/, '.ts'), banner + astToString(ast));
}
