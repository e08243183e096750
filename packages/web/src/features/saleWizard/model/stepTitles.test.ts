import { describe, expect, it } from 'vitest';
import { indicatorStepCount, indicatorSteps, normalizeStep, stepHeading, stepTitle } from './stepTitles';

describe('wizard step titles (sales §2 "Step titles")', () => {
  it('titles the session flow', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => stepHeading('session', n))).toEqual([
      'Step 1: Create Session',
      'Step 2: Session Details',
      'Step 3: Upload Items',
      'Step 4: Upload Images',
      'Step 5: Preview Session',
      'Step 6: Review & Publish',
    ]);
    expect(stepTitle('session', 7)).toBe('Shipping Summary');
    expect(stepHeading('session', 7)).toBeNull();
  });

  it('titles the fixed-price flow, with the edit variant of step 2', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => stepHeading('fixedPrice', n))).toEqual([
      'Step 1: Sale Details',
      'Step 2: Upload Items',
      'Step 3: Upload Images',
      'Step 4: Preview Sale',
      'Step 5: Preview Session',
      'Step 6: Review & Publish',
      'Step 7: Shipping Summary',
    ]);
    expect(stepHeading('fixedPrice', 2, { editingItems: true })).toBe('Step 2: Bulk Upload/Edit Items');
    expect(stepHeading('session', 3, { editingItems: true })).toBe('Step 3: Upload Items');
  });

  it('treats a step below 1, a non-number and an unknown step as step 1', () => {
    expect(normalizeStep('0', 'session')).toBe(1);
    expect(normalizeStep('-4', 'fixedPrice')).toBe(1);
    expect(normalizeStep('abc', 'session')).toBe(1);
    expect(normalizeStep(undefined, 'session')).toBe(1);
    expect(normalizeStep('8', 'session')).toBe(1);
    expect(normalizeStep('3', 'session')).toBe(3);
    expect(stepHeading('fixedPrice', 42)).toBe('Step 1: Sale Details');
  });

  it('lists 7 fixed-price steps with a shipping policy and 6 without', () => {
    expect(indicatorStepCount('fixedPrice', true)).toBe(7);
    expect(indicatorStepCount('fixedPrice', false)).toBe(6);
    expect(indicatorSteps('fixedPrice', false).map((s) => s.title)).not.toContain('Shipping Summary');
    expect(indicatorSteps('fixedPrice', true).at(-1)).toEqual({ step: 7, title: 'Shipping Summary' });
    expect(indicatorStepCount('session', true)).toBe(6);
  });
});
