// `pnpm codegen`: GraphQL resolver types and web documents from the SDL, REST types from OpenAPI.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync(
  process.execPath,
  [`${root}node_modules/@graphql-codegen/cli/cjs/bin.js`, '--config', 'codegen.ts'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
await import('./openapi-types.mjs');
await splitDocuments(`${root}packages/web/src/__generated__/`);

/**
 * The client preset writes every document into the one module `graphql.ts`, beside the types, as
 * text the app parsed at run time. Two costs on the first page (issue 23): a bundler places a module
 * in one chunk, so a page loaded the documents of every page sharing that chunk; and graphql-js's
 * parser shipped with the app. Each document moves to a module of its own, `documents/<Name>.ts`,
 * already parsed (a `TypedDocumentNode` without locations, its trusted-document hash in `__meta__`),
 * and `graphql.ts` re-exports it: imports stay as they are, each page's chunk carries only the
 * documents it uses, and nothing is parsed in the browser. A document the pattern does not match
 * stops codegen.
 */
async function splitDocuments(dir) {
  const { mkdir, readFile, rm, writeFile } = await import('node:fs/promises');
  const { createRequire } = await import('node:module');
  const { parse } = createRequire(import.meta.url)('graphql');
  const file = `${dir}graphql.ts`;
  let source = await readFile(file, 'utf8');

  const pattern =
    /^export const (\w+) = new TypedDocumentString\(`([\s\S]*?)`, (\{[^\n]*\})\) as unknown as TypedDocumentString<(\w+), (\w+)>;$/gm;
  const documents = [...source.matchAll(pattern)];
  if (documents.length === 0) throw new Error(`codegen: ${file} has no documents`);
  source = source.replace(pattern, (_, name) => `export { ${name} } from './documents/${name}';`);
  if (/new TypedDocumentString\(/.test(source))
    throw new Error(`codegen: a document of ${file} was not moved out`);

  await rm(`${dir}documents`, { recursive: true, force: true });
  await mkdir(`${dir}documents`);
  for (const [, name, text, meta, result, variables] of documents) {
    const types = [...new Set([result, variables])].filter((type) => type !== 'unknown');
    const document = { ...parse(text, { noLocation: true }), __meta__: JSON.parse(meta) };
    await writeFile(
      `${dir}documents/${name}.ts`,
      [
        `import type { TypedDocumentNode } from '@graphql-typed-document-node/core';`,
        ...(types.length > 0 ? [`import type { ${types.join(', ')} } from '../graphql';`] : []),
        '',
        `export const ${name} = ${JSON.stringify(document)} as unknown as TypedDocumentNode<${result}, ${variables}> & { __meta__: Record<string, unknown> };`,
        '',
      ].join('\n'),
    );
  }
  await writeFile(file, source);
}
