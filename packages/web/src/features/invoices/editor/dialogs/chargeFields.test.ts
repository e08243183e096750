import { describe, expect, it } from 'vitest';
import { changedAmounts, chargesLayout } from './chargeFields';

const regular = {
  editableChargeFields: ['TAX', 'SHIPPING', 'INSURANCE', 'OTHER'] as const,
  chargeMode: 'REGULAR' as const,
  hasRestrictedItems: false,
};

const perInvoice = { perLot: false, showLiveFee: true };

describe('chargesLayout (invoicing §2.2, §4)', () => {
  it('edits per invoice when the group charges per invoice', () => {
    expect(
      chargesLayout({ ...regular, editableChargeFields: [...regular.editableChargeFields] }, perInvoice),
    ).toEqual({
      kind: 'byInvoice',
      fields: ['tax', 'shipping', 'insurance', 'other'],
    });
  });
  it('edits per lot when the group charges per lot', () => {
    const layout = chargesLayout(
      { ...regular, editableChargeFields: [...regular.editableChargeFields] },
      { perLot: true, showLiveFee: true },
    );
    expect(layout).toEqual({
      kind: 'byLot',
      fields: ['tax', 'shipping', 'insurance', 'other'],
      restrictedNotice: false,
    });
  });
  it('leaves tax out when the gateway does not allow it (US under processor p)', () => {
    const layout = chargesLayout(
      { ...regular, editableChargeFields: ['SHIPPING', 'INSURANCE', 'OTHER'] },
      perInvoice,
    );
    expect(layout.fields).toEqual(['shipping', 'insurance', 'other']);
  });
  it('edits hammer, BP and live fee per lot on an unpaid Floor invoice', () => {
    const floor = {
      ...regular,
      editableChargeFields: ['HAMMER', 'PREMIUM', 'LIVE_FEE'] as ('HAMMER' | 'PREMIUM' | 'LIVE_FEE')[],
    };
    expect(chargesLayout(floor, perInvoice)).toEqual({
      kind: 'byLot',
      fields: ['hammer', 'premium', 'liveFee'],
      restrictedNotice: false,
    });
    expect(chargesLayout(floor, { perLot: false, showLiveFee: false }).fields).toEqual(['hammer', 'premium']);
  });
  it('puts additional charges on the lots when the invoice has restricted items (§8)', () => {
    const layout = chargesLayout(
      {
        ...regular,
        editableChargeFields: [...regular.editableChargeFields],
        chargeMode: 'ADDITIONAL',
        hasRestrictedItems: true,
      },
      perInvoice,
    );
    expect(layout).toMatchObject({ kind: 'byLot', restrictedNotice: true });
  });
  it('offers nothing on a pending invoice', () => {
    expect(chargesLayout({ ...regular, editableChargeFields: [] }, perInvoice)).toEqual({
      kind: 'byInvoice',
      fields: [],
    });
  });
});

describe('changedAmounts', () => {
  it('keeps only what changed', () => {
    const initial = { tax: '1.00', other: '0.00' };
    expect(changedAmounts(initial, { tax: '1.00', other: '-2.00' }, ['tax', 'other'])).toEqual({
      other: '-2.00',
    });
    expect(changedAmounts(initial, initial, ['tax', 'other'])).toBeNull();
  });
});
