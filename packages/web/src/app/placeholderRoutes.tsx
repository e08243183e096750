import type { RouteObject } from 'react-router';
import { ComingSoon } from '../ui/ComingSoon';
import { RequireAccess } from './access/RequireAccess';
import type { NavRuleId } from './navigation/navRules';

/** A screen of the product that later releases build: its path, name and gate. */
interface PlannedScreen {
  path: string;
  name: string;
  rule: NavRuleId;
  description?: string;
}

/** The sales-area screens of the route table (sales spec §2), gated like their navigation links. */
export const PLANNED_SCREENS: readonly PlannedScreen[] = [
  { path: 'broadcast/:eventId', name: 'Video Broadcast', rule: 'console' },
];

export const plannedRoutes: RouteObject[] = PLANNED_SCREENS.map((screen) => ({
  path: screen.path,
  element: (
    <RequireAccess rule={screen.rule}>
      <ComingSoon name={screen.name} description={screen.description} />
    </RequireAccess>
  ),
}));
