import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, type DocumentNode } from 'graphql';

/**
 * Codegen emits documents as typed strings (`documentMode: 'string'`); Apollo Client wants parsed
 * documents. This turns one into the other once per document and keeps the result and variable types.
 */
const parsed = new Map<string, DocumentNode>();

export function toDocument<TResult, TVariables>(
  source: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
): TypedDocumentNode<TResult, TVariables> {
  const text = source.toString();
  let document = parsed.get(text);
  if (!document) {
    document = parse(text);
    parsed.set(text, document);
  }
  return document as TypedDocumentNode<TResult, TVariables>;
}
