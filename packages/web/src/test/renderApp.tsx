import type { ApolloClient, InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { inject } from 'vitest';
import { createApolloClient, createCache, type ApolloClientOptions } from '../app/apollo';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/router';
import { AppRouterProvider } from '../app/AppRouterProvider';

/**
 * The test set-up is the one door from feature tests into the shell (`app/`): features never import
 * the shell, so what a test needs of it (the whole app, its providers, its cache, its texts) is
 * handed on from here.
 */
export { NOT_FOUND_MESSAGE } from '../app/pages/NotFoundPage';

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

/** The app's own cache (every feature's type policies), for tests of cache updates without a server. */
export function createAppCache(): InMemoryCache {
  return createCache();
}

type AppRouter = ReturnType<typeof createMemoryRouter>;

interface RenderOptions {
  user?: DemoUser | typeof ANONYMOUS;
  client?: ApolloClient;
  /** Providers of the test's own around the router, inside the app's (e.g. an upload transport). */
  wrap?: (router: ReactNode) => ReactNode;
}

/**
 * Renders `router` inside the app's providers (theme, notifications, Apollo) with a real client: the
 * whole route table (renderApp) or a test's own routes around one component.
 */
export function renderRouter(router: AppRouter, options: RenderOptions = {}) {
  const client = options.client ?? createTestClient(options.user);
  const user = userEvent.setup();
  const routerElement = <AppRouterProvider router={router} />;
  const view = render(
    <AppProviders client={client} env="test">
      {options.wrap ? options.wrap(routerElement) : routerElement}
    </AppProviders>,
  );
  return { ...view, client, router, user };
}

/** Renders the whole app (route table, shell, gates) at `path` (with its navigation state, if any). */
export function renderApp(path: InitialEntry, options: RenderOptions = {}) {
  return renderRouter(createMemoryRouter(appRoutes, { initialEntries: [path] }), options);
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
