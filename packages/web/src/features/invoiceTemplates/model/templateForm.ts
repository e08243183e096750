import {
  chargeHasStateList,
  formatTemplateRate,
  templateRateToThousandths,
  initialTemplateMessages,
  isRequiredTemplateMessage,
  nextMessageSequence,
  parseMessageSequence,
  saveBlockedByFeeNames,
  validateInvoiceTemplate,
  type RuleViolation,
  type TemplateChargeKind,
} from '@ah/schema';
import type {
  InvoiceChargeApplication,
  InvoiceTemplateInput,
  InvoiceTemplateSettingsFieldsFragment,
} from '../../../__generated__/graphql';

/**
 * The template editor's form state and its pure operations: built from a template (view mode) or
 * blank (create mode), checked by the shared rules of @ah/schema, turned into the mutation's input.
 */

export interface ChargeRow {
  /** A stable React key; not sent. */
  key: string;
  name: string;
  rate: string;
  countryCode: string | null;
  stateCode: string | null;
  hammer: boolean;
  liveFee: boolean;
  buyersPremium: boolean;
}

export interface MessageRow {
  key: string;
  header: string;
  detail: string;
  /** As typed; the first row's is fixed at "1". */
  sequence: string;
  /** Payment Option(s) and Shipping Notes: header fixed, cannot be deleted. */
  required: boolean;
}

export interface TemplateFormState {
  name: string;
  subject: string;
  fromName: string;
  fromEmail: string;
  bccEmail: string;
  addressId: string | null;
  payPal: boolean;
  payPalEmail: string;
  chargeApplication: InvoiceChargeApplication;
  taxes: ChargeRow[];
  fees: ChargeRow[];
  messages: MessageRow[];
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${(nextKey += 1)}`;

export function blankChargeRow(): ChargeRow {
  return {
    key: newKey('charge'),
    name: '',
    rate: '',
    countryCode: null,
    stateCode: null,
    hammer: false,
    liveFee: false,
    buyersPremium: false,
  };
}

export function blankMessageRow(rows: readonly MessageRow[]): MessageRow {
  return {
    key: newKey('message'),
    header: '',
    detail: '',
    sequence: String(nextMessageSequence(rows)),
    required: false,
  };
}

/** Create mode: empty settings, no taxes or fees, the two required messages. */
export function blankTemplateForm(): TemplateFormState {
  return {
    name: '',
    subject: '',
    fromName: '',
    fromEmail: '',
    bccEmail: '',
    addressId: null,
    payPal: false,
    payPalEmail: '',
    chargeApplication: 'PER_INVOICE',
    taxes: [],
    fees: [],
    messages: initialTemplateMessages().map((m) => ({
      key: newKey('message'),
      header: m.header,
      detail: m.detail,
      sequence: String(m.sequence),
      required: true,
    })),
  };
}

/** A valid rate shows with three decimals ("6.25" → "6.250"); anything else stays as typed. */
export function normalizeRate(rate: string): string {
  const thousandths = templateRateToThousandths(rate);
  return thousandths === null ? rate : formatTemplateRate(thousandths);
}

/** View mode: the stored template as the form edits it. */
export function templateFormOf(template: InvoiceTemplateSettingsFieldsFragment): TemplateFormState {
  const charge = (c: InvoiceTemplateSettingsFieldsFragment['taxes'][number]): ChargeRow => ({
    key: newKey('charge'),
    name: c.name,
    rate: normalizeRate(c.rate),
    countryCode: c.countryCode,
    stateCode: c.stateCode ?? null,
    hammer: c.hammer,
    liveFee: c.liveFee,
    buyersPremium: c.buyersPremium,
  });
  return {
    name: template.name,
    subject: template.subject,
    fromName: template.fromName,
    fromEmail: template.fromEmail,
    bccEmail: template.bccEmail,
    addressId: template.addressId ?? null,
    payPal: template.payPal,
    payPalEmail: template.payPalEmail,
    chargeApplication: template.chargeApplication,
    taxes: template.taxes.map(charge),
    fees: template.fees.map(charge),
    // The first row is fixed at 1 (invoicing §5).
    messages: template.messages.map((m, index) => ({
      key: newKey('message'),
      header: m.header,
      detail: m.detail,
      sequence: index === 0 ? '1' : String(m.sequence),
      required: m.required || isRequiredTemplateMessage(m.header),
    })),
  };
}

/** Every broken rule of the form (invoicing §5), with the gateway's field paths. */
export function formViolations(form: TemplateFormState): RuleViolation[] {
  return validateInvoiceTemplate({
    ...form,
    messages: form.messages.map((m) => ({ header: m.header, detail: m.detail, sequence: m.sequence })),
  });
}

/** Save stays disabled while a fee name mentions tax (invoicing §5). */
export function saveDisabledByFees(form: TemplateFormState): boolean {
  return saveBlockedByFeeNames(form.fees);
}

export function sectionOf(kind: TemplateChargeKind): 'taxes' | 'fees' {
  return kind === 'tax' ? 'taxes' : 'fees';
}

/** Changing a row's country clears its state: states belong to one country. */
export function withCountry(row: ChargeRow, countryCode: string | null): ChargeRow {
  return countryCode === row.countryCode ? row : { ...row, countryCode, stateCode: null };
}

/** Deleting a message row: the required ones stay. The first row keeps number 1. */
export function withoutMessage(rows: readonly MessageRow[], key: string): MessageRow[] {
  const rest = rows.filter((r) => r.key !== key || r.required);
  return rest.map((r, index) => (index === 0 ? { ...r, sequence: '1' } : r));
}

/**
 * The mutation's input. Every message row is sent as it stands, so a refusal's `messages.{n}` path
 * names the row on screen; rows with an empty header are dropped at save by the gateway and upstream.
 */
export function templateInputOf(
  form: TemplateFormState,
  ids: { templateId: string | null; invoiceGroupId: string | null },
): InvoiceTemplateInput {
  const charge = (row: ChargeRow) => ({
    name: row.name.trim(),
    rate: row.rate.trim(),
    countryCode: row.countryCode ?? '',
    stateCode: chargeHasStateList(row.countryCode) ? row.stateCode : null,
    hammer: row.hammer,
    liveFee: row.liveFee,
    buyersPremium: row.buyersPremium,
  });
  return {
    ...(ids.templateId ? { id: ids.templateId } : {}),
    ...(ids.invoiceGroupId ? { invoiceGroupId: ids.invoiceGroupId } : {}),
    name: form.name.trim(),
    subject: form.subject.trim(),
    fromName: form.fromName.trim(),
    fromEmail: form.fromEmail.trim(),
    bccEmail: form.bccEmail.trim(),
    addressId: form.addressId,
    payPal: form.payPal,
    payPalEmail: form.payPal ? form.payPalEmail.trim() : '',
    chargeApplication: form.chargeApplication,
    taxes: form.taxes.map(charge),
    fees: form.fees.map(charge),
    messages: form.messages.map((m) => ({
      header: m.header.trim(),
      detail: m.detail.trim(),
      sequence: parseMessageSequence(m.sequence),
    })),
  };
}
