import { Navigate } from 'react-router';
import { useViewer } from '../platform/access/ViewerContext';
import { landingPath } from './navigation/navRules';

/** The start page: sends the signed-in user to the first screen they may open. */
export function LandingRedirect() {
  return <Navigate to={landingPath(useViewer())} replace />;
}
