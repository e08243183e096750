import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the gateway's item file routes are (`/uploads/...`, `/downloads/...`): the page's own origin
 * in the browser, where the session cookie goes along by itself. Scripts and tests that talk to a
 * gateway elsewhere (with a bearer token) say so with the provider, as Apollo Client takes a `uri`.
 */
export interface ItemsEndpoint {
  /** Prefix of the route paths the API hands out; '' for the same origin. */
  base: string;
  /** Extra headers, e.g. `authorization: Bearer ...`. */
  headers: Record<string, string>;
}

const SAME_ORIGIN: ItemsEndpoint = { base: '', headers: {} };
const ItemsEndpointContext = createContext<ItemsEndpoint>(SAME_ORIGIN);

export function ItemsEndpointProvider({ value, children }: { value: ItemsEndpoint; children: ReactNode }) {
  return <ItemsEndpointContext.Provider value={value}>{children}</ItemsEndpointContext.Provider>;
}

export function useItemsEndpoint(): ItemsEndpoint {
  return useContext(ItemsEndpointContext);
}
