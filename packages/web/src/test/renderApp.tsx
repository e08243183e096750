import type { ApolloClient } from '@apollo/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { inject } from 'vitest';
import { createApolloClient, type ApolloClientOptions } from '../app/apollo';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/router';
import { AppRouterProvider } from '../app/AppRouterProvider';

/**
 * The demo house's users; `other`: the second house's staff user (connect type n, processor s);
 * `instant`: the instant house's staff user (connect type s).
 */
export type DemoUser = 'staff' | 'super' | 'clerk' | 'other' | 'instant';

/** Nobody signed in: no credentials at all. */
export const ANONYMOUS = 'anonymous';

/** The running stack of `globalSetup`; fails the test with the reason when it could not start. */
export function stackOrFail(): { gatewayUrl: string; authHeaders: Record<string, Record<string, string>> } {
  const stackError = inject('stackError');
  if (stackError) throw new Error(`The test stack (upstream + gateway) did not start:\n${stackError}`);
  return { gatewayUrl: inject('gatewayUrl'), authHeaders: inject('authHeaders') };
}

/** An Apollo Client with the app's cache configuration, talking to the real gateway as a demo user. */
export function createTestClient(
  user: DemoUser | typeof ANONYMOUS = 'staff',
  options: Pick<ApolloClientOptions, 'fetch' | 'onUnauthenticated'> = {},
): ApolloClient {
  const { gatewayUrl, authHeaders } = stackOrFail();
  const headers = user === ANONYMOUS ? {} : authHeaders[user];
  if (!headers) throw new Error(`No credentials for the demo user ${user}`);
  return createApolloClient({ uri: `${gatewayUrl}/graphql`, headers, wsUrl: null, ...options });
}

/** Renders the whole app (route table, shell, gates) at `path` with a real client. */
export function renderApp(
  path: string,
  options: { user?: DemoUser | typeof ANONYMOUS; client?: ApolloClient } = {},
) {
  const client = options.client ?? createTestClient(options.user);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client} env="test">
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, client, router, user };
}

/**
 * A fetch that keeps cookies like a browser does (Node's fetch has no cookie jar), so a test can
 * sign in through the login page and stay signed in.
 */
export function cookieJarFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  };
}
