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
  { path: 'settings/billing', name: 'Billing', rule: 'sensitive' },
  { path: 'settings/plSettings', name: 'Private Label Settings', rule: 'privateLabelSettings' },
  { path: 'reports/sessionResults', name: 'Session Results', rule: 'reports' },
  { path: 'reports/sessionResults/viewSessionResults', name: 'Session Results', rule: 'reports' },
  { path: 'reports/openDisputes/*', name: 'Open Disputes', rule: 'customer' },
  { path: 'customers/viewDisputes', name: 'View Disputes', rule: 'customer' },
  { path: 'customers/confirmDisputeAction', name: 'View Disputes', rule: 'customer' },
  { path: 'customers/dispute/:disputeRef', name: 'Dispute', rule: 'customer' },
  { path: 'payments', name: 'Payment Center', rule: 'paymentCenter' },
  { path: 'payments/:action', name: 'Payment Center', rule: 'paymentCenter' },
  { path: 'campaign-reporting', name: 'Campaign Reporting', rule: 'campaignReporting' },
  { path: 'bulk-bidding/:catalogRef', name: 'Bulk Bidding', rule: 'bulkBidding' },
  { path: 'pricesrealized/:catalogId', name: 'Edit Realized Prices', rule: 'reports' },
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
  {
    path: 'password-reset',
    element: <ComingSoon name="Password Reset" backTo={{ to: '/login', label: 'Back to sign in' }} />,
  },
];
