import {
  type AccessRuleRef,
  type AccessViewer,
  accessRules,
  canAccess,
} from '../../platform/access/accessRules';
import type { AppFeature } from '../../platform/feature';
import type { NavMenuId } from '../../platform/navigation';
import { FEATURES } from '../features';

/**
 * The top navigation (sales spec "Top navigation"): its menus, the links the features declare in
 * them (`AppFeature.nav`), each behind the access rule of the screen it opens, and where the start
 * page leads.
 */

export interface NavLinkItem {
  label: string;
  /** In-app path under the /ar base. */
  to: string;
  rule: AccessRuleRef;
  description?: string;
}

export interface NavMenu {
  id: string;
  label: string;
  items: NavLinkItem[];
}

/** The menus of the top navigation, in display order; the features fill them with their links. */
const MENU_LABELS: readonly { id: NavMenuId; label: string }[] = [
  { id: 'my-auctions', label: 'My Auctions' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'reports', label: 'Reports' },
  { id: 'customers', label: 'Customers' },
  { id: 'settings', label: 'Settings' },
];

/** The menus with the features' links, in the order of the feature list. */
export function composeMenus(features: readonly AppFeature[]): NavMenu[] {
  return MENU_LABELS.map(({ id, label }) => ({
    id,
    label,
    items: features.flatMap((feature) =>
      (feature.nav ?? [])
        .filter((link) => link.menu === id)
        .map(({ label, to, rule, description }) => ({ label, to, rule, description })),
    ),
  }));
}

/** The top navigation, in display order. */
export const NAV_MENUS: readonly NavMenu[] = composeMenus(FEATURES);

/** The menus and links this viewer sees; a menu with no visible link is left out. */
export function visibleMenus(viewer: AccessViewer, menus: readonly NavMenu[] = NAV_MENUS): NavMenu[] {
  return menus
    .map((menu) => ({ ...menu, items: menu.items.filter((item) => canAccess(viewer, item.rule)) }))
    .filter((menu) => menu.items.length > 0);
}

/** The spec's default landing route. */
export const DEFAULT_LANDING = '/my-auctions/current';

/**
 * Where the start page (`/`) leads: the default landing when the user may open it, otherwise the
 * first screen of the navigation they may open (an invoices-only clerk lands on the invoices hub
 * rather than on a permission message).
 */
export function landingPath(viewer: AccessViewer): string {
  if (canAccess(viewer, 'myAuctions')) return DEFAULT_LANDING;
  for (const menu of NAV_MENUS)
    for (const item of menu.items)
      if (!isEveryone(item.rule) && item.to.startsWith('/') && canAccess(viewer, item.rule)) return item.to;
  return DEFAULT_LANDING;
}

/** A link open to every signed-in user is no landing of its own. */
function isEveryone(rule: AccessRuleRef): boolean {
  return rule === 'signedIn' || rule === accessRules.signedIn;
}
