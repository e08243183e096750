import { existsSync, readFileSync } from 'node:fs';
import { Kind, parse, print, visit, type DocumentNode } from 'graphql/index.js';

/** A trusted-document hash: SHA-256 of the document's text, lower-case hex (codegen's `persisted-documents.json`). */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The trusted documents by hash. */
export type TrustedDocumentManifest = ReadonlyMap<string, string>;

/**
 * Reads codegen's `persisted-documents.json` ({ "<sha256>": "<document text>" }), which the web build
 * copies into its dist/ (packages/web/vite.config.ts). Null when the file is missing; a file that is
 * not such a map stops the gateway with the path and the reason.
 */
export function readTrustedDocumentManifest(file: string): TrustedDocumentManifest | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The trusted documents at ${file} are not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`The trusted documents at ${file} must be an object of SHA-256 hash -> document text`);
  const documents = new Map<string, string>();
  for (const [hash, text] of Object.entries(parsed)) {
    if (!SHA256_HEX.test(hash) || typeof text !== 'string' || text === '')
      throw new Error(
        `The trusted documents at ${file} must map SHA-256 hashes to document texts; "${hash.slice(0, 80)}" does not`,
      );
    documents.set(hash, withTypenames(text));
  }
  return documents;
}

/**
 * Apollo Client's cache reads `__typename` on every object; the web app's client adds it to what it
 * reads (addTypenameToDocument), while codegen hashes the document as written. So the gateway runs
 * the trusted text with `__typename` in every selection set but the operation's root, as Apollo
 * would have sent it; a text that does not parse is kept as it is (executing it reports the error).
 */
export function withTypenames(text: string): string {
  let document: DocumentNode;
  try {
    document = parse(text);
  } catch {
    return text;
  }
  const typed = visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias))
        return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
  return print(typed);
}
