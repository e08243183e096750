import { describe, expect, it } from 'vitest';
import {
  blankChargeRow,
  blankMessageRow,
  blankTemplateForm,
  formViolations,
  normalizeRate,
  saveDisabledByFees,
  templateInputOf,
  withCountry,
  withoutMessage,
} from './templateForm';

describe('template form', () => {
  it('starts a new template with the two required messages, 1 and 2', () => {
    const form = blankTemplateForm();
    expect(form.messages.map((m) => [m.sequence, m.header, m.required])).toEqual([
      ['1', 'Payment Option(s)', true],
      ['2', 'Shipping Notes', true],
    ]);
    expect(blankMessageRow(form.messages).sequence).toBe('3');
  });

  it('keeps the required messages when deleting and the first row at 1', () => {
    const form = blankTemplateForm();
    const extra = { ...blankMessageRow(form.messages), header: 'Pickup' };
    const rows = [...form.messages, extra];
    expect(withoutMessage(rows, rows[0]!.key)).toHaveLength(3);
    expect(withoutMessage(rows, extra.key).map((m) => m.header)).toEqual([
      'Payment Option(s)',
      'Shipping Notes',
    ]);
  });

  it('disables Save for a fee named like a tax, and lists it as a violation of that row', () => {
    const form = { ...blankTemplateForm(), fees: [{ ...blankChargeRow(), name: 'City Tax' }] };
    expect(saveDisabledByFees(form)).toBe(true);
    expect(formViolations(form).map((v) => v.field)).toContain('fees.0.name');
  });

  it('shows valid rates with three decimals and leaves anything else as typed', () => {
    expect(normalizeRate('6.25')).toBe('6.250');
    expect(normalizeRate(' 13 ')).toBe('13.000');
    expect(normalizeRate('8.8755')).toBe('8.8755');
    expect(normalizeRate('abc')).toBe('abc');
  });

  it('clears the state when the country changes', () => {
    const row = { ...blankChargeRow(), countryCode: 'US', stateCode: 'NY' };
    expect(withCountry(row, 'US').stateCode).toBe('NY');
    expect(withCountry(row, 'CA').stateCode).toBeNull();
  });

  it('sends every message row (the server drops empty headers) and no state for other countries', () => {
    const form = {
      ...blankTemplateForm(),
      name: ' Name ',
      taxes: [
        { ...blankChargeRow(), name: 'VAT', rate: '20', countryCode: 'FR', stateCode: 'X', hammer: true },
      ],
    };
    form.messages = [...form.messages, { ...blankMessageRow(form.messages), header: ' ' }];
    const input = templateInputOf(form, { templateId: '7', invoiceGroupId: null });
    expect(input).toMatchObject({ id: '7', name: 'Name', taxes: [{ countryCode: 'FR', stateCode: null }] });
    expect(input).not.toHaveProperty('invoiceGroupId');
    expect(input.messages.map((m) => [m.header, m.sequence])).toEqual([
      ['Payment Option(s)', 1],
      ['Shipping Notes', 2],
      ['', 3],
    ]);
  });
});
