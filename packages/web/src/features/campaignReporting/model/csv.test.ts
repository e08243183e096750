import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes the header and rows with CRLF, money as given', () => {
    expect(toCsv({ columns: ['Sale', 'Fee'], rows: [['Spring', '498.00']] })).toBe(
      'Sale,Fee\r\nSpring,498.00\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(toCsv({ columns: ['A'], rows: [['Books, maps'], ['Say "hi"'], ['=SUM(A1)'], [-3]] })).toBe(
      'A\r\n"Books, maps"\r\n"Say ""hi"""\r\n\'=SUM(A1)\r\n-3\r\n',
    );
  });
});
