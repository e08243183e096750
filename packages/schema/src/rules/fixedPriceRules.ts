import {
  FIXED_PRICE_TERM_SLOTS,
  INVOICE_FIELD_MAX,
  TAX_RATE_MAX_DECIMALS,
  TAX_TYPE_MAX,
} from '../constants.js';
import { hasSubdivisionList } from './countryRules.js';
import { isValidEmail } from './locationRules.js';
import { FIXED_PRICE_MESSAGES, requiredMessage, tooLongMessage } from './saleWizardMessages.js';
import type { RuleViolation } from './types.js';

/** The Additional Charges modal (sales §5 Fixed-price step 1). */
export interface ChargeDraft {
  taxType: string;
  /** Percent as typed, e.g. "8.875". */
  rate: string;
  countryCode: string | null | undefined;
  stateCode?: string | null | undefined;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A rate in percent as thousandths of a percent (8.875 → 8875), or null when it is not a
 * non-negative decimal with at most three places. No floating point is involved.
 */
export function rateToThousandths(rate: string): number | null {
  const value = rate.trim();
  if (!DECIMAL.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > TAX_RATE_MAX_DECIMALS) return null;
  return Number(whole) * 1000 + Number(fraction.padEnd(TAX_RATE_MAX_DECIMALS, '0'));
}

/** Thousandths of a percent back to the shortest decimal string (8875 → "8.875", 7000 → "7"). */
export function thousandthsToRate(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * The charge modal: Tax Type required (max 150); Rate % required, above 0 and at most 100, up to
 * three decimals; Country required; State required when the country has states.
 */
export function validateCharge(draft: ChargeDraft): RuleViolation[] {
  const v: RuleViolation[] = [];
  const taxType = draft.taxType.trim();
  if (taxType === '') v.push({ field: 'taxType', message: requiredMessage('Tax Type') });
  else if (taxType.length > TAX_TYPE_MAX)
    v.push({ field: 'taxType', message: tooLongMessage('Tax Type', TAX_TYPE_MAX) });
  const rate = draft.rate.trim();
  if (rate === '') v.push({ field: 'rate', message: requiredMessage('Rate %') });
  else if (!/^(\d+(\.\d*)?|\.\d+)$/.test(rate))
    v.push({ field: 'rate', message: FIXED_PRICE_MESSAGES.rateRange });
  else {
    const [, fraction = ''] = rate.split('.');
    const n = Number(rate);
    if (!(n > 0 && n <= 100)) v.push({ field: 'rate', message: FIXED_PRICE_MESSAGES.rateRange });
    else if (fraction.length > TAX_RATE_MAX_DECIMALS)
      v.push({ field: 'rate', message: FIXED_PRICE_MESSAGES.rateDecimals });
  }
  const country = (draft.countryCode ?? '').trim();
  if (country === '') v.push({ field: 'countryCode', message: requiredMessage('Country') });
  else if (hasSubdivisionList(country) && !(draft.stateCode ?? '').trim())
    v.push({ field: 'stateCode', message: requiredMessage('State') });
  return v;
}

export interface InvoiceEmailDraft {
  subject: string;
  fromName: string;
  fromEmail: string;
  bccEmail?: string | null;
}

export interface TermDraft {
  slot: number;
  active: boolean;
  title: string;
  text: string;
}

export interface FixedPriceStep1Draft {
  invoiceSettings: InvoiceEmailDraft;
  paymentMethodIds: readonly string[];
  terms: readonly TermDraft[];
}

/** Invoice email settings: subject, reply-to name and email required (max 150), emails valid, bcc optional. */
export function validateInvoiceEmail(draft: InvoiceEmailDraft): RuleViolation[] {
  const v: RuleViolation[] = [];
  const fields: Array<[keyof InvoiceEmailDraft, string, boolean]> = [
    ['subject', 'Subject', true],
    ['fromName', 'Reply To Name', true],
    ['fromEmail', 'Reply To Email', true],
    ['bccEmail', 'Bcc Email', false],
  ];
  for (const [field, label, required] of fields) {
    const value = (draft[field] ?? '').trim();
    if (value === '') {
      if (required) v.push({ field: `invoiceSettings.${field}`, message: requiredMessage(label) });
      continue;
    }
    if (value.length > INVOICE_FIELD_MAX)
      v.push({ field: `invoiceSettings.${field}`, message: tooLongMessage(label, INVOICE_FIELD_MAX) });
    else if ((field === 'fromEmail' || field === 'bccEmail') && !isValidEmail(value))
      v.push({ field: `invoiceSettings.${field}`, message: FIXED_PRICE_MESSAGES.emailInvalid });
  }
  return v;
}

/**
 * Fixed-price step 1 (sales §5): Continue only with at least one payment method, the invoice
 * subject/name/email filled (and valid), and the first two terms (Conditions of Sale, Shipping)
 * with a title and a text. Terms fields are `terms.{slot}.title|text`.
 */
export function validateFixedPriceStep1(draft: FixedPriceStep1Draft): RuleViolation[] {
  const v: RuleViolation[] = [];
  if (draft.paymentMethodIds.length === 0)
    v.push({ field: 'paymentMethodIds', message: FIXED_PRICE_MESSAGES.paymentMethodRequired });
  v.push(...validateInvoiceEmail(draft.invoiceSettings));
  for (const slot of FIXED_PRICE_TERM_SLOTS.filter((s) => s.required)) {
    const term = draft.terms.find((t) => t.slot === slot.slot);
    if (!term?.title.trim())
      v.push({ field: `terms.${slot.slot}.title`, message: requiredMessage(`${slot.label} title`) });
    if (!term?.text.trim())
      v.push({ field: `terms.${slot.slot}.text`, message: requiredMessage(`${slot.label} text`) });
  }
  return v;
}
