import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, neutraliseCell } from './csv';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\tx', '\rx', '=1'])('neutralises %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it('leaves plain numbers and ordinary text alone', () => {
    expect(neutraliseCell('-12.50')).toBe('-12.50');
    expect(neutraliseCell('12.50')).toBe('12.50');
    expect(neutraliseCell('Smith')).toBe('Smith');
    expect(neutraliseCell('Paid 03/01/24')).toBe('Paid 03/01/24');
  });
});

describe('buildCsv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
  it('neutralises before quoting', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
  it('joins a header and rows with CRLF', () => {
    expect(
      buildCsv(
        ['Invoice #', 'Name'],
        [
          ['1', 'Ann'],
          ['2', '@Bob'],
        ],
      ),
    ).toBe("Invoice #,Name\r\n1,Ann\r\n2,'@Bob\r\n");
  });
});
