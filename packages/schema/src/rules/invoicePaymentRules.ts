import { parseIsoDate } from './dateRangeRules.js';
import { addDaysIso } from './sessionRules.js';
import type { RuleViolation } from './types.js';

/**
 * Rules and texts of the invoice money actions (invoicing §2.3–§2.6, §5, §8): charge cards, send,
 * preview and auto-charge dates. Spec texts are verbatim (including their double spaces and '!.');
 * the few refusals only the API makes are ours, in the same style. Web and gateway both use these.
 */
export const INVOICE_PAYMENT_MESSAGES = {
  chargeRequestFailed:
    'An error occurred while processing your request.  No cards were charged.  Please try again.',
  chargeFailedDetail:
    'Some payments were not processed due to invalid payment type.  Please contact the bidder to arrange payment.',
  readyToCharge: 'Ready to charge',
  chargeAllCards: 'Charge All Cards',
  invoicesSent: 'Your invoices have been sent',
  invalidInvoiceNumber: 'Invalid invoice #',
  restrictedItem: '*this item is restricted and cannot be paid for online',
  selectNewDate: 'Select a new date to continue',
  autoChargeDateInvalid:
    'This auto-charge date is no longer valid. Please select a date 48 hours from last edit',
  autoChargeDateOutOfWindow: 'Please select an auto-charge date 2 to 7 days from today.',
  autoChargeDateNotADate: 'Please enter a valid date',
  autoChargeUnavailable: 'Automatic card charging is not available for this house.',
  continueWithNoChanges: 'Continue With No Changes',
  saveAndContinue: 'Save & Continue',
  idempotencyKeyInvalid: 'Idempotency keys are 1 to 200 letters, digits, ".", "_", ":" or "-".',
  idempotencyKeyReused: 'This request was already made with different details. Please refresh and try again.',
  invoicesRequired: 'Select at least one invoice.',
  superUserOnly: 'Only super users can read the invoice e-mail outbox.',
} as const;

/** '{n}/{total} of your payments have been processed!.' (invoicing §8, verbatim). */
export function chargeProcessedMessage(processed: number, total: number): string {
  return `${processed}/${total} of your payments have been processed!.`;
}

/** '{n}/{total} of your payments failed.' (invoicing §8). */
export function chargeFailedMessage(failed: number, total: number): string {
  return `${failed}/${total} of your payments failed.`;
}

/** The credit-limit banner (invoicing §8): x of y invoices exceed the buyers' card limits. */
export function creditLimitBannerMessage(exceeded: number, total: number): string {
  return `Based on your set credit card limit, ${exceeded}/${total} invoices will require ACH payment and cannot be automatically charged.`;
}

/** The auto-charge window (invoicing §5, §9): from today + 2 to today + 7 days. */
export const AUTO_CHARGE_MIN_DAYS = 2;
export const AUTO_CHARGE_MAX_DAYS = 7;
/** A scheduled date must be at least this long after the invoice's last edit (the tooltip's 48 hours). */
export const AUTO_CHARGE_EDIT_DELAY_HOURS = 48;

/** The dates the picker allows, YYYY-MM-DD in the house's time zone. */
export function autoChargeWindow(today: string): { min: string; max: string } {
  return { min: addDaysIso(today, AUTO_CHARGE_MIN_DAYS), max: addDaysIso(today, AUTO_CHARGE_MAX_DAYS) };
}

/** A scheduled date is flagged when it is earlier than the invoice's first eligible date. */
export function isAutoChargeDateValid(date: string, firstEligibleDate: string): boolean {
  return date >= firstEligibleDate;
}

/**
 * A new auto-charge date (null removes it): a real date within the window, and not earlier than the
 * first eligible date of any invoice it is set on.
 */
export function validateAutoChargeDate(
  date: string | null,
  today: string,
  firstEligibleDates: readonly string[] = [],
): RuleViolation[] {
  if (date === null) return [];
  const field = 'autoChargeDate';
  if (!parseIsoDate(date)) return [{ field, message: INVOICE_PAYMENT_MESSAGES.autoChargeDateNotADate }];
  const { min, max } = autoChargeWindow(today);
  if (date < min || date > max)
    return [{ field, message: INVOICE_PAYMENT_MESSAGES.autoChargeDateOutOfWindow }];
  if (firstEligibleDates.some((first) => !isAutoChargeDateValid(date, first)))
    return [{ field, message: INVOICE_PAYMENT_MESSAGES.autoChargeDateInvalid }];
  return [];
}

/** An `Idempotency-Key`: 1 to 200 of A–Z a–z 0–9 . _ : - (the upstream checks the same). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;

export function validateIdempotencyKey(key: string): RuleViolation[] {
  return IDEMPOTENCY_KEY_PATTERN.test(key)
    ? []
    : [{ field: 'idempotencyKey', message: INVOICE_PAYMENT_MESSAGES.idempotencyKeyInvalid }];
}

/** The preview's jump box: the number must be one of the shown invoices (else 'Invalid invoice #'). */
export function findJumpTarget(input: string, shownInvoiceIds: readonly string[]): string | null {
  const wanted = input.trim().replace(/^#/, '');
  return shownInvoiceIds.includes(wanted) ? wanted : null;
}
