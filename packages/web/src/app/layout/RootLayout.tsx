import { Outlet, ScrollRestoration } from 'react-router';
import { NewVersionModal } from '../version/NewVersionModal';

/** Wraps every route: the new-version check runs wherever the user is. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <NewVersionModal />
      <ScrollRestoration />
    </>
  );
}
