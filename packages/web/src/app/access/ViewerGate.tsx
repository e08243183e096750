import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ViewerDocument } from '../../__generated__/graphql';
import { LoadingState } from '../../ui/LoadingState';
import { toDocument } from '../../platform/graphql/graphqlDocument';
import { loginPathFor } from './nextPath';
import { ViewerContext } from '../../platform/access/ViewerContext';

const viewerQuery = toDocument(ViewerDocument);

/**
 * Loads the signed-in user and house before anything else renders: a centered spinner until they
 * arrive, the login page (coming back here afterwards) when nobody is signed in or the load fails.
 */
export function ViewerGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, loading, error } = useQuery(viewerQuery);
  const viewer = data?.viewer;
  if (loading && !viewer) return <LoadingState fullScreen label="Loading your house…" />;
  if (error || !viewer)
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}
