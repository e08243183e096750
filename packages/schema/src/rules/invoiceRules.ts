import { parseIsoDate } from './dateRangeRules.js';
import type { RuleViolation } from './types.js';

/**
 * Input rules of the create/edit invoices screen and group details (invoicing §5): money inputs of the
 * charges modal, the internal note, Contact buyer and Mark Paid. The spec's texts are verbatim
 * ('Subject Required', 'Message Required', 'Please select method'); the others are ours in its style.
 */
export const INVOICE_EDITING_MESSAGES = {
  subjectRequired: 'Subject Required',
  messageRequired: 'Message Required',
  noteRequired: 'Please enter a note',
  paymentMethodPlaceholder: 'Please select method',
  paymentMethodRequired: 'Please select a payment method',
  paidDateRequired: 'Please enter a paid date',
  paidDateInvalid: 'Please enter a valid date',
  paidDateFuture: 'Paid date cannot be in the future',
  shippedDateFuture: 'Shipped date cannot be in the future',
  amountInvalid: 'Please enter a valid amount',
  amountNegative: 'Amount cannot be less than 0',
  pendingInvoice: 'This invoice has a pending online payment and cannot be edited or marked paid.',
  floorLocked: 'Unpaid Floor bidder invoices allow editing only hammer, premium and live fee.',
  taxNotEditable: 'Tax is calculated automatically for US invoices and cannot be edited.',
  deliveryModeLocked:
    'The delivery mode cannot be changed once the invoice has a payment, a paid line or a pending online payment.',
  chargeModeMismatch:
    'The charges of this invoice can no longer be edited in this mode. Please refresh the page.',
} as const;

/** The amount fields of the charges modal (invoicing §2.2 line table). */
export const CHARGE_FIELDS = [
  'hammer',
  'premium',
  'liveFee',
  'tax',
  'shipping',
  'insurance',
  'other',
] as const;
export type ChargeFieldName = (typeof CHARGE_FIELDS)[number];

/** Only Other may be negative: it adds or discounts additional fees (invoicing §5). */
export function chargeFieldAllowsNegative(field: ChargeFieldName): boolean {
  return field === 'other';
}

/**
 * What the field keeps while typing: digits and one decimal point, and a leading minus only where
 * negatives are allowed (Other). Anything else is dropped, so the input stays numeric.
 */
export function sanitizeMoneyKeystrokes(value: string, allowNegative: boolean): string {
  let out = '';
  let seenPoint = false;
  for (const [index, ch] of [...value].entries()) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    } else if (ch === '-' && allowNegative && index === 0) out += ch;
  }
  return out;
}

const MONEY_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * A money input normalised to two decimals (on blur): "12" → "12.00", ".5" → "0.50", "" or "-" → "0.00".
 * More than two decimals are rounded half-up on the digits, never through floating point. Returns null
 * when the text is not a number.
 */
export function normalizeMoneyInput(value: string): string | null {
  const m = MONEY_TEXT.exec(value.trim());
  if (!m) return null;
  const [, sign = '', wholeRaw = '', fractionRaw = ''] = m;
  let cents = BigInt(wholeRaw || '0') * 100n + BigInt((fractionRaw + '00').slice(0, 2));
  if (fractionRaw.length > 2 && Number(fractionRaw[2]) >= 5) cents += 1n;
  const negative = sign === '-' && cents !== 0n;
  const whole = cents / 100n;
  const fraction = String(cents % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The upstream's own money format ("1234.50", "-0.07"): read without the general parser. */
/**
 * Integer cents of a canonical amount (what /^-?\d{1,13}\.\d\d$/ accepts), or null. Read by
 * character codes: the invoice screens read thousands of amounts per request, and a regular
 * expression's match array per amount was a tenth of the gateway's garbage.
 */
function canonicalCents(value: string): number | null {
  const length = value.length;
  const dot = length - 3;
  const negative = value.charCodeAt(0) === 45;
  const start = negative ? 1 : 0;
  if (dot - start < 1 || dot - start > 13 || value.charCodeAt(dot) !== 46) return null;
  let cents = 0;
  for (let i = start; i < length; i++) {
    if (i === dot) continue;
    const digit = value.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return null;
    cents = cents * 10 + digit;
  }
  return negative && cents !== 0 ? -cents : cents;
}

/** Integer cents of a normalised money string ("-12.50" → -1250). */
export function moneyToCents(value: string): number {
  // Fast path for the upstream's two-decimal amounts; the general path below was a sixth of the
  // gateway's CPU on the invoice screens.
  const canonical = canonicalCents(value);
  if (canonical !== null) return canonical;
  const normalized = normalizeMoneyInput(value);
  if (normalized === null) throw new RangeError(`not an amount: ${value}`);
  const negative = normalized.startsWith('-');
  const [whole = '0', fraction = '00'] = normalized.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction);
  return negative ? -cents : cents;
}

/** Integer cents as a two-decimal string (1250 → "12.50"). */
export function centsToMoney(cents: number): string {
  // Called for every amount of a large answer (50 bid choices per open lot of a bulk-bidding sale):
  // the two cent digits come from a table rather than a String + padStart per call.
  if (cents < 0) return `-${centsToMoney(-cents)}`;
  const rest = cents % 100;
  return `${(cents - rest) / 100}.${CENT_DIGITS[rest]}`;
}

/** "00" … "99", indexed by the cents of an amount. */
const CENT_DIGITS = Array.from({ length: 100 }, (_, cents) => (cents < 10 ? `0${cents}` : String(cents)));

/**
 * One money input of the charges modal (invoicing §5): a number with at most two decimals, at least 0,
 * except Other which may be negative (a discount).
 */
export function validateMoneyInput(field: ChargeFieldName, value: string): RuleViolation[] {
  const trimmed = value.trim();
  const m = /^(-?)\d+(?:\.\d{1,2})?$|^(-?)\.\d{1,2}$/.exec(trimmed);
  if (!m) return [{ field, message: INVOICE_EDITING_MESSAGES.amountInvalid }];
  if (trimmed.startsWith('-') && !chargeFieldAllowsNegative(field) && moneyToCents(trimmed) !== 0)
    return [{ field, message: INVOICE_EDITING_MESSAGES.amountNegative }];
  return [];
}

/** Every set field of a charges entry, checked; `undefined`/`null` fields are left unchanged and pass. */
export function validateChargeAmounts(
  amounts: Partial<Record<ChargeFieldName, string | null | undefined>>,
): RuleViolation[] {
  return CHARGE_FIELDS.flatMap((field) => {
    const value = amounts[field];
    return value === undefined || value === null ? [] : validateMoneyInput(field, value);
  });
}

/** The internal note is saved only when non-empty (invoicing §5). */
export function validateNote(note: string): RuleViolation[] {
  return note.trim() ? [] : [{ field: 'note', message: INVOICE_EDITING_MESSAGES.noteRequired }];
}

/** Contact buyer: Send is disabled unless subject and message are non-empty (invoicing §5). */
export function validateContactBuyer(input: { subject: string; message: string }): RuleViolation[] {
  const v: RuleViolation[] = [];
  if (!input.subject.trim()) v.push({ field: 'subject', message: INVOICE_EDITING_MESSAGES.subjectRequired });
  if (!input.message.trim()) v.push({ field: 'message', message: INVOICE_EDITING_MESSAGES.messageRequired });
  return v;
}

/**
 * Mark Paid (invoicing §5): a payment method is chosen; the date (YYYY-MM-DD) is a real date and not
 * after `today` (YYYY-MM-DD in the house's time zone).
 */
export function validateMarkPaid(
  input: { paymentMethodId: string | null | undefined; paidDate: string | null | undefined },
  today: string,
): RuleViolation[] {
  const v: RuleViolation[] = [];
  if (!input.paymentMethodId)
    v.push({ field: 'paymentMethodId', message: INVOICE_EDITING_MESSAGES.paymentMethodRequired });
  if (!input.paidDate) v.push({ field: 'paidDate', message: INVOICE_EDITING_MESSAGES.paidDateRequired });
  else if (!parseIsoDate(input.paidDate))
    v.push({ field: 'paidDate', message: INVOICE_EDITING_MESSAGES.paidDateInvalid });
  else if (input.paidDate > today)
    v.push({ field: 'paidDate', message: INVOICE_EDITING_MESSAGES.paidDateFuture });
  return v;
}

/** A shipped date (YYYY-MM-DD), when given, is a real date and not after `today`. */
export function validateShippedDate(shippedDate: string | null | undefined, today: string): RuleViolation[] {
  if (!shippedDate) return [];
  if (!parseIsoDate(shippedDate))
    return [{ field: 'shippedDate', message: INVOICE_EDITING_MESSAGES.paidDateInvalid }];
  if (shippedDate > today)
    return [{ field: 'shippedDate', message: INVOICE_EDITING_MESSAGES.shippedDateFuture }];
  return [];
}

/** YYYY-MM-DD → MM/DD/YY, the format Mark Paid sends (invoicing §5). */
export function isoToShortUsDate(iso: string): string {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${m}/${d}/${y.slice(-2)}`;
}
