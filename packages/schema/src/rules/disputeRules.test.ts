import { describe, expect, it } from 'vitest';
import { AFTER_SALE_MESSAGES as M, type DisputeAction, type DisputeStatus } from './afterSaleRules.js';
import {
  canSelectDispute,
  DISPUTE_RULE_MESSAGES as R,
  disputeActionMessageViolations,
  disputeActionRefusal,
  disputeActionsFor,
  disputeSelectionRefusal,
  disputeTimeRefusal,
  needsDisputeTerms,
  openDisputeRefusal,
  openDisputeViolations,
} from './disputeRules.js';

const DAY = 86_400_000;
const OPEN: readonly DisputeStatus[] = ['b', 's', 'd'];
const PAST: readonly DisputeStatus[] = ['x', 'c', 'n', 'm'];

/**
 * The action/status table of sales §4, §6, §8, row by row: which action is valid from which status,
 * for a super user and for a non-super user, with an ordinary and an eBay bidder.
 */
describe('disputeActionRefusal: the action/status table', () => {
  const rows: [DisputeAction, DisputeStatus, boolean, boolean, string | null][] = [];
  for (const superUser of [false, true])
    for (const ebayBidder of [false, true]) {
      for (const status of OPEN) {
        rows.push(['message', status, superUser, ebayBidder, ebayBidder ? M.ebayMessage : null]);
        rows.push(['cancel', status, superUser, ebayBidder, null]);
        rows.push(['close', status, superUser, ebayBidder, null]);
        rows.push(['reopen', status, superUser, ebayBidder, M.notValidOnOpen]);
      }
      for (const status of PAST) {
        rows.push(['message', status, superUser, ebayBidder, M.mustReopen]);
        rows.push(['cancel', status, superUser, ebayBidder, M.mustReopen]);
        rows.push(['close', status, superUser, ebayBidder, M.mustReopen]);
        const reopen = !superUser ? R.reopenSuperUsersOnly : ebayBidder ? M.ebayReopen : null;
        rows.push(['reopen', status, superUser, ebayBidder, reopen]);
      }
    }

  it.each(rows)('%s on %s (super %s, eBay %s) → %s', (action, status, superUser, ebayBidder, expected) => {
    expect(disputeActionRefusal(action, status, { superUser, ebayBidder })).toBe(expected);
  });

  it('covers every action and status for both kinds of user', () => {
    expect(rows).toHaveLength(4 * 7 * 2 * 2);
  });
});

describe('disputeTimeRefusal', () => {
  const sale = new Date('2026-01-01T15:00:00Z');
  const at = (days: number) => new Date(sale.getTime() + days * DAY);
  const facts = (now: Date, openedAt = at(5), superUser = false) => ({
    saleDate: sale,
    openedAt,
    now,
    superUser,
  });

  it('allows non-super users only more than 4 and under 50 days after the sale', () => {
    expect(disputeTimeRefusal('message', facts(at(4)))).toBe(M.outsideTimeFrame);
    expect(disputeTimeRefusal('message', facts(at(4.01)))).toBeNull();
    expect(disputeTimeRefusal('cancel', facts(at(49.99)))).toBeNull();
    expect(disputeTimeRefusal('cancel', facts(at(50)))).toBe(M.outsideTimeFrame);
  });

  it('closes only a dispute open 4 days or more', () => {
    expect(disputeTimeRefusal('close', facts(at(8.99), at(5)))).toBe(M.outsideTimeFrame);
    expect(disputeTimeRefusal('close', facts(at(9), at(5)))).toBeNull();
    expect(disputeTimeRefusal('message', facts(at(6), at(5)))).toBeNull();
  });

  it('lets super users act outside the time-frame', () => {
    expect(disputeTimeRefusal('close', facts(at(400), at(399), true))).toBeNull();
    expect(disputeTimeRefusal('reopen', facts(at(1), at(1), true))).toBeNull();
  });
});

describe('selection, panel and terms', () => {
  it('needs one dispute and never mixes open and past', () => {
    expect(disputeSelectionRefusal([])).toBe(M.selectDispute);
    expect(disputeSelectionRefusal(['b', 's', 'd'])).toBeNull();
    expect(disputeSelectionRefusal(['x', 'n', 'm', 'c'])).toBeNull();
    expect(disputeSelectionRefusal(['b', 'x'])).toBe(M.mixedOpenAndPast);
  });

  it('lets non-super users select only open disputes', () => {
    for (const s of OPEN) expect(canSelectDispute(s, false)).toBe(true);
    for (const s of PAST) {
      expect(canSelectDispute(s, false)).toBe(false);
      expect(canSelectDispute(s, true)).toBe(true);
    }
  });

  it('shows reopen to super users only', () => {
    expect(disputeActionsFor(false)).toEqual(['message', 'cancel', 'close']);
    expect(disputeActionsFor(true)).toEqual(['message', 'cancel', 'close', 'reopen']);
  });

  it('asks for the terms before a non-super user closes while the house has not accepted them', () => {
    expect(needsDisputeTerms('close', false, false)).toBe(true);
    expect(needsDisputeTerms('close', false, true)).toBe(false);
    expect(needsDisputeTerms('close', true, false)).toBe(false);
    expect(needsDisputeTerms('cancel', false, false)).toBe(false);
  });
});

describe('messages and opening', () => {
  it('requires a message to send one, not for the other actions', () => {
    expect(disputeActionMessageViolations('message', '  ')).toEqual([
      { field: 'message', message: M.disputeMessageRequired },
    ]);
    expect(disputeActionMessageViolations('close', '')).toEqual([]);
    expect(disputeActionMessageViolations('cancel', 'x'.repeat(4001))[0]?.message).toBe(R.messageTooLong);
  });

  it('requires the open-file message and a reason', () => {
    expect(openDisputeViolations({ message: ' ', reasonId: 4 })).toEqual([
      { field: 'message', message: M.openFileMessageRequired },
    ]);
    expect(openDisputeViolations({ message: 'Unpaid', reasonId: null })).toEqual([
      { field: 'reasonId', message: R.reasonRequired },
    ]);
    expect(openDisputeViolations({ message: 'Unpaid', reasonId: 4 })).toEqual([]);
  });

  it('refuses floor bidders, blocking disputes and the closed window', () => {
    const saleDate = new Date('2026-01-01T00:00:00Z');
    const now = new Date(saleDate.getTime() + 10 * DAY);
    const base = { channel: 'INV', blockingStatus: null, saleDate, now, superUser: false };
    expect(openDisputeRefusal(base)).toBeNull();
    expect(openDisputeRefusal({ ...base, channel: 'Floor' })).toBe(M.floorDispute);
    for (const s of ['b', 's', 'd', 'x', 'c'] as const)
      expect(openDisputeRefusal({ ...base, blockingStatus: s })).toBe(M.disputeExists);
    expect(openDisputeRefusal({ ...base, now: new Date(saleDate.getTime() + 60 * DAY) })).toBe(
      M.outsideTimeFrame,
    );
    expect(
      openDisputeRefusal({ ...base, now: new Date(saleDate.getTime() + 60 * DAY), superUser: true }),
    ).toBeNull();
  });
});
