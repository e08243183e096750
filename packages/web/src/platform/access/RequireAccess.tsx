import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { type AccessRuleRef, canAccess } from './accessRules';
import { PermissionDenied } from './PermissionDenied';
import { useViewer } from './ViewerContext';

/**
 * A route gate with the same rule as the navigation link: the screen (or, as a layout route, all
 * its child routes) for viewers the rule lets in, the permission message for everyone else.
 */
export function RequireAccess({ rule, children }: { rule: AccessRuleRef; children?: ReactNode }) {
  const viewer = useViewer();
  if (!canAccess(viewer, rule)) return <PermissionDenied />;
  return children ?? <Outlet />;
}
