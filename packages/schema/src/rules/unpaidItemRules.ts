import type { RuleViolation } from './types.js';

/**
 * The unpaid-item automation's settings (sales §5, §9: a dispute opens more than 4 and under 50
 * days after the sale and closes after 4 days open): the ranges the house may choose from, checked
 * by the settings form, the gateway and the house service alike (0035_unpaid_items.sql CHECKs).
 */
export const UNPAID_ITEM_LIMITS = {
  paymentDays: { min: 4, max: 30, default: 7 },
  openDisputeAfterDays: { min: 0, max: 30, default: 1 },
  strikeExpiryMonths: { min: 1, max: 60, default: 12 },
  offerDays: { min: 1, max: 14, default: 3 },
  /** At most this many reminders, each a whole number of days before the deadline (0 = at it). */
  reminderCountMax: 5,
  /** At most this many buyers on the exclusion list. */
  excludedBiddersMax: 500,
} as const;

/** The settings a house has before it saves any (the automation off). */
export const UNPAID_ITEM_DEFAULTS = {
  enabled: false,
  paymentDays: UNPAID_ITEM_LIMITS.paymentDays.default,
  reminderDaysBefore: [2, 0],
  autoOpenDispute: true,
  openDisputeAfterDays: UNPAID_ITEM_LIMITS.openDisputeAfterDays.default,
  autoCloseDispute: true,
  strikeExpiryMonths: UNPAID_ITEM_LIMITS.strikeExpiryMonths.default,
  secondChance: false,
  offerDays: UNPAID_ITEM_LIMITS.offerDays.default,
} as const;

export const UNPAID_ITEM_MESSAGES = {
  paymentDays: `Payment deadline must be ${UNPAID_ITEM_LIMITS.paymentDays.min} to ${UNPAID_ITEM_LIMITS.paymentDays.max} days.`,
  openDisputeAfterDays: `Days after the deadline must be ${UNPAID_ITEM_LIMITS.openDisputeAfterDays.min} to ${UNPAID_ITEM_LIMITS.openDisputeAfterDays.max}.`,
  strikeExpiryMonths: `Strike expiry must be ${UNPAID_ITEM_LIMITS.strikeExpiryMonths.min} to ${UNPAID_ITEM_LIMITS.strikeExpiryMonths.max} months.`,
  offerDays: `An offer stays open ${UNPAID_ITEM_LIMITS.offerDays.min} to ${UNPAID_ITEM_LIMITS.offerDays.max} days.`,
  reminderCount: `At most ${UNPAID_ITEM_LIMITS.reminderCountMax} reminders.`,
  reminderUnique: 'Each reminder day may be given once.',
  reminderDay:
    'A reminder is 0 (at the deadline) to one day less than the payment deadline, in days before it.',
  excludedBidders: `At most ${UNPAID_ITEM_LIMITS.excludedBiddersMax} buyers can be excluded.`,
} as const;

/** The numbers of the settings form (the exclusion list is checked by its ids). */
export interface UnpaidItemSettingsValues {
  paymentDays: number;
  reminderDaysBefore: readonly number[];
  openDisputeAfterDays: number;
  strikeExpiryMonths: number;
  offerDays: number;
  excludedBidderIds?: readonly unknown[];
}

const inRange = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * Every broken rule of the settings, each at its field (`reminderDaysBefore.<index>` for one
 * reminder day); empty when they can be saved.
 */
export function unpaidItemSettingsViolations(values: UnpaidItemSettingsValues): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const ranged = ['paymentDays', 'openDisputeAfterDays', 'strikeExpiryMonths', 'offerDays'] as const;
  for (const field of ranged)
    if (!inRange(values[field], UNPAID_ITEM_LIMITS[field]))
      violations.push({ field, message: UNPAID_ITEM_MESSAGES[field] });

  const days = values.reminderDaysBefore;
  if (days.length > UNPAID_ITEM_LIMITS.reminderCountMax)
    violations.push({ field: 'reminderDaysBefore', message: UNPAID_ITEM_MESSAGES.reminderCount });
  const seen = new Set<number>();
  days.forEach((day, index) => {
    const field = `reminderDaysBefore.${index}`;
    if (!Number.isInteger(day) || day < 0 || day >= values.paymentDays)
      violations.push({ field, message: UNPAID_ITEM_MESSAGES.reminderDay });
    else if (seen.has(day)) violations.push({ field, message: UNPAID_ITEM_MESSAGES.reminderUnique });
    seen.add(day);
  });

  if ((values.excludedBidderIds?.length ?? 0) > UNPAID_ITEM_LIMITS.excludedBiddersMax)
    violations.push({ field: 'excludedBidderIds', message: UNPAID_ITEM_MESSAGES.excludedBidders });
  return violations;
}
