import { describe, expect, it } from 'vitest';
import { LOT_FEEDBACK_MESSAGES as M, lotFeedbackViolations } from './lotFeedbackRules.js';

describe('lotFeedbackViolations (sales §4 Feedback modal, §5)', () => {
  it('accepts a default message by slot and a custom text with a type', () => {
    expect(lotFeedbackViolations({ lotRefs: ['L1'], mode: 'default', defaultSlot: 2 })).toEqual([]);
    expect(lotFeedbackViolations({ lotRefs: ['L1'], mode: 'custom', type: 'n', message: 'Late' })).toEqual(
      [],
    );
  });

  it('requires the custom text ("Message is required!") and a type', () => {
    expect(lotFeedbackViolations({ lotRefs: ['L1'], mode: 'custom', type: 'p', message: '  ' })).toEqual([
      { field: 'message', message: 'Message is required!' },
    ]);
    expect(lotFeedbackViolations({ lotRefs: ['L1'], mode: 'custom', message: 'x' })[0]?.message).toBe(
      M.typeRequired,
    );
    expect(
      lotFeedbackViolations({ lotRefs: ['L1'], mode: 'custom', type: 'p', message: 'x'.repeat(256) })[0]
        ?.message,
    ).toBe(M.tooLong);
  });

  it('requires a known slot in default mode and at least one lot', () => {
    expect(lotFeedbackViolations({ lotRefs: ['L1'], mode: 'default', defaultSlot: 4 })[0]?.field).toBe(
      'defaultSlot',
    );
    expect(lotFeedbackViolations({ lotRefs: [], mode: 'default', defaultSlot: 1 })[0]?.field).toBe('lotRefs');
  });
});
