import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { lotsAccess } from './access';

const CatalogSnapshotPage = lazy(() => import('./pages/CatalogSnapshotPage'));

/** The lot add/edit page, mounted in the session routes (/session/{type}/{groupID}/{catalogID}/lot/...). */
export const LotPage = lazy(() => import('./pages/LotPage'));

/** Catalog Snapshot (sales §2 route table): super users only, like its navigation link. */
export const lotsRoutes: RouteObject[] = [
  {
    path: 'my-auctions/snapshots',
    element: (
      <RequireAccess rule={lotsAccess.catalogSnapshot}>
        <CatalogSnapshotPage />
      </RequireAccess>
    ),
  },
];
