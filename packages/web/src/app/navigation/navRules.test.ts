import { describe, expect, it } from 'vitest';
import { canAccess, landingPath, NAV_MENUS, navRules, visibleMenus, type NavViewer } from './navRules';

/** A viewer with nothing granted; each test turns on what it checks. */
function viewer(
  overrides: {
    user?: Partial<NavViewer['user']>;
    settings?: Partial<NavViewer['house']['settings']>;
    processor?: NavViewer['house']['paymentProcessorType'];
    access?: Partial<NavViewer['access']>;
  } = {},
): NavViewer {
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

function visibleLinks(v: NavViewer): string[] {
  return visibleMenus(v).flatMap((menu) => menu.items.map((item) => item.to));
}

describe('navRules', () => {
  it('my-auctions current and past need access.calendar', () => {
    expect(navRules.myAuctions(viewer())).toBe(false);
    expect(navRules.myAuctions(viewer({ access: { calendar: true } }))).toBe(true);
    expect(visibleLinks(viewer({ access: { calendar: true } }))).toEqual(
      expect.arrayContaining(['/my-auctions/current', '/my-auctions/past']),
    );
    expect(visibleLinks(viewer())).not.toContain('/my-auctions/current');
  });

  it('Catalog Snapshot shows only for super users', () => {
    expect(navRules.catalogSnapshot(viewer({ access: { calendar: true, sensitive: true } }))).toBe(false);
    expect(navRules.catalogSnapshot(viewer({ user: { isSuperUser: true } }))).toBe(true);
    expect(visibleLinks(viewer({ user: { isSuperUser: true } }))).toContain('/my-auctions/snapshots');
  });

  it('settings/locations, billing and legacy pages need access.sensitive', () => {
    expect(navRules.sensitive(viewer())).toBe(false);
    expect(navRules.sensitive(viewer({ access: { sensitive: true } }))).toBe(true);
    const links = visibleLinks(viewer({ access: { sensitive: true } }));
    expect(links).toContain('/settings/locations');
    expect(links).toContain('/settings/billing');
    expect(visibleLinks(viewer())).not.toContain('/settings/locations');
  });

  it('customer pages (feedback, view disputes) need access.customer', () => {
    expect(navRules.customer(viewer())).toBe(false);
    expect(navRules.customer(viewer({ access: { customer: true } }))).toBe(true);
    const links = visibleLinks(viewer({ access: { customer: true } }));
    expect(links).toEqual(expect.arrayContaining(['/customers/feedback/default', '/customers/viewDisputes']));
  });

  it('session statistics / results need access.reports', () => {
    expect(navRules.reports(viewer())).toBe(false);
    expect(navRules.reports(viewer({ access: { reports: true } }))).toBe(true);
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
    expect(navRules.campaignReporting(viewer())).toBe(false);
    expect(navRules.campaignReporting(viewer({ access: { reports: true } }))).toBe(true);
    expect(visibleLinks(viewer({ access: { reports: true } }))).toContain('/campaign-reporting');
  });

  it('Private Label Settings: instant houses with connect type i or s', () => {
    for (const connectType of ['i', 's']) {
      expect(navRules.privateLabelSettings(viewer({ settings: { isInstant: true, connectType } }))).toBe(
        true,
      );
      expect(navRules.privateLabelSettings(viewer({ settings: { isInstant: false, connectType } }))).toBe(
        false,
      );
    }
    for (const connectType of ['p', 'e', 'n'])
      expect(navRules.privateLabelSettings(viewer({ settings: { isInstant: true, connectType } }))).toBe(
        false,
      );
  });

  it('Your Customers only for connect types s, p and e', () => {
    for (const connectType of ['s', 'p', 'e'])
      expect(navRules.yourCustomers(viewer({ settings: { connectType }, access: { customer: true } }))).toBe(
        true,
      );
    for (const connectType of ['i', 'n', ''])
      expect(navRules.yourCustomers(viewer({ settings: { connectType }, access: { customer: true } }))).toBe(
        false,
      );
    // A customer page: without accessCustomer the link stays hidden.
    expect(navRules.yourCustomers(viewer({ settings: { connectType: 'p' } }))).toBe(false);
  });

  it('the Invoices menu needs access.invoices and is hidden when disableINVAInvoicing', () => {
    expect(navRules.invoices(viewer())).toBe(false);
    expect(navRules.invoices(viewer({ access: { invoices: true } }))).toBe(true);
    expect(
      navRules.invoices(viewer({ access: { invoices: true }, settings: { disableINVAInvoicing: true } })),
    ).toBe(false);
    const menus = visibleMenus(viewer({ access: { invoices: true } }));
    expect(menus.find((m) => m.id === 'invoices')?.items.map((i) => [i.label, i.to])).toEqual([
      ['Manage All Invoices', '/invoices'],
      ['Existing Invoices', '/invoices/ExistingInvoices'],
      ['Invoice Templates', '/invoices/InvoiceTemplates'],
    ]);
    expect(
      visibleMenus(viewer({ access: { invoices: true }, settings: { disableINVAInvoicing: true } })).some(
        (m) => m.id === 'invoices',
      ),
    ).toBe(false);
  });

  it('Payment Center when payment processing is eligible and enabled', () => {
    expect(navRules.paymentCenter(viewer({ settings: { paymentProcessingEligible: true } }))).toBe(false);
    expect(navRules.paymentCenter(viewer({ settings: { paymentProcessingEnabled: true } }))).toBe(false);
    expect(
      navRules.paymentCenter(
        viewer({ settings: { paymentProcessingEligible: true, paymentProcessingEnabled: true } }),
      ),
    ).toBe(true);
  });

  it("Sales Tax Reports when the processor type is 'p'", () => {
    expect(navRules.salesTaxReports(viewer({ processor: 'p', access: { reports: true } }))).toBe(true);
    expect(navRules.salesTaxReports(viewer({ processor: 's', access: { reports: true } }))).toBe(false);
    expect(navRules.salesTaxReports(viewer({ processor: 'w', access: { reports: true } }))).toBe(false);
    expect(navRules.salesTaxReports(viewer({ processor: null, access: { reports: true } }))).toBe(false);
    expect(visibleLinks(viewer({ processor: 'p', access: { reports: true } }))).toContain(
      '/reports/salesTaxReports',
    );
    // A report: without accessReports the link stays hidden.
    expect(navRules.salesTaxReports(viewer({ processor: 'p' }))).toBe(false);
  });

  it('bulk bidding and broadcast follow their access flags', () => {
    expect(navRules.bulkBidding(viewer({ access: { bulkBidding: true } }))).toBe(true);
    expect(navRules.bulkBidding(viewer())).toBe(false);
    expect(navRules.console(viewer({ access: { console: true } }))).toBe(true);
    expect(navRules.console(viewer())).toBe(false);
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
