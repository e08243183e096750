import { describe, expect, it } from 'vitest';
import { campaignFilterOf, campaignSearch } from './campaignFilter';

describe('campaign filter in the URL', () => {
  it('round-trips dates and sales, dropping malformed dates', () => {
    const filter = campaignFilterOf(new URLSearchParams('from=2026-01-01&to=bad&sales=A,B'));
    expect(filter).toEqual({ from: '2026-01-01', to: null, catalogRefs: ['A', 'B'] });
    expect(campaignSearch(filter)).toBe('?from=2026-01-01&sales=A%2CB');
    expect(campaignSearch({ from: null, to: null, catalogRefs: [] })).toBe('');
  });
});
