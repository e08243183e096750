import { describe, expect, it } from 'vitest';
import { parseRouteInvoiceIds } from './routeInvoiceIds';

describe('the route invoice list', () => {
  it('reads the route list, dropping blanks and duplicates in order', () => {
    expect(parseRouteInvoiceIds('12, 9,,12,30')).toEqual(['12', '9', '30']);
    expect(parseRouteInvoiceIds(undefined)).toEqual([]);
  });
});
