import { useQuery } from '@apollo/client/react';
import { ViewerDocument } from '../../__generated__/graphql';
import { ViewerContext } from '../../platform/access/ViewerContext';
import { OPTIONAL_SESSION } from '../apollo';
import { toDocument } from '../../platform/graphql/graphqlDocument';
import { LoadingState } from '../../ui/LoadingState';
import { AppLayout } from './AppLayout';
import { PublicLayout } from './PublicLayout';

const viewerQuery = toDocument(ViewerDocument);

/**
 * The layout of pages open to everyone (AppFeature.openRoutes): the signed-in shell with its
 * navigation when someone is signed in, the public layout otherwise. Not being signed in is an
 * answer here, not a reason to go to the login page.
 */
export function SessionAwareLayout() {
  const { data, loading } = useQuery(viewerQuery, { context: { [OPTIONAL_SESSION]: true } });
  const viewer = data?.viewer;
  if (loading && !viewer) return <LoadingState fullScreen label="Loading…" />;
  if (!viewer) return <PublicLayout />;
  return (
    <ViewerContext.Provider value={viewer}>
      <AppLayout />
    </ViewerContext.Provider>
  );
}
