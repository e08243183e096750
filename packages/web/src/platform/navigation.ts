import type { AccessRuleRef } from './access/accessRules';

/** The menus of the top navigation (sales spec "Top navigation"); the shell gives their labels and order. */
export type NavMenuId = 'my-auctions' | 'invoices' | 'reports' | 'customers' | 'settings';

/**
 * A link a feature puts in the top navigation, behind the access rule of the screen it opens. In a
 * menu, links come in the order of the feature list (`app/features.ts`), then of each feature's list.
 */
export interface FeatureNavLink {
  menu: NavMenuId;
  label: string;
  /** In-app path under the /ar base. */
  to: string;
  rule: AccessRuleRef;
  description?: string;
}
