import { describe, expect, it } from 'vitest';
import {
  applyTransition,
  canConfirm,
  canEdit,
  countShippingReviews,
  isInProgress,
  SHIPPING_REVIEW_TRANSITIONS,
  statusLabel,
  ZERO_COUNTS,
  type ShippingReviewStatus,
} from './shippingReviewStatus.js';

const ALL: ShippingReviewStatus[] = ['pending', 'processing', 'awaiting_approval', 'completed', 'failed'];

describe('shipping review counters (sales §3, §4)', () => {
  it('counts every lot, ready, needing review and in progress', () => {
    expect(countShippingReviews([])).toEqual(ZERO_COUNTS);
    expect(
      countShippingReviews([
        'pending',
        'processing',
        'awaiting_approval',
        'awaiting_approval',
        'completed',
        'failed',
      ]),
    ).toEqual({
      all: 6,
      readyToConfirm: 2,
      needsReview: 1,
      inProgress: 2,
    });
  });

  it('moves the counters exactly as the spec transition table says', () => {
    expect(SHIPPING_REVIEW_TRANSITIONS.map((t) => `${t.from}->${t.to}`)).toEqual([
      'pending->awaiting_approval',
      'pending->failed',
      'awaiting_approval->pending',
      'failed->pending',
      'awaiting_approval->completed',
    ]);
    const before = { all: 10, readyToConfirm: 3, needsReview: 2, inProgress: 4 };
    for (const { from, to, delta } of SHIPPING_REVIEW_TRANSITIONS) {
      const expected = {
        all: before.all + (delta.all ?? 0),
        readyToConfirm: before.readyToConfirm + (delta.readyToConfirm ?? 0),
        needsReview: before.needsReview + (delta.needsReview ?? 0),
        inProgress: before.inProgress + (delta.inProgress ?? 0),
      };
      expect(applyTransition(before, from, to), `${from}->${to}`).toEqual(expected);
    }
  });

  it('applying a transition always equals counting again, for every pair of statuses', () => {
    for (const from of ALL)
      for (const to of ALL) {
        const others: ShippingReviewStatus[] = ['pending', 'awaiting_approval', 'failed', 'completed'];
        expect(applyTransition(countShippingReviews([...others, from]), from, to)).toEqual(
          countShippingReviews([...others, to]),
        );
      }
  });
});

describe('what a status allows', () => {
  it('labels, polling, Confirm and Edit', () => {
    expect(ALL.map(statusLabel)).toEqual([
      'Pending',
      'Processing',
      'Ready to confirm',
      'Confirmed',
      'Needs Review',
    ]);
    expect(ALL.filter(isInProgress)).toEqual(['pending', 'processing']);
    expect(ALL.filter((s) => canConfirm(s, false))).toEqual(['awaiting_approval']);
    expect(ALL.filter((s) => canEdit(s, false))).toEqual(['awaiting_approval', 'failed']);
    // Within two hours of the sale nothing changes.
    expect(ALL.filter((s) => canConfirm(s, true) || canEdit(s, true))).toEqual([]);
  });
});
