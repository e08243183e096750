import {
  AFTER_SALE_MESSAGES as M,
  DISPUTE_CLOSE_AFTER_DAYS,
  DISPUTE_STATUSES,
  blocksNewDispute,
  daysSinceSale,
  isFloorChannel,
  isInDisputeWindow,
  type DisputeAction,
  type DisputeStatus,
} from './afterSaleRules.js';
import type { RuleViolation } from './types.js';

/**
 * Which dispute action is valid from which status, for whom (sales §4 Disputes and feedback, §5
 * Messages and feedback, §6, §8 Disputes, §9): pure rules the upstream enforces, the gateway reads
 * and the web uses to enable its controls. Every refusal is one of sales §8's texts, except the two
 * the spec implies without wording (DISPUTE_RULE_MESSAGES).
 */

export const DISPUTE_ACTIONS = [
  'message',
  'cancel',
  'close',
  'reopen',
] as const satisfies readonly DisputeAction[];

export function isDisputeAction(value: string): value is DisputeAction {
  return (DISPUTE_ACTIONS as readonly string[]).includes(value);
}

/** Texts the spec implies but does not word (sales §6 "Super users: reopen disputes"; §4 terms dialog). */
export const DISPUTE_RULE_MESSAGES = {
  reopenSuperUsersOnly: 'Only super users can reopen disputes.',
  messageTooLong: 'Message must be 4000 characters or fewer.',
  reasonRequired: 'Reason is required.',
} as const;

/** The stable codes of the refusals, so clients can tell the terms dialog from other errors. */
export const DISPUTE_REFUSAL_CODES = {
  termsRequired: 'DISPUTE_TERMS_REQUIRED',
  actionRefused: 'DISPUTE_ACTION_REFUSED',
  openRefused: 'DISPUTE_OPEN_REFUSED',
} as const;

/** A dispute message is stored up to this many characters (0014 dispute_messages). */
export const DISPUTE_MESSAGE_MAX = 4000;

/** The status a dispute takes after an action by the house (sales §3 statuses, §4). */
export const STATUS_AFTER_ACTION: Readonly<Record<DisputeAction, DisputeStatus>> = {
  // The house wrote; the buyer is to answer.
  message: 'b',
  cancel: 'n',
  // Closing by the house is the unpaid-item close: credit, no-bid list and strike (sales §9).
  close: 'x',
  reopen: 'd',
};

/** A newly opened dispute waits for the buyer (sales §3 "Open - Awaiting Buyer Response"). */
export const STATUS_WHEN_OPENED: DisputeStatus = 'b';

/**
 * The action/status table (sales §4 "Open disputes can be messaged, closed or cancelled; closed
 * disputes can be reopened (super users only)", §6, §8): null when `action` is valid on a dispute in
 * `status` for this caller, otherwise the §8 text. Time is a separate rule (disputeTimeRefusal).
 */
export function disputeActionRefusal(
  action: DisputeAction,
  status: DisputeStatus,
  who: { superUser: boolean; ebayBidder: boolean },
): string | null {
  const open = DISPUTE_STATUSES[status].open;
  if (action === 'reopen') {
    if (open) return M.notValidOnOpen;
    if (!who.superUser) return DISPUTE_RULE_MESSAGES.reopenSuperUsersOnly;
    if (who.ebayBidder) return M.ebayReopen;
    return null;
  }
  // Non-super users can only act on open disputes (sales §5); a past one must be reopened first.
  if (!open) return M.mustReopen;
  if (action === 'message' && who.ebayBidder) return M.ebayMessage;
  return null;
}

/**
 * The time rules of an action (sales §4, §6, §9): non-super users act only inside the dispute
 * window (more than 4 and under 50 days after the sale), and close only a dispute open 4 days or
 * more. Super users may act, and close, outside the time-frame (sales §6). Both refusals are §8's
 * time-frame text.
 */
export function disputeTimeRefusal(
  action: DisputeAction,
  facts: { saleDate: Date; openedAt: Date; now: Date; superUser: boolean },
): string | null {
  if (facts.superUser) return null;
  if (!isInDisputeWindow(facts.saleDate, facts.now, false)) return M.outsideTimeFrame;
  if (action === 'close' && daysSinceSale(facts.openedAt, facts.now) < DISPUTE_CLOSE_AFTER_DAYS)
    return M.outsideTimeFrame;
  return null;
}

/** An action on a selection: at least one dispute, and not open and past ones together (sales §5, §8). */
export function disputeSelectionRefusal(statuses: readonly DisputeStatus[]): string | null {
  if (statuses.length === 0) return M.selectDispute;
  const open = statuses.filter((s) => DISPUTE_STATUSES[s].open).length;
  if (open > 0 && open < statuses.length) return M.mixedOpenAndPast;
  return null;
}

/** Non-super users can select only open disputes (sales §5); super users any. */
export function canSelectDispute(status: DisputeStatus, superUser: boolean): boolean {
  return superUser || DISPUTE_STATUSES[status].open;
}

/** The actions of the panel a caller sees: reopen for super users only (sales §2, §6). */
export function disputeActionsFor(superUser: boolean): readonly DisputeAction[] {
  return superUser ? DISPUTE_ACTIONS : DISPUTE_ACTIONS.filter((a) => a !== 'reopen');
}

/** Whether closing needs the terms first: a non-super user while the house has not accepted them (sales §4, §6). */
export function needsDisputeTerms(
  action: DisputeAction,
  superUser: boolean,
  termsAccepted: boolean,
): boolean {
  return action === 'close' && !superUser && !termsAccepted;
}

/**
 * The message of a dispute action (sales §5 "Dispute message required ('Message is required.')"):
 * required to send a message; optional with the other actions; at most DISPUTE_MESSAGE_MAX.
 */
export function disputeActionMessageViolations(action: DisputeAction, message: string): RuleViolation[] {
  const text = message.trim();
  if (action === 'message' && text === '') return [{ field: 'message', message: M.disputeMessageRequired }];
  if (text.length > DISPUTE_MESSAGE_MAX)
    return [{ field: 'message', message: DISPUTE_RULE_MESSAGES.messageTooLong }];
  return [];
}

/** The open-file form (sales §5): the message is required ("Message is required!"), a reason too. */
export function openDisputeViolations(input: { message: string; reasonId: number | null }): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const text = input.message.trim();
  if (text === '') violations.push({ field: 'message', message: M.openFileMessageRequired });
  else if (text.length > DISPUTE_MESSAGE_MAX)
    violations.push({ field: 'message', message: DISPUTE_RULE_MESSAGES.messageTooLong });
  if (input.reasonId === null || !Number.isInteger(input.reasonId) || input.reasonId < 1)
    violations.push({ field: 'reasonId', message: DISPUTE_RULE_MESSAGES.reasonRequired });
  return violations;
}

/**
 * Why a lot cannot get a new dispute, or null (sales §4, §6): a floor bidder's lot never; a lot whose
 * current dispute blocks (b, s, d, x, c); outside the window for non-super users.
 */
export function openDisputeRefusal(facts: {
  channel: string;
  blockingStatus: DisputeStatus | null;
  saleDate: Date;
  now: Date;
  superUser: boolean;
}): string | null {
  if (isFloorChannel(facts.channel)) return M.floorDispute;
  if (blocksNewDispute(facts.blockingStatus)) return M.disputeExists;
  if (!isInDisputeWindow(facts.saleDate, facts.now, facts.superUser)) return M.outsideTimeFrame;
  return null;
}

/** The success text after an action (sales §8 "Success"). */
export function disputeActionSuccess(action: DisputeAction): string {
  switch (action) {
    case 'message':
      return M.messageSent;
    case 'cancel':
      return M.cancelled;
    case 'close':
      return M.closed;
    case 'reopen':
      return M.reopened;
  }
}
