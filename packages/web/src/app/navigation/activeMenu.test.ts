import { describe, expect, it } from 'vitest';
import { activeItemPath, activeMenuId, isPathWithin } from './activeMenu';
import { NAV_MENUS } from './navRules';

describe('active navigation', () => {
  it('matches a path and the paths below it, not siblings with the same prefix', () => {
    expect(isPathWithin('/invoices', '/invoices')).toBe(true);
    expect(isPathWithin('/invoices/ExistingInvoices', '/invoices')).toBe(true);
    expect(isPathWithin('/invoicesX', '/invoices')).toBe(false);
  });

  it('marks the longest matching link', () => {
    expect(activeItemPath('/invoices/ExistingInvoices', NAV_MENUS)).toBe('/invoices/ExistingInvoices');
    expect(activeItemPath('/invoices/CreateNewInvoices/4', NAV_MENUS)).toBe('/invoices');
    expect(activeMenuId('/invoices/InvoiceTemplates/7', NAV_MENUS)).toBe('invoices');
    expect(activeMenuId('/nowhere', NAV_MENUS)).toBeNull();
  });
});
