import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGraphiQLFetcher } from './fetcher';

/**
 * The GraphQL explorer for developers, bundled from npm (no CDN): queries and mutations over HTTP
 * with the session cookie, subscriptions over graphql-ws, both at /graphql.
 */
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const defaultQuery = `# The signed-in staff member and house.
# Uses your back-office session (sign in at /ar/login),
# or an API token: add the header
#   { "authorization": "Bearer <token>" } below.
query Viewer {
  viewer {
    user { displayName userName isSuperUser }
    house { name houseUserName timeZone paymentProcessorType }
    access { invoices reports calendar customer sensitive }
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('The page has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      isHeadersEditorEnabled
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
