import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

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
      >
        <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>
          <Notifications position="top-right" />
          {children}
        </DatesProvider>
      </MantineProvider>
    </ApolloProvider>
  );
}
