import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loginPathFor } from './app/access/nextPath';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { AppRouterProvider } from './app/AppRouterProvider';

const router = createAppRouter();

const client = createApolloClient({
  onUnauthenticated() {
    const { pathname, search } = router.state.location;
    if (pathname === '/login') return;
    void client
      .clearStore()
      .then(() => router.navigate(loginPathFor(`${pathname}${search}`), { replace: true }));
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
