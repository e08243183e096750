import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { registerTrustedDocument } from './trustedDocuments';

/** Codegen's metadata of a document: `hash` for operations (persisted documents), `fragmentName` for fragments. */
type DocumentMeta = Record<string, unknown> | undefined;

/**
 * Codegen emits every document already parsed (scripts/codegen.mjs: no GraphQL parser in the
 * browser), with its trusted-document hash in `__meta__`. This registers that hash for the
 * operation's name, once per document, and hands the document to Apollo Client with its result and
 * variable types.
 */
const seen = new WeakSet<object>();

export function toDocument<TResult, TVariables>(
  source: DocumentTypeDecoration<TResult, TVariables> & { __meta__?: DocumentMeta },
): TypedDocumentNode<TResult, TVariables> {
  const document = source as unknown as DocumentNode & { __meta__?: DocumentMeta };
  if (!seen.has(document)) {
    seen.add(document);
    // Trusted documents: the operation's hash, sent in place of its text (trustedDocuments.ts).
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    const name = operation?.name?.value;
    const hash = document.__meta__?.['hash'];
    if (name && typeof hash === 'string') registerTrustedDocument(name, hash);
  }
  return document as unknown as TypedDocumentNode<TResult, TVariables>;
}
