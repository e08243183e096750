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
  { path: 'reports/salesTaxReports', name: 'Sales Tax Reports', rule: 'salesTaxReports' },
  { path: 'your-customers', name: 'Your Customers', rule: 'yourCustomers' },
  { path: 'campaign-reporting', name: 'Campaign Reporting', rule: 'campaignReporting' },
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

/** Pages without a signed-in user: the spec's password-reset path hides the navigation and skips the user load. */
export const publicPlannedRoutes: RouteObject[] = [
  { path: 'legal/terms', element: <ComingSoon name="Terms of Use" backTo={{ to: '/', label: 'Back' }} /> },
  {
    path: 'legal/privacy',
    element: <ComingSoon name="Privacy Policy" backTo={{ to: '/', label: 'Back' }} />,
  },
  { path: 'contact', element: <ComingSoon name="Contact" backTo={{ to: '/', label: 'Back' }} /> },
];
