import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEEDBACK_MESSAGE_MAX,
  defaultFeedbackMessageProblem,
  defaultFeedbackViolations,
  FEEDBACK_MESSAGES as M,
} from './feedbackRules.js';

describe('default feedback rules (sales §5, §9)', () => {
  it('passes three filled messages', () => {
    expect(
      defaultFeedbackViolations([
        { slot: 1, message: 'Great buyer' },
        { slot: 2, message: 'Fast payment' },
        { slot: 3, message: 'x'.repeat(DEFAULT_FEEDBACK_MESSAGE_MAX) },
      ]),
    ).toEqual([]);
  });

  it('requires a message and limits its length after trimming', () => {
    expect(defaultFeedbackMessageProblem('   ')).toBe(M.required);
    expect(defaultFeedbackMessageProblem('x'.repeat(DEFAULT_FEEDBACK_MESSAGE_MAX + 1))).toBe(M.tooLong);
    expect(defaultFeedbackMessageProblem(` ${'x'.repeat(DEFAULT_FEEDBACK_MESSAGE_MAX)} `)).toBeNull();
  });

  it('takes one to three messages', () => {
    expect(defaultFeedbackViolations([])).toEqual([{ field: 'messages', message: M.count }]);
    const four = [1, 2, 3, 1].map((slot) => ({ slot, message: 'a' }));
    expect(defaultFeedbackViolations(four)).toEqual([{ field: 'messages', message: M.count }]);
  });

  it('refuses unknown and repeated slots, naming the field of each problem', () => {
    expect(
      defaultFeedbackViolations([
        { slot: 4, message: 'a' },
        { slot: 2, message: '' },
        { slot: 2, message: 'b' },
      ]),
    ).toEqual([
      { field: 'messages.0.slot', message: M.unknownSlot },
      { field: 'messages.1.message', message: M.required },
      { field: 'messages.2.slot', message: M.duplicateSlot },
    ]);
  });
});
