import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../ui/theme';

/**
 * The notifications' container, loaded after the first page (issue 23): `notifications.show` keeps
 * what it is given in Mantine's store, and the container shows the store's notifications once it
 * has loaded.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Theme, dates and the API client around the whole app (and around components in tests). */
export function AppProviders({
  client,
  children,
  env = 'default',
}: {
  client: ApolloClient;
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
        // jsdom copies every declaration of the matching rules into each computed style it makes,
        // for the element and each ancestor: with the theme's ~500 variables on :root that was a
        // quarter of a form test's time. Nothing in jsdom reads them; the browser tests keep them.
        withCssVariables={env !== 'test'}
      >
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
          {children}
        </DatesProvider>
      </MantineProvider>
    </ApolloProvider>
  );
}
