import { describe, expect, it } from 'vitest';
import { SESSION_STEP1_MESSAGES as M1, SESSION_STEP2_MESSAGES as M2 } from './saleWizardMessages.js';
import {
  addYearsIso,
  canContinueSessionStep1,
  containsMarkup,
  from24Hour,
  normalizeWizardStep,
  sessionDateRange,
  to24Hour,
  validateSessionStep1,
  validateSessionStep2,
  wizardPath,
  type SessionStep1Draft,
} from './sessionRules.js';

const today = '2026-03-10';
const live: SessionStep1Draft = {
  title: 'Spring Fine Art',
  locationId: '4',
  date: '2026-03-11',
  hour: '07',
  minute: '30',
  ampm: 'PM',
  timeZone: 'America/New_York',
  isTimed: false,
};
const timed: SessionStep1Draft = { ...live, isTimed: true, timed: { staggered: true, staggerSeconds: 60 } };

describe('validateSessionStep1', () => {
  it('accepts a complete live and timed session', () => {
    expect(validateSessionStep1(live, today)).toEqual([]);
    expect(validateSessionStep1(timed, today)).toEqual([]);
  });

  it('requires a title of at most 120 characters', () => {
    expect(validateSessionStep1({ ...live, title: '  ' }, today)).toEqual([
      { field: 'title', message: 'Please enter a session title' },
    ]);
    expect(validateSessionStep1({ ...live, title: 'x'.repeat(120) }, today)).toEqual([]);
    expect(validateSessionStep1({ ...live, title: 'x'.repeat(121) }, today)).toEqual([
      { field: 'title', message: M1.titleTooLong },
    ]);
  });

  it('uses the first-lot-end wording for timed sessions', () => {
    const missing = { date: null, hour: null, minute: null, ampm: null };
    expect(validateSessionStep1({ ...live, ...missing }, today).map((v) => v.message)).toEqual([
      'Please select a session date',
      'Please select session time',
      'Please select AM/PM',
    ]);
    expect(validateSessionStep1({ ...timed, ...missing }, today).map((v) => v.message)).toEqual([
      'Please select a first lot end date',
      'Please select first lot end time',
      'Please select AM/PM',
    ]);
  });

  it('takes dates from tomorrow to two years ahead', () => {
    const message = 'Session date must be within the next two years';
    expect(validateSessionStep1({ ...live, date: today }, today)).toEqual([{ field: 'date', message }]);
    expect(validateSessionStep1({ ...live, date: '2028-03-10' }, today)).toEqual([]);
    expect(validateSessionStep1({ ...live, date: '2028-03-11' }, today)).toEqual([
      { field: 'date', message },
    ]);
    expect(validateSessionStep1({ ...live, date: '2026-02-30' }, today)).toEqual([
      { field: 'date', message },
    ]);
    expect(sessionDateRange('2024-02-29')).toEqual({ min: '2024-03-01', max: '2026-02-28' });
    expect(sessionDateRange('2026-12-31').min).toBe('2027-01-01');
  });

  it('allows only the listed hours, minutes and stagger intervals', () => {
    expect(validateSessionStep1({ ...live, hour: '13' }, today)[0]?.field).toBe('hour');
    expect(validateSessionStep1({ ...live, hour: '00' }, today)[0]?.field).toBe('hour');
    expect(validateSessionStep1({ ...live, minute: '10' }, today)[0]?.field).toBe('minute');
    expect(validateSessionStep1({ ...timed, timed: { staggered: true, staggerSeconds: 20 } }, today)).toEqual(
      [{ field: 'timed.staggerSeconds', message: M1.staggerInvalid }],
    );
    expect(
      validateSessionStep1({ ...timed, timed: { staggered: false, staggerSeconds: null } }, today),
    ).toEqual([]);
  });

  it('requires a location and a time zone', () => {
    const fields = validateSessionStep1({ ...live, locationId: '', timeZone: null }, today).map(
      (v) => v.field,
    );
    expect(fields).toEqual(['locationId', 'timeZone']);
  });
});

describe('canContinueSessionStep1', () => {
  it('needs ampm, date, hour, location, minute, time zone and title, and no session limit', () => {
    expect(canContinueSessionStep1(live, false)).toBe(true);
    expect(canContinueSessionStep1(live, true)).toBe(false);
    for (const key of ['ampm', 'date', 'hour', 'locationId', 'minute', 'timeZone'] as const)
      expect(canContinueSessionStep1({ ...live, [key]: null }, false), key).toBe(false);
    expect(canContinueSessionStep1({ ...live, title: ' ' }, false)).toBe(false);
  });
});

describe('validateSessionStep2', () => {
  const available = { state: 2 as const, states: [0, 1, 2] as const };
  const valid = { categoryIds: ['1'], channels: [available], viewingNotes: 'Open Friday 10-4' };

  it('accepts 1 to 8 categories and counts duplicates once', () => {
    expect(validateSessionStep2(valid)).toEqual([]);
    expect(validateSessionStep2({ ...valid, categoryIds: [] })).toEqual([
      { field: 'categoryIds', message: M2.categoriesRequired },
    ]);
    const eight = ['1', '2', '3', '4', '5', '6', '7', '8'];
    expect(validateSessionStep2({ ...valid, categoryIds: [...eight, '8'] })).toEqual([]);
    expect(validateSessionStep2({ ...valid, categoryIds: [...eight, '9'] })).toEqual([
      { field: 'categoryIds', message: M2.categoriesTooMany },
    ]);
  });

  it('needs one available channel or a fixed available one', () => {
    const none = { state: 0 as const, states: [0, 1, 2] as const };
    expect(validateSessionStep2({ ...valid, channels: [none] })).toEqual([
      { field: 'channels', message: M2.channelRequired },
    ]);
    expect(validateSessionStep2({ ...valid, channels: [none, { state: 2, states: [2] }] })).toEqual([]);
    expect(validateSessionStep2({ ...valid, channels: [{ state: 1, states: [1] }] })[0]?.field).toBe(
      'channels',
    );
  });

  it('limits viewing notes to 2500 characters without HTML or script', () => {
    expect(validateSessionStep2({ ...valid, viewingNotes: 'x'.repeat(2500) })).toEqual([]);
    expect(validateSessionStep2({ ...valid, viewingNotes: 'x'.repeat(2501) })[0]?.message).toBe(
      M2.viewNotesTooLong,
    );
    for (const notes of [
      '<b>bold</b>',
      'a <script>x()</script>',
      'see javascript:alert(1)',
      '<img onerror=x>',
    ])
      expect(validateSessionStep2({ ...valid, viewingNotes: notes })[0]?.message, notes).toBe(
        M2.viewNotesMarkup,
      );
    expect(containsMarkup('Lots 1 < 2 and 5 > 3, 10am-4pm')).toBe(false);
  });
});

describe('wizard helpers', () => {
  it('treats a step below 1 or unknown as step 1', () => {
    expect(normalizeWizardStep('0')).toBe(1);
    expect(normalizeWizardStep('-3')).toBe(1);
    expect(normalizeWizardStep('abc')).toBe(1);
    expect(normalizeWizardStep('9')).toBe(1);
    expect(normalizeWizardStep('2')).toBe(2);
    expect(normalizeWizardStep(7)).toBe(7);
  });

  it('converts between the 12-hour selects and 24-hour time', () => {
    expect(to24Hour('12', '00', 'AM')).toBe('00:00');
    expect(to24Hour('12', '15', 'PM')).toBe('12:15');
    expect(to24Hour('07', '45', 'PM')).toBe('19:45');
    expect(from24Hour('00:30')).toEqual({ hour: '12', minute: '30', ampm: 'AM' });
    expect(from24Hour('19:45')).toEqual({ hour: '07', minute: '45', ampm: 'PM' });
  });

  it('builds wizard routes and adds years', () => {
    expect(wizardPath('timed', '12', '0', 1)).toBe('/session/timed/12/0/1');
    expect(addYearsIso('2026-01-31', 2)).toBe('2028-01-31');
  });
});
