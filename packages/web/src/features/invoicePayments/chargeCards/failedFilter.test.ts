import { describe, expect, it } from 'vitest';
import { readFailedFilter, withFailedFilter } from './failedFilter';

describe('the failed-invoices filter in the URL', () => {
  it('keeps the declined ids and the other params, back to page 1', () => {
    const next = withFailedFilter(new URLSearchParams('filter=unpaid&page=3'), ['12', '40']);
    expect(next.get('failed')).toBe('12,40');
    expect(next.get('filter')).toBe('unpaid');
    expect(next.has('page')).toBe(false);
    expect(readFailedFilter(next)).toEqual(['12', '40']);
  });

  it('Clear filter drops it', () => {
    const cleared = withFailedFilter(new URLSearchParams('failed=12,40&page=2'), null);
    expect(cleared.toString()).toBe('');
    expect(readFailedFilter(cleared)).toBeNull();
    expect(readFailedFilter(new URLSearchParams('failed=,,'))).toBeNull();
  });
});
