import { DATE_RANGE_MESSAGES, DEFAULT_RANGE_START } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { invoiceGroupLinks } from './components/InvoiceGroupCard';
import {
  existingInvoicesRange,
  readExistingInvoicesParams,
  withDateChange,
  withoutDates,
} from './dateFilter';
import { hubTabForPath } from './hubTabs';
import {
  EMPTY_SELECTION,
  isSessionLocked,
  selectedSaleGroupId,
  toggleSession,
  type SelectedSession,
} from './sessionSelection';

const session = (id: string, saleGroupId: string, locationId = 'L1'): SelectedSession => ({
  id,
  ref: `ref-${id}`,
  saleGroupId,
  saleGroupName: `Sale ${saleGroupId}`,
  locationId,
});

describe('hub tabs', () => {
  it('selects Existing when the path starts with /invoices/ExistingInvoices', () => {
    expect(hubTabForPath('/invoices')).toBe('uninvoiced');
    expect(hubTabForPath('/invoices/ExistingInvoices')).toBe('existing');
    expect(hubTabForPath('/invoices/ExistingInvoices/anything')).toBe('existing');
  });
});

describe('session selection', () => {
  it('fixes the sale group with the first session and frees it when nothing is selected', () => {
    let selection = toggleSession(EMPTY_SELECTION, session('1', 'G1'));
    expect(selectedSaleGroupId(selection)).toBe('G1');
    expect(isSessionLocked(selection, 'G2')).toBe(true);
    expect(isSessionLocked(selection, 'G1')).toBe(false);
    selection = toggleSession(selection, session('2', 'G1'));
    selection = toggleSession(selection, session('1', 'G1'));
    expect(selectedSaleGroupId(selection)).toBe('G1');
    selection = toggleSession(selection, session('2', 'G1'));
    expect(selectedSaleGroupId(selection)).toBeNull();
    expect(isSessionLocked(selection, 'G2')).toBe(false);
  });
});

describe('Existing Invoices date filter', () => {
  const today = '2024-06-15';

  it('reads page, start and end from the URL', () => {
    expect(readExistingInvoicesParams(new URLSearchParams('page=3&start=2024-01-01&end=2024-02-01'))).toEqual(
      {
        page: 3,
        start: '2024-01-01',
        end: '2024-02-01',
      },
    );
  });

  it('refuses TO before FROM', () => {
    const { violations } = existingInvoicesRange({ page: 1, start: '2024-03-01', end: '2024-02-01' }, today);
    expect(violations.map((v) => v.message)).toEqual([DATE_RANGE_MESSAGES.toBeforeFrom]);
  });

  it('starts a range with only an end date at 01/01/1989', () => {
    expect(existingInvoicesRange({ page: 1, start: null, end: '2024-02-01' }, today).range).toEqual({
      start: DEFAULT_RANGE_START,
      end: '2024-02-01',
    });
    expect(withDateChange(new URLSearchParams('page=4'), 'end', '2024-02-01').toString()).toBe(
      `end=2024-02-01&start=${DEFAULT_RANGE_START}`,
    );
  });

  it('goes back to page 1 on a change, and Clear Dates removes the range', () => {
    expect(
      withDateChange(new URLSearchParams('page=2&end=2024-02-01'), 'start', '2024-01-01').toString(),
    ).toBe('end=2024-02-01&start=2024-01-01');
    expect(withoutDates(new URLSearchParams('page=2&start=2024-01-01&end=2024-02-01')).toString()).toBe('');
  });
});

describe('invoice group links', () => {
  it('points to the template, group details, edit and creation-status screens', () => {
    expect(invoiceGroupLinks({ id: '12', templateId: '7' })).toEqual({
      editTemplate: '/invoices/InvoiceTemplates/7',
      viewInvoices: '/invoices/InvoiceGroupDetails/12',
      editInvoices: '/invoices/EditInvoices/12',
      creationStatus: '/invoices/CreateNewInvoices/12',
    });
  });
});
