import { describe, expect, it } from 'vitest';
import { csvFileName, invoicesCsv, type CsvRow } from './csvExport';

const row: CsvRow = {
  invoiceId: '1042',
  paddleNumber: '17',
  firstName: '=cmd',
  lastName: 'Lee, Jr.',
  email: 'ann@example.com',
  channel: 'INV',
  invoiceTotal: '1250.00',
  outstandingBalance: '-5.00',
  invoiceStatus: 'Paid',
  shipStatus: 'Not Shipped',
  paymentMethod: 'Visa',
  paidDate: '2026-03-04',
  batchChargeStatus: 'Ready to charge',
};

describe('invoicesCsv', () => {
  it('writes the header and one line per row with the table values, neutralised and quoted', () => {
    const lines = invoicesCsv([row]).split('\r\n');
    expect(lines[0]).toBe(
      'Invoice #,Paddle,First Name,Last Name,Email,Channel,Invoice Total,Balance,Invoice Status,Ship/Pickup Status,Payment Method,Paid Date,Batch Charge',
    );
    expect(lines[1]).toBe(
      '1042,17,\'=cmd,"Lee, Jr.",ann@example.com,INV,1250.00,-5.00,Paid,Not Shipped,Visa,03/04/26,Ready to charge',
    );
  });
  it('leaves missing values empty', () => {
    const line = invoicesCsv([{ ...row, paddleNumber: null, paymentMethod: null, paidDate: null }]).split(
      '\r\n',
    )[1];
    expect(line?.startsWith('1042,,')).toBe(true);
    expect(line).toContain('Not Shipped,,,Ready to charge');
  });
  it('names the file after the group and the filter', () => {
    expect(csvFileName('12', 'ALL')).toBe('invoice-group-12.csv');
    expect(csvFileName('12', 'UNPAID')).toBe('invoice-group-12-unpaid.csv');
  });
});
