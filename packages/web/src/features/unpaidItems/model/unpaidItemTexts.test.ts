import { describe, expect, it } from 'vitest';
import { NOTHING_NEXT, nextStepText, stepLabel } from './nextStepText';
import { stageLabel } from './unpaidItemTexts';

describe('the unpaid-items texts', () => {
  it('names the next step, its date and its reason', () => {
    const step = {
      kind: 'OPEN_DISPUTE',
      dueAt: '2026-12-09T15:00:00Z',
      reason: 'Floor bidder: disputes cannot be opened on lots won by floor bidders',
    };
    const text = nextStepText(step, {}, new Date('2026-12-01T00:00:00Z'));
    expect(text).toMatch(
      /^Open a non-payment dispute on Dec \d+, 2026, .+ \(Floor bidder: disputes cannot be opened on lots won by floor bidders\)$/,
    );
    expect(nextStepText(null)).toBe(NOTHING_NEXT);
  });

  it('says a step already due is taken at the next run, with the day it fell due', () => {
    const text = nextStepText(
      { kind: 'REMIND', dueAt: '2026-11-22T17:00:00Z' },
      {},
      new Date('2026-12-07T01:00:00Z'),
    );
    expect(text).toMatch(
      /^Payment reminder e-mail at the automation's next run \(due since Nov 22, 2026, .+\)$/,
    );
  });

  it('says a paused or excluded invoice waits', () => {
    expect(nextStepText({ kind: 'REMIND' }, { paused: true, pausedBy: 'BIDDER' })).toMatch(
      /paused for this buyer/,
    );
    expect(nextStepText({ kind: 'REMIND' }, { paused: true, pausedBy: 'INVOICE' })).toMatch(
      /paused for this invoice/,
    );
    expect(nextStepText({ kind: 'REMIND' }, { excluded: true })).toMatch(/exclusion list/);
  });

  it('shows an unknown kind or stage as sent', () => {
    expect(stepLabel('REMIND')).toBe('Payment reminder e-mail');
    expect(stepLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(stageLabel('PAST_DEADLINE')).toBe('Past deadline');
  });
});
