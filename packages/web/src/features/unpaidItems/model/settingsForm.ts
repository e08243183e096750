import { UNPAID_ITEM_LIMITS, UNPAID_ITEM_MESSAGES, unpaidItemSettingsViolations } from '@ah/schema';
import type { FieldViolation } from '../../../ui/useFieldErrors';

/**
 * The unpaid-items settings form (issue 36: house settings): its state, the rules the upstream
 * enforces (the same limits, so a save is refused only for what the form could not know) and the
 * mutation's input. Numbers are held as the inputs give them (a number, or '' while empty).
 */
/** A buyer on the exclusion list: member id, member ref and name. */
export interface ExcludedBidder {
  id: string;
  ref: string;
  name: string;
}

export interface UnpaidSettingsForm {
  enabled: boolean;
  paymentDays: number | string;
  reminderDaysBefore: number[];
  autoOpenDispute: boolean;
  openDisputeAfterDays: number | string;
  autoCloseDispute: boolean;
  strikeExpiryMonths: number | string;
  secondChance: boolean;
  offerDays: number | string;
  excludedBidders: ExcludedBidder[];
}

/** The shared rules' limits (`@ah/schema`, the same the gateway and the house service check). */
export const SETTINGS_LIMITS = UNPAID_ITEM_LIMITS;
export const SETTINGS_MESSAGES = UNPAID_ITEM_MESSAGES;

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/**
 * The form's broken rules by the shared rules of `@ah/schema`, keyed by the form's inputs: a
 * reminder day's rule (`reminderDaysBefore.<index>`) shows on the one reminders input.
 */
export function settingsViolations(form: UnpaidSettingsForm): FieldViolation[] {
  const violations = unpaidItemSettingsViolations({
    paymentDays: asNumber(form.paymentDays),
    reminderDaysBefore: form.reminderDaysBefore,
    openDisputeAfterDays: asNumber(form.openDisputeAfterDays),
    strikeExpiryMonths: asNumber(form.strikeExpiryMonths),
    offerDays: asNumber(form.offerDays),
    excludedBidderIds: form.excludedBidders.map((b) => b.id),
  });
  return violations.map((v) => ({
    field: v.field.replace(/^reminderDaysBefore\.\d+$/, 'reminderDaysBefore'),
    message: v.message,
  }));
}

/** The reminder days a deadline allows, as the multi-select's options ("2 days before", "At the deadline"). */
export function reminderDayOptions(paymentDays: number | string): { value: string; label: string }[] {
  const last = typeof paymentDays === 'number' && paymentDays >= 1 ? paymentDays - 1 : 0;
  return Array.from({ length: Math.min(last, SETTINGS_LIMITS.paymentDays.max - 1) + 1 }, (_, d) => ({
    value: String(d),
    label: reminderDayLabel(d),
  }));
}

export function reminderDayLabel(days: number): string {
  if (days === 0) return 'At the deadline';
  return days === 1 ? '1 day before' : `${days} days before`;
}

/** The settings as the server sent them, as the form holds them (reminders latest first). */
export function formOfSettings(
  settings: Omit<UnpaidSettingsForm, 'reminderDaysBefore'> & {
    reminderDaysBefore: readonly number[];
  },
): UnpaidSettingsForm {
  return {
    ...settings,
    reminderDaysBefore: [...settings.reminderDaysBefore].sort((a, b) => b - a),
    excludedBidders: settings.excludedBidders.map(({ id, ref, name }) => ({ id, ref, name })),
  };
}

/** The mutation's input: the form's numbers, the exclusion list as bidder ids. */
export function settingsInput(form: UnpaidSettingsForm) {
  return {
    enabled: form.enabled,
    paymentDays: Number(form.paymentDays),
    reminderDaysBefore: [...form.reminderDaysBefore].sort((a, b) => b - a),
    autoOpenDispute: form.autoOpenDispute,
    openDisputeAfterDays: Number(form.openDisputeAfterDays),
    autoCloseDispute: form.autoCloseDispute,
    strikeExpiryMonths: Number(form.strikeExpiryMonths),
    secondChance: form.secondChance,
    offerDays: Number(form.offerDays),
    excludedBidderIds: form.excludedBidders.map((b) => b.id),
  };
}

/** Adds a buyer to the exclusion list once; the list stays in the order staff added them. */
export function withExcluded(list: readonly ExcludedBidder[], bidder: ExcludedBidder): ExcludedBidder[] {
  return list.some((b) => b.id === bidder.id) ? [...list] : [...list, bidder];
}
