import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../platform/access/RequireAccess';
import { broadcastAccess } from './access';

const BroadcastPage = lazy(() => import('./pages/BroadcastPage'));
const BroadcastPreviewPage = lazy(() => import('./pages/BroadcastPreviewPage'));

/**
 * Video Broadcast (sales §2 route table: /broadcast/{eventId}, query isWebRtc=0|1, always WebRTC
 * here) and its preview page, both gated by the console flag (sales §6 accessConsole).
 */
export const broadcastRoutes: RouteObject[] = [
  {
    path: 'broadcast/:eventId',
    element: (
      <RequireAccess rule={broadcastAccess.console}>
        <BroadcastPage />
      </RequireAccess>
    ),
  },
  {
    path: 'broadcast/:eventId/preview',
    element: (
      <RequireAccess rule={broadcastAccess.console}>
        <BroadcastPreviewPage />
      </RequireAccess>
    ),
  },
];
