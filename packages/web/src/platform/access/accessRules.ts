import type { AccessFlags } from '../../__generated__/graphql';

/**
 * Who may open which part of the app (sales spec "Top navigation" and §6, invoicing §2 and §6).
 * Pure rules for both sides: the top navigation shows a link only when its rule passes, and a
 * feature's route of the same screen refuses the user with the permission message when it does not
 * (`RequireAccess`). The rules several features share live here; a rule of one area lives in its
 * feature (`features/<domain>/access.ts`) and is listed in its `AppFeature`.
 */

/** An access flag of the viewer, as the GraphQL contract names it. */
export type AccessFlag = Exclude<keyof AccessFlags, '__typename'>;

/** The facts of the signed-in viewer the rules read. */
export interface AccessViewer {
  user: { isSuperUser: boolean };
  house: {
    paymentProcessorType?: 'p' | 's' | 'w' | null;
    settings: {
      disableINVAInvoicing: boolean;
      paymentProcessingEnabled: boolean;
      paymentProcessingEligible: boolean;
      connectType: string;
      isInstant: boolean;
    };
  };
  /** The flags the contract reports; an absent flag counts as not granted. */
  access: Partial<Record<AccessFlag, boolean>>;
}

export type AccessRule = (viewer: AccessViewer) => boolean;

/** True when the viewer holds the flag; absent counts as not granted. */
export const hasFlag = (viewer: AccessViewer, flag: AccessFlag): boolean => viewer.access[flag] === true;

/** The rules several features gate their screens with. */
export const accessRules = {
  /** My Auctions (current and past), the calendar and the sale wizard: accessCalendar. */
  myAuctions: (v) => hasFlag(v, 'calendar'),
  /** Settings (locations), billing, API tokens and legacy pages: accessSensitive. */
  sensitive: (v) => hasFlag(v, 'sensitive'),
  /** Customer pages (feedback, disputes): accessCustomer. */
  customer: (v) => hasFlag(v, 'customer'),
  /** Session statistics and results, realized prices: accessReports. */
  reports: (v) => hasFlag(v, 'reports'),
  /** The Invoices menu and screens: hidden when disableINVAInvoicing; needs accessInvoices. */
  invoices: (v) => !v.house.settings.disableINVAInvoicing && hasFlag(v, 'invoices'),
  /** Screens every signed-in user may open. */
  signedIn: () => true,
} satisfies Record<string, AccessRule>;

export type AccessRuleId = keyof typeof accessRules;

/** A shared rule by its name, or a feature's own rule. */
export type AccessRuleRef = AccessRuleId | AccessRule;

export function canAccess(viewer: AccessViewer, rule: AccessRuleRef): boolean {
  return typeof rule === 'function' ? rule(viewer) : accessRules[rule](viewer);
}
