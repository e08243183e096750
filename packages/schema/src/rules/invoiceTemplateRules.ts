import {
  TAX_RATE_MAX_DECIMALS,
  TEMPLATE_BCC_MAX,
  TEMPLATE_CHARGE_ROWS_MAX,
  TEMPLATE_MESSAGE_DETAIL_MAX,
  TEMPLATE_MESSAGE_HEADER_MAX,
  TEMPLATE_MESSAGE_SEQUENCE_MAX,
  TEMPLATE_MESSAGES_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SUBJECT_MAX,
} from '../constants.js';
import { isValidEmail } from './locationRules.js';
import type { RuleViolation } from './types.js';

/**
 * The invoice template editor's rules (invoicing §2.7, §5, §9): one source for the web form, the
 * gateway (which refuses scripts with the same messages and field paths) and the upstream. Texts
 * the spec gives are verbatim; the ones marked "ours" follow its style.
 */
export const INVOICE_TEMPLATE_MESSAGES = {
  nameRequired: 'Invoice template name is required',
  /** ours */
  nameTooLong: `Invoice template name must be ${TEMPLATE_NAME_MAX} characters or less`,
  subjectRequired: 'Email Subject is required',
  /** ours */
  subjectTooLong: `Email Subject must be ${TEMPLATE_SUBJECT_MAX} characters or less`,
  fromNameRequired: 'Reply to Name is required',
  /** ours */
  fromNameTooLong: `Reply to Name must be ${TEMPLATE_NAME_MAX} characters or less`,
  fromEmailRequired: 'Reply to Email is required',
  /** ours */
  fromEmailTooLong: `Reply to Email must be ${TEMPLATE_BCC_MAX} characters or less`,
  emailInvalid: 'Valid Email is required',
  /** ours */
  bccTooLong: `BCC Email must be ${TEMPLATE_BCC_MAX} characters or less`,
  /** ours */
  payPalEmailRequired: 'PayPal Email is required',
  /** ours */
  payPalEmailTooLong: `PayPal Email must be ${TEMPLATE_BCC_MAX} characters or less`,
  chargeTypeRequired: 'Charge type is required',
  /** ours */
  chargeTypeTooLong: `Charge type must be ${TEMPLATE_NAME_MAX} characters or less`,
  taxRateInvalid: 'Please enter a valid tax rate %.',
  feeRateInvalid: 'Please enter a valid fee rate %.',
  countryRequired: 'Country is required.',
  stateRequired: 'State is required.',
  taxTypeRequired: 'Tax Type is Required, Please select at least one Tax Type Check Box',
  feeTypeRequired: 'Fee Type is Required, Please select at least one Fee Type Check Box',
  taxInFeeName: 'Taxes cannot be entered in the fees section, please use the taxes section above.',
  /** ours */
  tooManyTaxes: `A template holds at most ${TEMPLATE_CHARGE_ROWS_MAX} taxes`,
  /** ours */
  tooManyFees: `A template holds at most ${TEMPLATE_CHARGE_ROWS_MAX} fees`,
  sequenceUnique: 'Sequence number must be unique',
  /** ours */
  sequenceRequired: 'Sequence number is required',
  /** ours */
  sequenceInvalid: `Sequence number must be a whole number from 1 to ${TEMPLATE_MESSAGE_SEQUENCE_MAX}`,
  /** ours: the first row is fixed at 1. */
  firstSequenceFixed: 'The first message is always number 1',
  /** ours */
  headerTooLong: `Message header must be ${TEMPLATE_MESSAGE_HEADER_MAX} characters or less`,
  /** ours */
  detailTooLong: `Message must be ${TEMPLATE_MESSAGE_DETAIL_MAX} characters or less`,
  /** ours */
  tooManyMessages: `A template holds at most ${TEMPLATE_MESSAGES_MAX} messages`,
  /** ours */
  requiredMessagesMissing: 'Payment Option(s) and Shipping Notes cannot be deleted',
  /** ours */
  perLotNotAvailable: 'Charges per lot are not available with your payment processor',
  /** ours */
  notActive: 'This invoice template is no longer active and cannot be changed. Please create a new template.',
  /** ours */
  notFound: 'No invoice template with this id.',
  correctErrors: 'Please correct the errors noted and try saving again.',
  saved: 'Your changes have been saved.',
} as const;

export type TemplateChargeKind = 'tax' | 'fee';

/** A row of the taxes or fees table as typed (the rate as the person wrote it). */
export interface TemplateChargeDraft {
  name: string;
  /** Percent, e.g. "8.875". */
  rate: string;
  /** ISO code or ALL. */
  countryCode: string | null | undefined;
  stateCode?: string | null | undefined;
  hammer: boolean;
  liveFee: boolean;
  buyersPremium: boolean;
}

/** A row of the messages table; the sequence as typed in the form, or a number from a script. */
export interface TemplateMessageDraft {
  header: string;
  detail?: string | null | undefined;
  sequence: number | string | null | undefined;
}

export interface InvoiceTemplateDraft {
  name: string;
  subject: string;
  fromName: string;
  fromEmail: string;
  bccEmail?: string | null | undefined;
  payPal?: boolean | null | undefined;
  payPalEmail?: string | null | undefined;
  taxes: readonly TemplateChargeDraft[];
  fees: readonly TemplateChargeDraft[];
  messages: readonly TemplateMessageDraft[];
}

/** The messages every template prints; they cannot be deleted (invoicing §5). */
export const REQUIRED_TEMPLATE_MESSAGE_HEADERS = ['Payment Option(s)', 'Shipping Notes'] as const;

export function isRequiredTemplateMessage(header: string): boolean {
  return (REQUIRED_TEMPLATE_MESSAGE_HEADERS as readonly string[]).includes(header.trim());
}

/** The messages a new template starts with: the two required ones, numbered 1 and 2. */
export function initialTemplateMessages(): { header: string; detail: string; sequence: number }[] {
  return REQUIRED_TEMPLATE_MESSAGE_HEADERS.map((header, index) => ({
    header,
    detail: '',
    sequence: index + 1,
  }));
}

/**
 * A fee's name must not contain the word tax (invoicing §5): "tax" or "taxes" as a word, in any case.
 * Letters that merely contain it ("Taxidermy", "Syntax") are other words and pass.
 */
export function feeNameMentionsTax(name: string): boolean {
  return /\btax(?:es)?\b/i.test(name);
}

/** Save is disabled while a fee name mentions tax (invoicing §5); other errors show on save. */
export function saveBlockedByFeeNames(fees: readonly Pick<TemplateChargeDraft, 'name'>[]): boolean {
  return fees.some((fee) => feeNameMentionsTax(fee.name));
}

/**
 * Under processor type p, a template that is not a processor template is no longer active and
 * read-only (invoicing §2.7).
 */
export function isTemplateActive(processorType: string | null | undefined, payrixTemplate: boolean): boolean {
  return !(processorType === 'p' && !payrixTemplate);
}

/** Tax and fee rows need a state for US (invoicing §5); Canada may name a province. */
export function chargeStateRequired(countryCode: string | null | undefined): boolean {
  return countryCode === 'US';
}

export function chargeHasStateList(countryCode: string | null | undefined): boolean {
  return countryCode === 'US' || countryCode === 'CA';
}

/**
 * A template rate in percent as thousandths of a percent (8.875 → 8875): from 0 to 100 with at most
 * three decimals; null otherwise. No floating point is involved.
 */
export function templateRateToThousandths(rate: string): number | null {
  const value = rate.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) return null;
  const [whole = '', fraction = ''] = value.split('.');
  if (fraction.length > TAX_RATE_MAX_DECIMALS || whole.length > 3) return null;
  const thousandths = Number(whole || '0') * 1000 + Number(fraction.padEnd(TAX_RATE_MAX_DECIMALS, '0'));
  return thousandths <= 100_000 ? thousandths : null;
}

/** Thousandths of a percent as the three-decimal text the tables show (8875 → "8.875", 7000 → "7.000"). */
export function formatTemplateRate(thousandths: number): string {
  return `${Math.trunc(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
}

/** A message's sequence as a whole number from 1 to 999, or null. */
export function parseMessageSequence(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= TEMPLATE_MESSAGE_SEQUENCE_MAX ? n : null;
}

/** The number an added message row starts with: one past the highest in use. */
export function nextMessageSequence(messages: readonly TemplateMessageDraft[]): number {
  const used = messages.map((m) => parseMessageSequence(m.sequence) ?? 0);
  return Math.min(Math.max(0, ...used) + 1, TEMPLATE_MESSAGE_SEQUENCE_MAX);
}

/** Messages with an empty header are dropped at save (invoicing §5). Keeps each row's index. */
export function keptTemplateMessages<M extends TemplateMessageDraft>(
  messages: readonly M[],
): { message: M; index: number }[] {
  return messages.flatMap((message, index) => (message.header.trim() === '' ? [] : [{ message, index }]));
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** BCC may list several addresses separated by commas or semicolons; each must be valid. */
function bccAddresses(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function validateEmailSettings(draft: InvoiceTemplateDraft): RuleViolation[] {
  const m = INVOICE_TEMPLATE_MESSAGES;
  const v: RuleViolation[] = [];
  const name = text(draft.name);
  if (name === '') v.push({ field: 'name', message: m.nameRequired });
  else if (name.length > TEMPLATE_NAME_MAX) v.push({ field: 'name', message: m.nameTooLong });
  const subject = text(draft.subject);
  if (subject === '') v.push({ field: 'subject', message: m.subjectRequired });
  else if (subject.length > TEMPLATE_SUBJECT_MAX) v.push({ field: 'subject', message: m.subjectTooLong });
  const fromName = text(draft.fromName);
  if (fromName === '') v.push({ field: 'fromName', message: m.fromNameRequired });
  else if (fromName.length > TEMPLATE_NAME_MAX) v.push({ field: 'fromName', message: m.fromNameTooLong });
  const fromEmail = text(draft.fromEmail);
  if (fromEmail === '') v.push({ field: 'fromEmail', message: m.fromEmailRequired });
  else if (fromEmail.length > TEMPLATE_BCC_MAX) v.push({ field: 'fromEmail', message: m.fromEmailTooLong });
  else if (!isValidEmail(fromEmail)) v.push({ field: 'fromEmail', message: m.emailInvalid });
  const bcc = text(draft.bccEmail);
  if (bcc.length > TEMPLATE_BCC_MAX) v.push({ field: 'bccEmail', message: m.bccTooLong });
  else if (bcc !== '' && !bccAddresses(bcc).every(isValidEmail))
    v.push({ field: 'bccEmail', message: m.emailInvalid });
  if (draft.payPal) {
    const payPalEmail = text(draft.payPalEmail);
    if (payPalEmail === '') v.push({ field: 'payPalEmail', message: m.payPalEmailRequired });
    else if (payPalEmail.length > TEMPLATE_BCC_MAX)
      v.push({ field: 'payPalEmail', message: m.payPalEmailTooLong });
    else if (!isValidEmail(payPalEmail)) v.push({ field: 'payPalEmail', message: m.emailInvalid });
  }
  return v;
}

/** The section of the form a kind of charge lives in; also the field path's first part. */
export function chargeSectionOf(kind: TemplateChargeKind): 'taxes' | 'fees' {
  return kind === 'tax' ? 'taxes' : 'fees';
}

/**
 * One taxes or fees table (invoicing §5): name required (max 50); rate required, 0 to 100, three
 * decimals; country required; state required for US; at least one of Hammer, Live Fee, BP; and
 * for fees, no 'tax' in the name. Fields are `{taxes|fees}.{row}.{name|rate|countryCode|stateCode|appliesTo}`.
 */
export function validateTemplateCharges(
  kind: TemplateChargeKind,
  charges: readonly TemplateChargeDraft[],
): RuleViolation[] {
  const m = INVOICE_TEMPLATE_MESSAGES;
  const section = chargeSectionOf(kind);
  const v: RuleViolation[] = [];
  if (charges.length > TEMPLATE_CHARGE_ROWS_MAX)
    v.push({ field: section, message: kind === 'tax' ? m.tooManyTaxes : m.tooManyFees });
  charges.forEach((charge, i) => {
    const field = (name: string) => `${section}.${i}.${name}`;
    const name = text(charge.name);
    if (name === '') v.push({ field: field('name'), message: m.chargeTypeRequired });
    else if (kind === 'fee' && feeNameMentionsTax(name))
      v.push({ field: field('name'), message: m.taxInFeeName });
    else if (name.length > TEMPLATE_NAME_MAX) v.push({ field: field('name'), message: m.chargeTypeTooLong });
    if (templateRateToThousandths(charge.rate) === null)
      v.push({ field: field('rate'), message: kind === 'tax' ? m.taxRateInvalid : m.feeRateInvalid });
    const country = text(charge.countryCode);
    if (country === '') v.push({ field: field('countryCode'), message: m.countryRequired });
    else if (chargeStateRequired(country) && text(charge.stateCode) === '')
      v.push({ field: field('stateCode'), message: m.stateRequired });
    if (!charge.hammer && !charge.liveFee && !charge.buyersPremium)
      v.push({ field: field('appliesTo'), message: kind === 'tax' ? m.taxTypeRequired : m.feeTypeRequired });
  });
  return v;
}

/**
 * The messages table (invoicing §5): rows with an empty header are dropped at save and not checked;
 * the first kept row is fixed at 1; sequences are whole numbers and unique; Payment Option(s) and
 * Shipping Notes must stay. Fields are `messages.{row}.{sequence|header|detail}` (row as given).
 */
export function validateTemplateMessages(messages: readonly TemplateMessageDraft[]): RuleViolation[] {
  const m = INVOICE_TEMPLATE_MESSAGES;
  const v: RuleViolation[] = [];
  const kept = keptTemplateMessages(messages);
  if (kept.length > TEMPLATE_MESSAGES_MAX) v.push({ field: 'messages', message: m.tooManyMessages });
  const headers = new Set(kept.map(({ message }) => message.header.trim()));
  if (!REQUIRED_TEMPLATE_MESSAGE_HEADERS.every((h) => headers.has(h)))
    v.push({ field: 'messages', message: m.requiredMessagesMissing });

  const sequences = kept.map(({ message }) => parseMessageSequence(message.sequence));
  const counts = new Map<number, number>();
  for (const s of sequences) if (s !== null) counts.set(s, (counts.get(s) ?? 0) + 1);
  kept.forEach(({ message, index }, position) => {
    const field = (name: string) => `messages.${index}.${name}`;
    const sequence = sequences[position] ?? null;
    const raw = message.sequence;
    if (raw === null || raw === undefined || String(raw).trim() === '')
      v.push({ field: field('sequence'), message: m.sequenceRequired });
    else if (sequence === null) v.push({ field: field('sequence'), message: m.sequenceInvalid });
    else if (position === 0 && sequence !== 1)
      v.push({ field: field('sequence'), message: m.firstSequenceFixed });
    else if ((counts.get(sequence) ?? 0) > 1) v.push({ field: field('sequence'), message: m.sequenceUnique });
    if (message.header.trim().length > TEMPLATE_MESSAGE_HEADER_MAX)
      v.push({ field: field('header'), message: m.headerTooLong });
    if (text(message.detail).length > TEMPLATE_MESSAGE_DETAIL_MAX)
      v.push({ field: field('detail'), message: m.detailTooLong });
  });
  return v;
}

/** Every rule of the template editor, in the order the form shows its fields. */
export function validateInvoiceTemplate(draft: InvoiceTemplateDraft): RuleViolation[] {
  return [
    ...validateEmailSettings(draft),
    ...validateTemplateCharges('tax', draft.taxes),
    ...validateTemplateCharges('fee', draft.fees),
    ...validateTemplateMessages(draft.messages),
  ];
}
