/**
 * The after-sale windows and dispute statuses (sales §4 Disputes and feedback, §6, §9): pure rules the
 * upstream enforces, the gateway checks before any REST call and the web uses to enable buttons.
 * Time is measured from the sale's start (the catalog's date) in elapsed days, so the windows do
 * not depend on a time zone.
 */

const DAY_MS = 86_400_000;

/** A dispute or feedback may be opened more than 4 days after the sale... */
export const DISPUTE_WINDOW_MIN_DAYS = 4;
/** ...and less than 50 days after it (sales §9). */
export const DISPUTE_WINDOW_MAX_DAYS = 50;
/** Feedback may be left or edited while the catalog is under 180 days old (sales §4, §9). */
export const FEEDBACK_MAX_DAYS = 180;
/** Realized prices: non-super users may not edit them at 45 days or more (sales §6, §9). */
export const REALIZED_PRICE_EDIT_MAX_DAYS = 45;
/** A dispute must have been open this long before the house can close it (sales §9). */
export const DISPUTE_CLOSE_AFTER_DAYS = 4;
/** Mutual resolutions resolve by themselves within this time (sales §9). */
export const MUTUAL_RESOLUTION_MS = 5 * 60_000;
/** The open-file form's reason when none loaded (sales §5). */
export const DEFAULT_DISPUTE_REASON_ID = 4;
/** The dispute list's filters (sales §4): the past ones count days since the last status change. */
export const DISPUTE_FILTERS = {
  open: null,
  past6Months: 180,
  pastYear: 360,
  all: null,
} as const;
export type DisputeFilter = keyof typeof DISPUTE_FILTERS;

/** Whole and fractional days from the sale to `now` (negative before the sale). */
export function daysSinceSale(saleDate: Date, now: Date): number {
  return (now.getTime() - saleDate.getTime()) / DAY_MS;
}

/** More than 4 and under 50 days after the sale; super users always (sales §4, §6). */
export function isInDisputeWindow(saleDate: Date, now: Date, superUser: boolean): boolean {
  if (superUser) return true;
  const days = daysSinceSale(saleDate, now);
  return days > DISPUTE_WINDOW_MIN_DAYS && days < DISPUTE_WINDOW_MAX_DAYS;
}

/**
 * Feedback may be left when the sale is inside the dispute window (super users: any time) and the
 * catalog is under 180 days old, for everyone (sales §4 "Feedback may be left or edited while the
 * catalog is under 180 days old").
 */
export function canLeaveFeedback(saleDate: Date, now: Date, superUser: boolean): boolean {
  if (daysSinceSale(saleDate, now) >= FEEDBACK_MAX_DAYS) return false;
  return isInDisputeWindow(saleDate, now, superUser);
}

/** Realized prices are editable unless the house is online-only or, for non-super users, the sale is 45 days old or more. */
export function canEditRealizedPrices(saleDate: Date, now: Date, superUser: boolean, onlineOnly: boolean): boolean {
  if (onlineOnly) return false;
  return superUser || daysSinceSale(saleDate, now) < REALIZED_PRICE_EDIT_MAX_DAYS;
}

/**
 * The dispute statuses. b, s, d, x and c block a new dispute on the lot (sales §4, §9); n and m do
 * not. Open ones can be messaged, closed or cancelled; the others are past and can be reopened.
 */
export const DISPUTE_STATUSES = {
  b: { description: 'Open - Awaiting Buyer Response', open: true, blocking: true },
  s: { description: 'Open - Awaiting Seller Response', open: true, blocking: true },
  d: { description: 'Open - Reopened', open: true, blocking: true },
  x: { description: 'Closed - Unpaid Item Strike', open: false, blocking: true },
  c: { description: 'Closed - Buyer Paid', open: false, blocking: true },
  n: { description: 'Cancelled', open: false, blocking: false },
  m: { description: 'Closed - Mutual Resolution', open: false, blocking: false },
} as const;
export type DisputeStatus = keyof typeof DISPUTE_STATUSES;
export const BLOCKING_DISPUTE_STATUSES = ['b', 's', 'd', 'x', 'c'] as const satisfies readonly DisputeStatus[];

export function isDisputeStatus(value: string): value is DisputeStatus {
  return Object.prototype.hasOwnProperty.call(DISPUTE_STATUSES, value);
}
export function isOpenDispute(status: DisputeStatus): boolean {
  return DISPUTE_STATUSES[status].open;
}
/** A lot whose current dispute has one of these statuses cannot be filed again (sales §4). */
export function blocksNewDispute(status: DisputeStatus | null | undefined): boolean {
  return status != null && DISPUTE_STATUSES[status].blocking;
}

/** The actions of the dispute panel (sales §2 Disputes and feedback). */
export type DisputeAction = 'message' | 'cancel' | 'close' | 'reopen';

/** Floor bidders' registrations carry a channel containing "Floor" (sales §3 Result item). */
export function isFloorChannel(channel: string | null | undefined): boolean {
  return channel != null && channel.includes('Floor');
}

/** The texts of sales §5, §6 and §8 for disputes and feedback, verbatim. */
export const AFTER_SALE_MESSAGES = {
  outsideTimeFrame: 'This action cannot be completed as it is outside the time-frame.',
  ebayReopen: 'You cannot reopen a dispute against an eBay bidder.',
  mixedOpenAndPast:
    'You cannot perform an action on open and past disputes at the same time. Please select only open disputes or past disputes and try again.',
  notValidOnOpen: 'Not a valid action on an open dispute.',
  mustReopen: 'You must reopen a dispute to send a message, close, or cancel.',
  ebayMessage:
    'To reach an eBay bidder, please send a message from the eBay message center or correspond directly by email or phone.',
  disputeMessageRequired: 'Message is required.',
  openFileMessageRequired: 'Message is required!',
  customFeedbackRequired: 'Message is required!',
  selectDispute: 'Please select a dispute using the checkboxes above.',
  termsRequired: 'You must agree to these terms to continue',
  disputeExists: 'Dispute already exists on selected lot(s)',
  floorDispute: 'Disputes cannot be opened on lots won by floor bidders',
  floorFeedback: 'Feedback cannot be left for floor bidders',
  messageSent: 'Your message has been sent!',
  closed: 'Your dispute(s) have been successfully closed!',
  cancelled: 'Your dispute(s) have been successfully canceled!',
  reopened: 'Your dispute(s) have been successfully reopened!',
  noDisputes: 'No Disputes Exist',
  noMessages: 'No messages to display',
  subjectRequired: 'Subject Required',
  messageRequired: 'Message Required',
  noResult: 'No Result Found',
  noTransactions: 'There are no transactions for this session.',
  sameCurrency: 'Please select sessions with the same currency.',
  lotNotInCatalog: 'This lot number was not a part of this catalog.',
  loadRealizedFailed:
    'Unable to load your realized prices. Please try again later or contact Customer Care any time at:',
  noPermission: 'You do not have permissions to view this page. Please contact your system administrator.',
} as const;
