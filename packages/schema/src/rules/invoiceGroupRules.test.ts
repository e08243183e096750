import { describe, expect, it } from 'vitest';
import {
  INVOICE_GROUP_MESSAGES,
  hasMixedLocations,
  hasMixedSaleGroups,
  validateInvoiceGroupDraft,
} from './invoiceGroupRules.js';

const session = (saleGroupId: string, locationId: string) => ({ saleGroupId, locationId });
const valid = { name: 'Spring sale', templateId: '7', sessions: [session('1', 'a'), session('1', 'a')] };

describe('validateInvoiceGroupDraft', () => {
  it('accepts a name, a template and sessions of one sale group and one location', () => {
    expect(validateInvoiceGroupDraft(valid)).toEqual([]);
  });

  it('requires a non-blank name of at most 50 characters', () => {
    expect(validateInvoiceGroupDraft({ ...valid, name: '   ' })).toEqual([
      { field: 'name', message: INVOICE_GROUP_MESSAGES.nameRequired },
    ]);
    expect(validateInvoiceGroupDraft({ ...valid, name: 'x'.repeat(50) })).toEqual([]);
    expect(validateInvoiceGroupDraft({ ...valid, name: 'x'.repeat(51) })).toEqual([
      { field: 'name', message: INVOICE_GROUP_MESSAGES.nameTooLong },
    ]);
  });

  it('requires a template and at least one session', () => {
    const fields = validateInvoiceGroupDraft({ name: 'A', templateId: null, sessions: [] }).map((v) => v.field);
    expect(fields).toEqual(['templateId', 'sessionRefs']);
  });

  it('refuses sessions of two sale groups', () => {
    const v = validateInvoiceGroupDraft({ ...valid, sessions: [session('1', 'a'), session('2', 'a')] });
    expect(v).toEqual([{ field: 'sessionRefs', message: INVOICE_GROUP_MESSAGES.oneSaleGroup }]);
  });

  it('refuses sessions of two locations with the spec banner text', () => {
    const v = validateInvoiceGroupDraft({ ...valid, sessions: [session('1', 'a'), session('1', 'b')] });
    expect(v).toEqual([
      {
        field: 'sessionRefs',
        message:
          'Invoice Groups can only contain catalogs that had the same sale location for sales tax calculation. Please create separate invoice groups for the selected catalogs',
      },
    ]);
  });

  it('tells mixed groups and locations apart', () => {
    expect(hasMixedLocations([session('1', 'a'), session('2', 'a')])).toBe(false);
    expect(hasMixedSaleGroups([session('1', 'a'), session('2', 'a')])).toBe(true);
    expect(hasMixedLocations([])).toBe(false);
  });
});
