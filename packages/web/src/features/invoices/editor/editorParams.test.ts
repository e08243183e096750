import { describe, expect, it } from 'vitest';
import { disputeUrl, fileDisputeUrl, invoiceScreenLinks, parseInvoiceIdList } from './editorParams';

describe('editor route helpers', () => {
  it('reads the ?id= list, dropping blanks and repeats', () => {
    expect(parseInvoiceIdList('5, 9,,5')).toEqual(['5', '9']);
    expect(parseInvoiceIdList('')).toBeNull();
    expect(parseInvoiceIdList(null)).toBeNull();
    expect(parseInvoiceIdList(' , ')).toBeNull();
  });
  it('builds the group routes of invoicing §2', () => {
    const links = invoiceScreenLinks('12');
    expect(links.details).toBe('/invoices/InvoiceGroupDetails/12');
    expect(links.edit(['5'])).toBe('/invoices/EditInvoices/12?id=5');
    expect(links.edit()).toBe('/invoices/EditInvoices/12');
    expect(links.preview(['5', '9'])).toBe('/invoices/InvoiceGroupPreview/12/invoice/5,9');
  });
  it('links disputes to the in-app dispute routes', () => {
    expect(disputeUrl('D-1')).toBe('/customers/dispute/D-1');
    expect(fileDisputeUrl('L 7')).toBe('/reports/openDisputes/L%207');
  });
});
