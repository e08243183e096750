import { describe, expect, it } from 'vitest';
import { autoChargeBackLink, mainAction, rowDate } from './autoChargeRules';

describe('the auto-charge main button', () => {
  it("reads 'Continue With No Changes' with nothing staged", () => {
    expect(mainAction(null)).toEqual({ label: 'Continue With No Changes', disabled: false, hint: null });
  });
  it("is disabled with 'Select a new date to continue' while the picker is empty", () => {
    expect(mainAction({ action: 'set', scope: 'all', date: null })).toEqual({
      label: 'Save & Continue',
      disabled: true,
      hint: 'Select a new date to continue',
    });
  });
  it("reads 'Save & Continue' with a date or a removal staged", () => {
    expect(mainAction({ action: 'set', scope: 'selected', date: '2026-03-20' }).disabled).toBe(false);
    expect(mainAction({ action: 'remove', scope: 'all' }).label).toBe('Save & Continue');
  });
});

describe('a row’s auto-charge date', () => {
  const row = {
    autoChargeDate: '2026-03-18',
    autoChargeDateValid: false,
    firstEligibleAutoChargeDate: '2026-03-19',
  };
  it('flags a saved date earlier than the first eligible date', () => {
    expect(rowDate(row, null, false)).toEqual({ date: '2026-03-18', pending: false, valid: false });
  });
  it('shows the staged date on the rows it covers, flagged when too early', () => {
    expect(rowDate(row, { action: 'set', scope: 'all', date: '2026-03-19' }, true)).toEqual({
      date: '2026-03-19',
      pending: true,
      valid: true,
    });
    expect(rowDate(row, { action: 'set', scope: 'all', date: '2026-03-17' }, true).valid).toBe(false);
    expect(rowDate(row, { action: 'remove', scope: 'all' }, true)).toEqual({
      date: null,
      pending: true,
      valid: true,
    });
  });
  it('leaves rows the change does not cover, and an empty picker, alone', () => {
    expect(rowDate(row, { action: 'remove', scope: 'selected' }, false).date).toBe('2026-03-18');
    expect(rowDate(row, { action: 'set', scope: 'all', date: null }, true).pending).toBe(false);
    expect(rowDate({ ...row, autoChargeDate: null }, null, false).valid).toBe(true);
  });
});

describe('the back link', () => {
  it('follows autoChargeSource, group details by default', () => {
    expect(autoChargeBackLink('create', '7').to).toBe('/invoices/CreateNewInvoices/7');
    expect(autoChargeBackLink('edit', '7').to).toBe('/invoices/EditInvoices/7');
    expect(autoChargeBackLink('group', '7')).toEqual({
      to: '/invoices/InvoiceGroupDetails/7',
      label: 'Back to Invoice Group Details',
    });
    expect(autoChargeBackLink(null, '7').to).toBe('/invoices/InvoiceGroupDetails/7');
  });
});
