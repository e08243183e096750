import { describe, expect, it } from 'vitest';
import {
  formOfSettings,
  reminderDayOptions,
  settingsInput,
  settingsViolations,
  SETTINGS_MESSAGES,
  withExcluded,
  type UnpaidSettingsForm,
} from './settingsForm';

const DEFAULTS: UnpaidSettingsForm = {
  enabled: false,
  paymentDays: 7,
  reminderDaysBefore: [2, 0],
  autoOpenDispute: true,
  openDisputeAfterDays: 1,
  autoCloseDispute: true,
  strikeExpiryMonths: 12,
  secondChance: false,
  offerDays: 3,
  excludedBidders: [],
};

const fieldsOf = (form: UnpaidSettingsForm) => settingsViolations(form).map((v) => v.field);

describe('the unpaid-items settings form', () => {
  it('accepts the defaults', () => {
    expect(settingsViolations(DEFAULTS)).toEqual([]);
  });

  it('holds each number to its range, with its message', () => {
    expect(settingsViolations({ ...DEFAULTS, paymentDays: 3 })).toContainEqual({
      field: 'paymentDays',
      message: SETTINGS_MESSAGES.paymentDays,
    });
    expect(settingsViolations({ ...DEFAULTS, reminderDaysBefore: [2, 2] })).toEqual([
      { field: 'reminderDaysBefore', message: SETTINGS_MESSAGES.reminderUnique },
    ]);
    expect(fieldsOf({ ...DEFAULTS, paymentDays: '' })).toContain('paymentDays');
    expect(fieldsOf({ ...DEFAULTS, openDisputeAfterDays: 31 })).toEqual(['openDisputeAfterDays']);
    expect(fieldsOf({ ...DEFAULTS, strikeExpiryMonths: 0 })).toEqual(['strikeExpiryMonths']);
    expect(fieldsOf({ ...DEFAULTS, offerDays: 15 })).toEqual(['offerDays']);
    expect(fieldsOf({ ...DEFAULTS, offerDays: 2.5 })).toEqual(['offerDays']);
  });

  it('keeps reminders before the deadline, unique, at most 5', () => {
    expect(fieldsOf({ ...DEFAULTS, reminderDaysBefore: [7] })).toEqual(['reminderDaysBefore']);
    expect(fieldsOf({ ...DEFAULTS, reminderDaysBefore: [6, 0] })).toEqual([]);
    expect(fieldsOf({ ...DEFAULTS, paymentDays: 10, reminderDaysBefore: [5, 4, 3, 2, 1, 0] })).toEqual([
      'reminderDaysBefore',
    ]);
    expect(reminderDayOptions(4).map((o) => o.label)).toEqual([
      'At the deadline',
      '1 day before',
      '2 days before',
      '3 days before',
    ]);
  });

  it('sends the exclusion list as ids and the reminders latest first', () => {
    const form = formOfSettings({
      ...DEFAULTS,
      reminderDaysBefore: [0, 2],
      excludedBidders: [{ id: '5', ref: 'B5', name: 'Ann Lee' }],
    });
    expect(form.reminderDaysBefore).toEqual([2, 0]);
    expect(settingsInput(form)).toMatchObject({ paymentDays: 7, excludedBidderIds: ['5'] });
    const once = withExcluded(form.excludedBidders, { id: '5', ref: 'B5', name: 'Ann Lee' });
    expect(once).toHaveLength(1);
  });
});
