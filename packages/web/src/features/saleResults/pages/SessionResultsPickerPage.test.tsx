import { AFTER_SALE_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PastSaleGroupsDocument } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';

/** Reports → Session Results against the REAL stack; expectations read from the same gateway. */
const PATH = '/reports/sessionResults';
let probe: ApolloClient;
let sessions: { catalogRef: string; title: string }[] = [];

beforeAll(async () => {
  probe = createTestClient('staff');
  const { data } = await probe.query({
    query: toDocument(PastSaleGroupsDocument),
    fetchPolicy: 'network-only',
  });
  sessions = (data?.pastSaleGroups ?? []).flatMap((g) => g.sessions);
});

describe('Session Results picker', () => {
  it('lists past sessions with checkboxes and opens the results of the selected ones', async () => {
    expect(sessions.length).toBeGreaterThan(1);
    const { user, router } = renderApp(PATH);
    const view = await screen.findByRole('button', { name: 'View Results' });
    expect(view).toHaveProperty('disabled', true);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.length).toBe(sessions.length);
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    expect(screen.queryByText(M.sameCurrency)).toBeNull();
    await user.click(view);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/reports/sessionResults/viewSessionResults'),
    );
    const refs = sessions.slice(0, 2).map((s) => s.catalogRef);
    expect(router.state.location.state).toEqual({ catalogRefs: refs });
    expect(new URLSearchParams(router.state.location.search).get('catalogRefs')).toBe(refs.join(','));
  });

  it('refuses sessions of different currencies with the spec’s message', async () => {
    // The demo seed's sessions are all in USD: this client reads the second past session as CAD, an
    // answer the gateway gives for a house that sells in two currencies.
    const client = createTestClient('staff', {
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        const body = typeof init?.body === 'string' ? init.body : '';
        if (!body.includes('"operationName":"PastSaleGroups"')) return res;
        const json = (await res.json()) as {
          data: { pastSaleGroups: { sessions: { currencyCode: string }[] }[] };
        };
        const second = json.data.pastSaleGroups.flatMap((g) => g.sessions)[1];
        if (second) second.currencyCode = 'CAD';
        return new Response(JSON.stringify(json), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { user } = renderApp(PATH, { client });
    const boxes = await screen.findAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    expect(await screen.findByText(M.sameCurrency)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Results' })).toHaveProperty('disabled', true);
    await user.click(boxes[1]!);
    await waitFor(() => expect(screen.queryByText(M.sameCurrency)).toBeNull());
  });

  it('is refused to a user without reports access', async () => {
    renderApp(PATH, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
