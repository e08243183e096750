import type { Client, SubscribePayload } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { LoginDocument, ViewerDocument } from '../__generated__/graphql';
import { createApolloClient } from './apollo';
import { toDocument } from '../platform/graphql/graphqlDocument';
import { withoutTrustedQueryText } from '../platform/graphql/trustedDocuments';

/** What the client put on the wire: each request body, answered with an empty result. */
function recordingFetch(bodies: Record<string, unknown>[], data: Record<string, unknown>): typeof fetch {
  return async (_input, init) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
}

const hashOf = (document: { __meta__?: Record<string, unknown> }) => document.__meta__?.['hash'];

describe('trusted documents (web)', () => {
  it('sends the hash of queries and mutations instead of their text', async () => {
    const bodies: Record<string, unknown>[] = [];
    const client = createApolloClient({
      uri: 'http://gateway.test/graphql',
      wsUrl: null,
      trustedDocuments: true,
      fetch: recordingFetch(bodies, { __typename: 'Query', viewer: null }),
    });
    await client.query({ query: toDocument(ViewerDocument) });
    await client.mutate({
      mutation: toDocument(LoginDocument),
      variables: { houseUserName: 'demo', userName: 'staff', password: 'demo-password' },
    });
    expect(hashOf(ViewerDocument)).toMatch(/^[0-9a-f]{64}$/);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('query');
    expect(bodies[0]).toMatchObject({
      operationName: 'Viewer',
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(ViewerDocument) } },
    });
    expect(bodies[1]).not.toHaveProperty('query');
    expect(bodies[1]).toMatchObject({
      operationName: 'Login',
      variables: { houseUserName: 'demo' },
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(LoginDocument) } },
    });
  });

  it('sends the text when trusted documents are off (the Vite dev server)', async () => {
    const bodies: Record<string, unknown>[] = [];
    const client = createApolloClient({
      uri: 'http://gateway.test/graphql',
      wsUrl: null,
      trustedDocuments: false,
      fetch: recordingFetch(bodies, { __typename: 'Query', viewer: null }),
    });
    await client.query({ query: toDocument(ViewerDocument) });
    expect(bodies[0]?.['query']).toMatch(/query Viewer/);
    expect(bodies[0]).not.toHaveProperty('extensions.persistedQuery');
  });

  it('drops the text of a hashed subscription over graphql-ws', () => {
    const sent: SubscribePayload[] = [];
    const client = {
      on: () => () => undefined,
      subscribe: (payload: SubscribePayload) => {
        sent.push(payload);
        return () => undefined;
      },
      iterate: () => {
        throw new Error('not used');
      },
      dispose: () => undefined,
      terminate: () => undefined,
    } as unknown as Client;
    const sink = { next: () => undefined, error: () => undefined, complete: () => undefined };
    const trusted = withoutTrustedQueryText(client);
    const persistedQuery = { version: 1, sha256Hash: 'a'.repeat(64) };
    trusted.subscribe({ query: 'subscription S { x }', extensions: { persistedQuery } }, sink);
    trusted.subscribe({ query: 'subscription T { y }' }, sink);
    expect(sent[0]).toEqual({ query: '', extensions: { persistedQuery } });
    expect(sent[1]).toEqual({ query: 'subscription T { y }' });
  });
});
