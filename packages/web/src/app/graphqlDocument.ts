import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, parse, type DocumentNode } from 'graphql';
import { registerTrustedDocument } from './trustedDocuments';

/**
 * Codegen emits documents as typed strings (`documentMode: 'string'`); Apollo Client wants parsed
 * documents. This turns one into the other once per document and keeps the result and variable types.
 */
const parsed = new Map<string, DocumentNode>();

/** Codegen's metadata of a document: `hash` for operations (persisted documents), `fragmentName` for fragments. */
type DocumentMeta = Record<string, unknown> | undefined;

export function toDocument<TResult, TVariables>(
  source: DocumentTypeDecoration<TResult, TVariables> & { toString(): string; __meta__?: DocumentMeta },
): TypedDocumentNode<TResult, TVariables> {
  const text = source.toString();
  let document = parsed.get(text);
  if (!document) {
    document = parse(text);
    parsed.set(text, document);
    // Trusted documents: the operation's hash, sent in place of its text (trustedDocuments.ts).
    const name = getOperationAST(document)?.name?.value;
    const hash = source.__meta__?.['hash'];
    if (name && typeof hash === 'string') registerTrustedDocument(name, hash);
  }
  return document as TypedDocumentNode<TResult, TVariables>;
}
