import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MAX_SALES, CAMPAIGN_MESSAGES, campaignFilterViolations } from './campaignReportingRules.js';

describe('campaignFilterViolations', () => {
  it('accepts an empty filter, one day and an ordered range', () => {
    expect(campaignFilterViolations({})).toEqual([]);
    expect(campaignFilterViolations({ from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
    expect(campaignFilterViolations({ from: '2026-03-01', to: null, catalogRefs: ['A'] })).toEqual([]);
  });

  it('refuses a range that ends before it starts and too many sales', () => {
    expect(campaignFilterViolations({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { field: 'from', message: CAMPAIGN_MESSAGES.rangeOrder },
    ]);
    const refs = Array.from({ length: CAMPAIGN_MAX_SALES + 1 }, (_, i) => `S${i}`);
    expect(campaignFilterViolations({ catalogRefs: refs })).toEqual([
      { field: 'catalogRefs', message: CAMPAIGN_MESSAGES.tooManySales },
    ]);
  });
});
