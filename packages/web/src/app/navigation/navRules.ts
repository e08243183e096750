/**
 * Who sees which part of the app (sales spec "Top navigation" and §6, invoicing §2 and §6).
 * One pure module: the top navigation shows a link only when its rule passes, and the route
 * of the same screen refuses the user with the permission message when it does not.
 */

/** The facts of the signed-in viewer the rules read. */
export interface NavViewer {
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
  access: {
    invoices: boolean;
    reports: boolean;
    calendar: boolean;
    customer: boolean;
    sensitive: boolean;
    console: boolean;
    bulkBidding: boolean;
    /** The payments flag (the payment center); absent counts as not granted. */
    payments?: boolean;
  };
}

export type NavRule = (viewer: NavViewer) => boolean;

/** The gating rules, one per area. */
export const navRules = {
  /** My Auctions (current and past): accessCalendar. */
  myAuctions: (v) => v.access.calendar,
  /** Catalog Snapshot: super users only. */
  catalogSnapshot: (v) => v.user.isSuperUser,
  /** Settings (locations), billing and legacy pages: accessSensitive. */
  sensitive: (v) => v.access.sensitive,
  /** Customer pages (feedback, disputes): accessCustomer. */
  customer: (v) => v.access.customer,
  /** Session statistics and results, realized prices: accessReports. */
  reports: (v) => v.access.reports,
  /** Campaign reporting (analytics dashboard): accessReports. */
  campaignReporting: (v) => v.access.reports,
  /** Private Label Settings: instant houses with connect type i or s. */
  privateLabelSettings: (v) =>
    v.house.settings.isInstant && ['i', 's'].includes(v.house.settings.connectType),
  /** The Private Label Settings page: the link's rule, and settings need accessSensitive (sales §6). */
  privateLabelPage: (v) =>
    v.access.sensitive && v.house.settings.isInstant && ['i', 's'].includes(v.house.settings.connectType),
  /**
   * The payment center's pages (/payments, /payments/{action}): an eligible house and the payments
   * flag; the sign-up is for a house not yet enabled, so only the link waits for enabled.
   */
  paymentCenterPage: (v) => v.house.settings.paymentProcessingEligible && v.access.payments === true,
  /** Your Customers: a customer page (accessCustomer) for connect types s, p and e. */
  yourCustomers: (v) => v.access.customer && ['s', 'p', 'e'].includes(v.house.settings.connectType),
  /** The Invoices menu and screens: hidden when disableINVAInvoicing; needs accessInvoices. */
  invoices: (v) => !v.house.settings.disableINVAInvoicing && v.access.invoices,
  /** Payment Center: payment processing eligible and enabled. */
  paymentCenter: (v) =>
    v.house.settings.paymentProcessingEligible && v.house.settings.paymentProcessingEnabled,
  /** Sales Tax Reports: processor type p (sales §2 Top navigation), and, as a report, accessReports (§6). */
  salesTaxReports: (v) => v.access.reports && v.house.paymentProcessorType === 'p',
  /** Bulk bidding: accessBulkbiding. */
  bulkBidding: (v) => v.access.bulkBidding,
  /** Video broadcast (seller console area): accessConsole. */
  console: (v) => v.access.console,
  /** Screens every signed-in user may open. */
  signedIn: () => true,
} satisfies Record<string, NavRule>;

export type NavRuleId = keyof typeof navRules;

export function canAccess(viewer: NavViewer, rule: NavRuleId): boolean {
  return navRules[rule](viewer);
}

export interface NavLinkItem {
  label: string;
  /** In-app path under the /ar base. */
  to: string;
  rule: NavRuleId;
  description?: string;
}

export interface NavMenu {
  id: string;
  label: string;
  items: NavLinkItem[];
}

/** The top navigation, in display order. */
export const NAV_MENUS: readonly NavMenu[] = [
  {
    id: 'my-auctions',
    label: 'My Auctions',
    items: [
      {
        label: 'Current Auctions',
        to: '/my-auctions/current',
        rule: 'myAuctions',
        description: 'Upcoming sales',
      },
      {
        label: 'Past Auctions',
        to: '/my-auctions/past',
        rule: 'myAuctions',
        description: 'Sales that have ended',
      },
      {
        label: 'Catalog Snapshot',
        to: '/my-auctions/snapshots',
        rule: 'catalogSnapshot',
        description: 'Download a catalog snapshot',
      },
    ],
  },
  {
    id: 'invoices',
    label: 'Invoices',
    items: [
      {
        label: 'Manage All Invoices',
        to: '/invoices',
        rule: 'invoices',
        description: 'Create invoice groups',
      },
      {
        label: 'Existing Invoices',
        to: '/invoices/ExistingInvoices',
        rule: 'invoices',
        description: 'Invoice groups by date',
      },
      {
        label: 'Invoice Templates',
        to: '/invoices/InvoiceTemplates',
        rule: 'invoices',
        description: 'Email, taxes, fees, messages',
      },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    items: [
      {
        label: 'Session Results',
        to: '/reports/sessionResults',
        rule: 'reports',
        description: 'Session statistics and results',
      },
      {
        label: 'Sales Tax Reports',
        to: '/reports/salesTaxReports',
        rule: 'salesTaxReports',
        description: 'Sales tax by month and state',
      },
      {
        label: 'Campaign Reporting',
        to: '/campaign-reporting',
        rule: 'campaignReporting',
        description: 'Campaign analytics',
      },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    items: [
      {
        label: 'Feedback',
        to: '/customers/feedback/default',
        rule: 'customer',
        description: 'Default feedback messages',
      },
      {
        label: 'View Disputes',
        to: '/customers/viewDisputes',
        rule: 'customer',
        description: 'Unpaid-item disputes',
      },
      {
        label: 'Your Customers',
        to: '/your-customers',
        rule: 'yourCustomers',
        description: 'Your customer list',
      },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    items: [
      { label: 'Locations', to: '/settings/locations', rule: 'sensitive', description: 'Sale locations' },
      {
        label: 'Private Label Settings',
        to: '/settings/plSettings',
        rule: 'privateLabelPage',
        description: 'Colours, fonts and logos',
      },
      { label: 'Payment Center', to: '/payments', rule: 'paymentCenter', description: 'Payment processing' },
      { label: 'Billing', to: '/settings/billing', rule: 'sensitive', description: 'Your statement of fees' },
      {
        label: 'Analytics Dashboard',
        to: '/settings/analytics-dashboard',
        rule: 'campaignReporting',
        description: 'Your outside dashboard in Campaign Reporting',
      },
      {
        label: 'API Tokens',
        to: '/settings/api-tokens',
        rule: 'sensitive',
        description: 'Tokens for scripts',
      },
    ],
  },
];

/** The menus and links this viewer sees; a menu with no visible link is left out. */
export function visibleMenus(viewer: NavViewer, menus: readonly NavMenu[] = NAV_MENUS): NavMenu[] {
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
export function landingPath(viewer: NavViewer): string {
  if (canAccess(viewer, 'myAuctions')) return DEFAULT_LANDING;
  for (const menu of NAV_MENUS)
    for (const item of menu.items)
      if (item.rule !== 'signedIn' && item.to.startsWith('/') && canAccess(viewer, item.rule)) return item.to;
  return DEFAULT_LANDING;
}
