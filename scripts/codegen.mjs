// `pnpm codegen`: GraphQL resolver types and web documents from the SDL, REST types from OpenAPI.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, [`${root}node_modules/@graphql-codegen/cli/cjs/bin.js`, '--config', 'codegen.ts'], {
  cwd: root,
  stdio: 'inherit',
});
await import('./openapi-types.mjs');
await splitDocuments(`${root}packages/web/src/__generated__/`);

/**
 * The client preset writes every document into the one module `graphql.ts`, beside the types. A
 * bundler places a module in one chunk, so the first page loaded the documents of every page that
 * shares that chunk (issue 23: 18 KB gzipped on the landing). Each document moves to a module of its
 * own, `documents/<Name>.ts`, which `graphql.ts` re-exports: imports stay as they are and each
 * page's chunk carries only the documents it uses. The class they are built with moves to
 * `typedDocumentString.ts`. A document the pattern does not match stops codegen.
 */
async function splitDocuments(dir) {
  const { mkdir, readFile, rm, writeFile } = await import('node:fs/promises');
  const file = `${dir}graphql.ts`;
  let source = await readFile(file, 'utf8');

  const classStart = source.indexOf('export class TypedDocumentString<');
  const classEnd = source.indexOf('\n}\n', classStart);
  if (classStart < 0 || classEnd < 0) throw new Error(`codegen: no TypedDocumentString class in ${file}`);
  const header = source.match(/^import type \{ DocumentTypeDecoration \} from '[^']+';$/m);
  if (!header) throw new Error(`codegen: ${file} does not import DocumentTypeDecoration as expected`);
  await writeFile(
    `${dir}typedDocumentString.ts`,
    `${header[0]}\n\n${source.slice(classStart, classEnd + 3)}`,
  );
  source = `${source.slice(0, classStart)}export { TypedDocumentString } from './typedDocumentString';\n${source.slice(classEnd + 3)}`;

  await rm(`${dir}documents`, { recursive: true, force: true });
  await mkdir(`${dir}documents`);
  const pattern =
    /^export const (\w+) = new TypedDocumentString\(`([\s\S]*?)`, (\{[^\n]*\})\) as unknown as TypedDocumentString<(\w+), (\w+)>;$/gm;
  const documents = [...source.matchAll(pattern)];
  source = source.replace(pattern, (_, name) => `export { ${name} } from './documents/${name}';`);
  for (const [, name, text, meta, result, variables] of documents) {
    const types = [...new Set([result, variables])].filter((type) => type !== 'unknown');
    await writeFile(
      `${dir}documents/${name}.ts`,
      [
        `import { TypedDocumentString } from '../typedDocumentString';`,
        ...(types.length > 0 ? [`import type { ${types.join(', ')} } from '../graphql';`] : []),
        '',
        `export const ${name} = /*#__PURE__*/ new TypedDocumentString(\`${text}\`, ${meta}) as unknown as TypedDocumentString<${result}, ${variables}>;`,
        '',
      ].join('\n'),
    );
  }
  if (/new TypedDocumentString\(/.test(source)) throw new Error(`codegen: a document of ${file} was not moved out`);
  if (documents.length === 0) throw new Error(`codegen: ${file} has no documents`);
  await writeFile(file, source);
}
