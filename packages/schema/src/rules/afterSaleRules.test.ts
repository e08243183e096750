import { describe, expect, it } from 'vitest';
import {
  blocksNewDispute,
  canEditRealizedPrices,
  canLeaveFeedback,
  DISPUTE_STATUSES,
  isDisputeStatus,
  isFloorChannel,
  isInDisputeWindow,
  isOpenDispute,
  type DisputeStatus,
} from './afterSaleRules.js';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('the dispute window (sales §4: more than 4 and under 50 days; super users always)', () => {
  it.each([
    [3, false, false],
    [4, false, false],
    [4.01, false, true],
    [25, false, true],
    [49.99, false, true],
    [50, false, false],
    [120, false, false],
    [-2, false, false],
    [0, true, true],
    [50, true, true],
    [400, true, true],
  ])('%s days after the sale, super user %s: %s', (days, superUser, allowed) => {
    expect(isInDisputeWindow(daysAgo(days), now, superUser)).toBe(allowed);
  });
});

describe('the feedback window (sales §4, §9: the dispute window and under 180 days)', () => {
  it.each([
    [3, false, false],
    [10, false, true],
    [60, false, false],
    [60, true, true],
    [179.9, true, true],
    [180, true, false],
    [300, true, false],
  ])('%s days after the sale, super user %s: %s', (days, superUser, allowed) => {
    expect(canLeaveFeedback(daysAgo(days), now, superUser)).toBe(allowed);
  });
});

describe('realized-price edits (sales §6: hidden for online-only houses; 45 days for non-super users)', () => {
  it.each([
    [10, false, false, true],
    [44.9, false, false, true],
    [45, false, false, false],
    [200, true, false, true],
    [1, false, true, false],
    [1, true, true, false],
  ])('%s days, super %s, online-only %s: %s', (days, superUser, onlineOnly, allowed) => {
    expect(canEditRealizedPrices(daysAgo(days), now, superUser, onlineOnly)).toBe(allowed);
  });
});

describe('dispute statuses (sales §9: b, s, d, x and c block a new dispute)', () => {
  it.each([
    ['b', true, true],
    ['s', true, true],
    ['d', true, true],
    ['x', true, false],
    ['c', true, false],
    ['n', false, false],
    ['m', false, false],
  ] as const)('%s blocks %s, open %s', (status: DisputeStatus, blocking, open) => {
    expect(blocksNewDispute(status)).toBe(blocking);
    expect(isOpenDispute(status)).toBe(open);
  });
  it('no dispute does not block', () => {
    expect(blocksNewDispute(null)).toBe(false);
  });
  it('knows only its letters', () => {
    expect(Object.keys(DISPUTE_STATUSES).every(isDisputeStatus)).toBe(true);
    expect(isDisputeStatus('o')).toBe(false);
    expect(isDisputeStatus('toString')).toBe(false);
  });
});

describe('floor bidders (sales §3: a channel containing Floor)', () => {
  it.each([
    ['Floor', true],
    ['Live Floor', true],
    ['INV', false],
    ['', false],
    [null, false],
  ])('%s: %s', (channel, floor) => {
    expect(isFloorChannel(channel)).toBe(floor);
  });
});
