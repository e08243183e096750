import { describe, expect, it } from 'vitest';
import { canAccess, type AccessViewer } from '../../platform/access/accessRules';
import type { NavMenuId } from '../../platform/navigation';
import { ALL_ACCESS_RULES } from '../access/allAccessRules';
import { FEATURES } from '../features';
import { landingPath, NAV_MENUS, visibleMenus } from './navRules';

/** A rule by its name, shared or a feature's own. */
function accessRule(name: string): (v: AccessViewer) => boolean {
  const rule = ALL_ACCESS_RULES[name];
  if (!rule) throw new Error(`no access rule ${name}`);
  return rule;
}

/** A viewer with nothing granted; each test turns on what it checks. */
function viewer(
  overrides: {
    user?: Partial<AccessViewer['user']>;
    settings?: Partial<AccessViewer['house']['settings']>;
    processor?: AccessViewer['house']['paymentProcessorType'];
    access?: Partial<AccessViewer['access']>;
  } = {},
): AccessViewer {
  return {
    user: { isSuperUser: false, ...overrides.user },
    house: {
      paymentProcessorType: overrides.processor ?? null,
      settings: {
        disableINVAInvoicing: false,
        paymentProcessingEnabled: false,
        paymentProcessingEligible: false,
        connectType: 'n',
        isInstant: false,
        ...overrides.settings,
      },
    },
    access: {
      invoices: false,
      reports: false,
      calendar: false,
      customer: false,
      sensitive: false,
      console: false,
      bulkBidding: false,
      ...overrides.access,
    },
  };
}

function visibleLinks(v: AccessViewer): string[] {
  return visibleMenus(v).flatMap((menu) => menu.items.map((item) => item.to));
}

/**
 * The spec's top navigation (sales "Top navigation", invoicing §2's screens): its menus and, in each,
 * the links the spec names, in its order. Links of features the spec does not name (API tokens,
 * unpaid items, the analytics dashboard's setting) are not pinned here: they follow the spec's links
 * of their menu, in the feature list's order, as the features declare them (`AppFeature.nav`).
 */
const SPEC_MENUS: readonly (readonly [NavMenuId, string, readonly (readonly [string, string])[]])[] = [
  [
    'my-auctions',
    'My Auctions',
    [
      ['Current Auctions', '/my-auctions/current'],
      ['Past Auctions', '/my-auctions/past'],
      ['Catalog Snapshot', '/my-auctions/snapshots'],
    ],
  ],
  [
    'invoices',
    'Invoices',
    [
      ['Manage All Invoices', '/invoices'],
      ['Existing Invoices', '/invoices/ExistingInvoices'],
      ['Invoice Templates', '/invoices/InvoiceTemplates'],
    ],
  ],
  [
    'reports',
    'Reports',
    [
      ['Session Results', '/reports/sessionResults'],
      ['Sales Tax Reports', '/reports/salesTaxReports'],
      ['Campaign Reporting', '/campaign-reporting'],
    ],
  ],
  [
    'customers',
    'Customers',
    [
      ['Feedback', '/customers/feedback/default'],
      ['View Disputes', '/customers/viewDisputes'],
      ['Your Customers', '/your-customers'],
    ],
  ],
  [
    'settings',
    'Settings',
    [
      ['Locations', '/settings/locations'],
      ['Private Label Settings', '/settings/plSettings'],
      ['Payment Center', '/payments'],
      ['Billing', '/settings/billing'],
    ],
  ],
];

/** The spec's links of a menu, as [label, path]. */
function specLinks(menu: NavMenuId): (readonly [string, string])[] {
  return [...(SPEC_MENUS.find(([id]) => id === menu)?.[2] ?? [])];
}

/** The links the features declare in a menu beyond the spec's, in the feature list's order, as [label, path]. */
function otherDeclaredLinks(menu: NavMenuId, v?: AccessViewer): [string, string][] {
  const spec = specLinks(menu).map(([, to]) => to);
  return FEATURES.flatMap((feature) => feature.nav ?? [])
    .filter((link) => link.menu === menu && !spec.includes(link.to) && (!v || canAccess(v, link.rule)))
    .map((link) => [link.label, link.to]);
}

describe('access rules and the visible menus', () => {
  it('my-auctions current and past need access.calendar', () => {
    expect(accessRule('myAuctions')(viewer())).toBe(false);
    expect(accessRule('myAuctions')(viewer({ access: { calendar: true } }))).toBe(true);
    expect(visibleLinks(viewer({ access: { calendar: true } }))).toEqual(
      expect.arrayContaining(['/my-auctions/current', '/my-auctions/past']),
    );
    expect(visibleLinks(viewer())).not.toContain('/my-auctions/current');
  });

  it('Catalog Snapshot shows only for super users', () => {
    expect(accessRule('catalogSnapshot')(viewer({ access: { calendar: true, sensitive: true } }))).toBe(
      false,
    );
    expect(accessRule('catalogSnapshot')(viewer({ user: { isSuperUser: true } }))).toBe(true);
    expect(visibleLinks(viewer({ user: { isSuperUser: true } }))).toContain('/my-auctions/snapshots');
  });

  it('settings/locations, billing and legacy pages need access.sensitive', () => {
    expect(accessRule('sensitive')(viewer())).toBe(false);
    expect(accessRule('sensitive')(viewer({ access: { sensitive: true } }))).toBe(true);
    const links = visibleLinks(viewer({ access: { sensitive: true } }));
    expect(links).toContain('/settings/locations');
    expect(links).toContain('/settings/billing');
    expect(visibleLinks(viewer())).not.toContain('/settings/locations');
  });

  it('customer pages (feedback, view disputes) need access.customer', () => {
    expect(accessRule('customer')(viewer())).toBe(false);
    expect(accessRule('customer')(viewer({ access: { customer: true } }))).toBe(true);
    const links = visibleLinks(viewer({ access: { customer: true } }));
    expect(links).toEqual(expect.arrayContaining(['/customers/feedback/default', '/customers/viewDisputes']));
  });

  it('session statistics / results need access.reports', () => {
    expect(accessRule('reports')(viewer())).toBe(false);
    expect(accessRule('reports')(viewer({ access: { reports: true } }))).toBe(true);
    expect(visibleLinks(viewer({ access: { reports: true } }))).toContain('/reports/sessionResults');
  });

  it('Campaign Reporting and its Analytics Dashboard setting need access.reports', () => {
    const links = visibleLinks(viewer({ access: { reports: true } }));
    expect(links).toEqual(expect.arrayContaining(['/campaign-reporting', '/settings/analytics-dashboard']));
    expect(visibleLinks(viewer({ access: { sensitive: true } }))).not.toContain(
      '/settings/analytics-dashboard',
    );
  });

  it('campaign reporting needs access.reports', () => {
    expect(accessRule('campaignReporting')(viewer())).toBe(false);
    expect(accessRule('campaignReporting')(viewer({ access: { reports: true } }))).toBe(true);
    expect(visibleLinks(viewer({ access: { reports: true } }))).toContain('/campaign-reporting');
  });

  it('Private Label Settings: instant houses with connect type i or s', () => {
    for (const connectType of ['i', 's']) {
      expect(accessRule('privateLabelSettings')(viewer({ settings: { isInstant: true, connectType } }))).toBe(
        true,
      );
      expect(
        accessRule('privateLabelSettings')(viewer({ settings: { isInstant: false, connectType } })),
      ).toBe(false);
    }
    for (const connectType of ['p', 'e', 'n'])
      expect(accessRule('privateLabelSettings')(viewer({ settings: { isInstant: true, connectType } }))).toBe(
        false,
      );
  });

  it('Your Customers only for connect types s, p and e', () => {
    for (const connectType of ['s', 'p', 'e'])
      expect(
        accessRule('yourCustomers')(viewer({ settings: { connectType }, access: { customer: true } })),
      ).toBe(true);
    for (const connectType of ['i', 'n', ''])
      expect(
        accessRule('yourCustomers')(viewer({ settings: { connectType }, access: { customer: true } })),
      ).toBe(false);
    // A customer page: without accessCustomer the link stays hidden.
    expect(accessRule('yourCustomers')(viewer({ settings: { connectType: 'p' } }))).toBe(false);
  });

  it('the Invoices menu needs access.invoices and is hidden when disableINVAInvoicing', () => {
    expect(accessRule('invoices')(viewer())).toBe(false);
    expect(accessRule('invoices')(viewer({ access: { invoices: true } }))).toBe(true);
    expect(
      accessRule('invoices')(
        viewer({ access: { invoices: true }, settings: { disableINVAInvoicing: true } }),
      ),
    ).toBe(false);
    const invoicesUser = viewer({ access: { invoices: true } });
    const menus = visibleMenus(invoicesUser);
    // The spec's invoice screens, then the links other features declare in the menu (Unpaid Items).
    expect(menus.find((m) => m.id === 'invoices')?.items.map((i) => [i.label, i.to])).toEqual([
      ...specLinks('invoices'),
      ...otherDeclaredLinks('invoices', invoicesUser),
    ]);
    expect(
      visibleMenus(viewer({ access: { invoices: true }, settings: { disableINVAInvoicing: true } })).some(
        (m) => m.id === 'invoices',
      ),
    ).toBe(false);
  });

  it('Payment Center when payment processing is eligible and enabled', () => {
    expect(accessRule('paymentCenter')(viewer({ settings: { paymentProcessingEligible: true } }))).toBe(
      false,
    );
    expect(accessRule('paymentCenter')(viewer({ settings: { paymentProcessingEnabled: true } }))).toBe(false);
    expect(
      accessRule('paymentCenter')(
        viewer({ settings: { paymentProcessingEligible: true, paymentProcessingEnabled: true } }),
      ),
    ).toBe(true);
  });

  it("Sales Tax Reports when the processor type is 'p'", () => {
    expect(accessRule('salesTaxReports')(viewer({ processor: 'p', access: { reports: true } }))).toBe(true);
    expect(accessRule('salesTaxReports')(viewer({ processor: 's', access: { reports: true } }))).toBe(false);
    expect(accessRule('salesTaxReports')(viewer({ processor: 'w', access: { reports: true } }))).toBe(false);
    expect(accessRule('salesTaxReports')(viewer({ processor: null, access: { reports: true } }))).toBe(false);
    expect(visibleLinks(viewer({ processor: 'p', access: { reports: true } }))).toContain(
      '/reports/salesTaxReports',
    );
    // A report: without accessReports the link stays hidden.
    expect(accessRule('salesTaxReports')(viewer({ processor: 'p' }))).toBe(false);
  });

  it('bulk bidding and broadcast follow their access flags', () => {
    expect(accessRule('bulkBidding')(viewer({ access: { bulkBidding: true } }))).toBe(true);
    expect(accessRule('bulkBidding')(viewer())).toBe(false);
    expect(accessRule('console')(viewer({ access: { console: true } }))).toBe(true);
    expect(accessRule('console')(viewer())).toBe(false);
  });

  it('leaves out menus with no visible link and keeps the order of the rest', () => {
    expect(visibleMenus(viewer())).toEqual([]);
    const everything = viewer({
      user: { isSuperUser: true },
      processor: 'p',
      settings: {
        paymentProcessingEligible: true,
        paymentProcessingEnabled: true,
        connectType: 's',
        isInstant: true,
      },
      access: { invoices: true, reports: true, calendar: true, customer: true, sensitive: true },
    });
    expect(visibleMenus(everything).map((m) => m.id)).toEqual(NAV_MENUS.map((m) => m.id));
    expect(visibleLinks(everything)).toHaveLength(NAV_MENUS.flatMap((m) => m.items).length);
  });

  it('canAccess reads the named rule', () => {
    expect(canAccess(viewer({ access: { invoices: true } }), 'invoices')).toBe(true);
    expect(canAccess(viewer(), 'signedIn')).toBe(true);
  });
});

describe('the menus the features fill', () => {
  it("keeps the spec's menus and links in order, whichever feature declares them, and the others after them", () => {
    expect(NAV_MENUS.map((menu) => [menu.id, menu.label])).toEqual(
      SPEC_MENUS.map(([id, label]) => [id, label]),
    );
    for (const menu of NAV_MENUS)
      expect(
        menu.items.map((item) => [item.label, item.to]),
        menu.label,
      ).toEqual([...specLinks(menu.id as NavMenuId), ...otherDeclaredLinks(menu.id as NavMenuId)]);
  });
});

describe('landingPath', () => {
  it('is the default landing for a user with calendar access', () => {
    expect(landingPath(viewer({ access: { calendar: true, invoices: true } }))).toBe('/my-auctions/current');
  });

  it('is the invoices hub for an invoices-only user', () => {
    expect(landingPath(viewer({ access: { invoices: true } }))).toBe('/invoices');
  });

  it('skips invoices when the house has invoicing disabled', () => {
    const v = viewer({
      access: { invoices: true, sensitive: true },
      settings: { disableINVAInvoicing: true },
    });
    expect(landingPath(v)).not.toMatch(/^\/invoices/);
    expect(canAccess(v, 'sensitive')).toBe(true);
  });
});
