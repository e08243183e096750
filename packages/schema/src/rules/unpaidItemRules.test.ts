import { describe, expect, it } from 'vitest';
import {
  UNPAID_ITEM_DEFAULTS,
  UNPAID_ITEM_MESSAGES as M,
  unpaidItemSettingsViolations,
} from './unpaidItemRules.js';

const valid = { ...UNPAID_ITEM_DEFAULTS, excludedBidderIds: [] as number[] };

describe('unpaid-item settings rules (sales §5, §9)', () => {
  it('accepts the defaults: a 7-day deadline, reminders 2 days before and at it', () => {
    expect(unpaidItemSettingsViolations(valid)).toEqual([]);
  });

  it('refuses each number out of its range at its field', () => {
    const broken = {
      ...valid,
      paymentDays: 3,
      openDisputeAfterDays: 31,
      strikeExpiryMonths: 0,
      offerDays: 15,
    };
    expect(unpaidItemSettingsViolations(broken)).toEqual([
      { field: 'paymentDays', message: M.paymentDays },
      { field: 'openDisputeAfterDays', message: M.openDisputeAfterDays },
      { field: 'strikeExpiryMonths', message: M.strikeExpiryMonths },
      { field: 'offerDays', message: M.offerDays },
    ]);
  });

  it('names the reminder day that is repeated, negative or not before the deadline', () => {
    expect(unpaidItemSettingsViolations({ ...valid, reminderDaysBefore: [1, 1, -1, 7] })).toEqual([
      { field: 'reminderDaysBefore.1', message: M.reminderUnique },
      { field: 'reminderDaysBefore.2', message: M.reminderDay },
      { field: 'reminderDaysBefore.3', message: M.reminderDay },
    ]);
  });

  it('allows at most 5 reminders and 500 excluded buyers', () => {
    expect(unpaidItemSettingsViolations({ ...valid, reminderDaysBefore: [0, 1, 2, 3, 4, 5] })).toContainEqual(
      {
        field: 'reminderDaysBefore',
        message: M.reminderCount,
      },
    );
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(unpaidItemSettingsViolations({ ...valid, excludedBidderIds: many })).toEqual([
      { field: 'excludedBidderIds', message: M.excludedBidders },
    ]);
  });
});
