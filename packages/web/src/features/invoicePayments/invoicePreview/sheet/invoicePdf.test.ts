import { describe, expect, it } from 'vitest';
import { buildInvoicesPdf, pdfFileName, pdfSafe } from './invoicePdf';
import type { InvoiceSheetModel } from './sheetModel';

function sheet(invoiceId: string, lineCount: number): InvoiceSheetModel {
  return {
    invoiceId,
    houseName: 'Harbor & Main Auctioneers',
    houseAddress: ['12 Water St', 'Portland, ME 04101', 'US'],
    details: [
      { label: 'Invoice #', value: invoiceId },
      { label: 'Paddle', value: '88' },
    ],
    billTo: ['Zoë Müller', '1 Elm Rd', 'zoe@example.com'],
    sessions: ['S1 · Spring Sale · 03/14/26'],
    columns: [
      { label: 'Lot', align: 'left' },
      { label: 'Title', align: 'left', grow: true },
      { label: 'Hammer', align: 'right' },
      { label: 'Total', align: 'right' },
    ],
    lines: Array.from({ length: lineCount }, (_, i) => ({
      key: String(i),
      cells: [
        `${i + 1}${i === 0 ? '*' : ''}`,
        `A long lot title number ${i + 1} `.repeat(4),
        '$100.00',
        '$125.00',
      ],
      restricted: i === 0,
    })),
    restrictedNote: '*this item is restricted and cannot be paid for online',
    taxesAndFees: [{ label: 'ME Sales Tax (5.5% on Hammer, BP)', value: '$6.88' }],
    payments: [{ label: '03/15/26 · Visa', value: '$10.00' }],
    totals: [
      { label: 'Invoice Total', value: '$125.00', strong: true },
      { label: 'Total Due', value: '$125.00', strong: true },
    ],
    messages: [{ header: 'Payment Option(s)', detail: 'Pay by card or wire.' }],
    payment: {
      acceptedCards: ['Visa'],
      paypalUrl: 'https://paypal.example/pay',
      achAllowed: true,
      onlineTotal: '$0.00',
      restrictedTotal: '$125.00',
    },
    currencyCode: 'USD',
  };
}

describe('the PDF download', () => {
  it('puts each invoice on its own pages, on Letter or A4', () => {
    const letter = buildInvoicesPdf([sheet('101', 3), sheet('102', 2)], 'letter');
    expect(letter.getNumberOfPages()).toBe(2);
    expect(Math.round(letter.internal.pageSize.getWidth())).toBe(612);
    const a4 = buildInvoicesPdf([sheet('101', 3)], 'a4');
    expect(Math.round(a4.internal.pageSize.getWidth())).toBe(595);
  });

  it('breaks a long invoice over several pages', () => {
    const doc = buildInvoicesPdf([sheet('103', 80)], 'letter');
    expect(doc.getNumberOfPages()).toBeGreaterThan(2);
  });

  it('writes the invoice texts (uncompressed output holds them)', () => {
    const raw = buildInvoicesPdf([sheet('104', 1)], 'letter', { compress: false }).output();
    for (const text of [
      'INVOICE',
      'Harbor & Main Auctioneers',
      'Invoice #104',
      'Payment Option\\(s\\)',
      '$125.00',
    ])
      expect(raw).toContain(text);
    expect(raw).toContain('/URI (https://paypal.example/pay)');
    expect(pdfFileName([sheet('104', 1)])).toBe('invoice-104.pdf');
    expect(pdfFileName([sheet('1', 1), sheet('2', 1)])).toBe('invoices-2.pdf');
  });

  it('keeps names printable with the built-in font', () => {
    expect(pdfSafe('Zoë “Quote” – Łódź 東京')).toBe('Zoë "Quote" - ?ódz ??');
  });
});
