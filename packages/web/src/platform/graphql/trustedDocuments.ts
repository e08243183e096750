import { ApolloLink } from '@apollo/client';
import type { Client } from 'graphql-ws';

/**
 * Trusted documents (docs/API.md: Trusted documents). Codegen gives every operation of the app a SHA-256
 * of its text (`__meta__.hash`) and writes them all to `persisted-documents.json`, which the gateway
 * loads from the built app. The built app sends only the hash, in the GraphQL-over-HTTP
 * persisted-query convention `extensions.persistedQuery = { version: 1, sha256Hash }`, over HTTP and
 * WebSocket alike; the gateway runs the text it stored under that hash, so a browser session never
 * needs to send (or be allowed to send) a query of its own.
 */

/** The `extensions` entry that names a trusted document. */
export interface PersistedQueryExtension {
  version: 1;
  sha256Hash: string;
}

/** Hash per operation name: codegen refuses two operations of one name, so the name is the key. */
const hashes = new Map<string, string>();

/** Remembers an operation's hash; `toDocument` calls it for every document the app uses. */
export function registerTrustedDocument(operationName: string, hash: string): void {
  hashes.set(operationName, hash);
}

/** The hash of a registered operation, if any. */
export function trustedDocumentHash(operationName: string | undefined): string | undefined {
  return operationName ? hashes.get(operationName) : undefined;
}

/**
 * Sends the hash instead of the text for every operation codegen knows. One it does not know (none
 * in the app today) goes out as text: a gateway that requires trusted documents then refuses it
 * with `TRUSTED_DOCUMENT_REQUIRED`, which the e2e suite would show.
 */
export function trustedDocumentLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sha256Hash = trustedDocumentHash(operation.operationName);
    if (sha256Hash) {
      const persistedQuery: PersistedQueryExtension = { version: 1, sha256Hash };
      operation.extensions = { ...operation.extensions, persistedQuery };
      operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
        http: { ...http, includeQuery: false, includeExtensions: true },
      }));
    }
    return forward(operation);
  });
}

/**
 * graphql-ws always sends `query`; for an operation carried by its hash the text is left empty
 * (the protocol wants a string), so subscriptions send the hash alone too.
 */
export function withoutTrustedQueryText(client: Client): Client {
  return {
    ...client,
    subscribe: (payload, sink) =>
      client.subscribe(payload.extensions?.['persistedQuery'] ? { ...payload, query: '' } : payload, sink),
  };
}
