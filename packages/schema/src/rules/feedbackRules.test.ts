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
        { feedbackId: 1, message: 'Great buyer' },
        { feedbackId: 2, message: 'Fast payment' },
        { feedbackId: 3, message: 'x'.repeat(DEFAULT_FEEDBACK_MESSAGE_MAX) },
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
    const four = [1, 2, 3, 1].map((feedbackId) => ({ feedbackId, message: 'a' }));
    expect(defaultFeedbackViolations(four)).toEqual([{ field: 'messages', message: M.count }]);
  });

  it('refuses unknown and repeated ids, naming the field of each problem', () => {
    expect(
      defaultFeedbackViolations([
        { feedbackId: 4, message: 'a' },
        { feedbackId: 2, message: '' },
        { feedbackId: 2, message: 'b' },
      ]),
    ).toEqual([
      { field: 'messages.0.feedbackId', message: M.unknownId },
      { field: 'messages.1.message', message: M.required },
      { field: 'messages.2.feedbackId', message: M.duplicateId },
    ]);
  });
});
