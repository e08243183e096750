import { describe, expect, it } from 'vitest';
import { chargeOutcomeKind } from './chargeOutcome';

describe('the charge result banner', () => {
  it('is picked from the processed and failed counts', () => {
    expect(chargeOutcomeKind({ processedCount: 3, failedCount: 0 })).toBe('processed');
    expect(chargeOutcomeKind({ processedCount: 2, failedCount: 1 })).toBe('partial');
    expect(chargeOutcomeKind({ processedCount: 0, failedCount: 4 })).toBe('failed');
    expect(chargeOutcomeKind({ processedCount: 0, failedCount: 0 })).toBe('none');
  });
});
