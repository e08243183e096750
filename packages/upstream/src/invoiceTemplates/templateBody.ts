import {
  TEMPLATE_CHARGE_ROWS_MAX,
  TEMPLATE_MESSAGES_MAX,
  keptTemplateMessages,
  parseMessageSequence,
  templateRateToThousandths,
  validateInvoiceTemplate,
  type TemplateChargeDraft,
} from '@ah/schema';
import { badRequest } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { bool, id } from '../http/bodyFields.js';

/**
 * POST /invoiceGroupSettings as the template editor sends it (invoicing §7): the whole template,
 * `groupSettingsID` in the body to change one, absent to create one. Types are checked here, then
 * the shared rules of @ah/schema (the same the web form and the gateway apply) decide, and a
 * refusal names the body's own field (`feeSettings.0.feeType`).
 */

export interface TemplateChargeInput {
  name: string;
  /** Thousandths of a percent. */
  rate: number;
  country: string;
  /** A state or province code, or null (any). */
  state: string | null;
  hammer: boolean;
  liveFee: boolean;
  premium: boolean;
}

export interface TemplateSaveInput {
  groupSettingsId: number | null;
  name: string;
  subject: string;
  fromName: string;
  fromEmail: string;
  bccEmail: string;
  houseAddressId: number | null;
  invoiceGroupId: number | null;
  payPal: boolean;
  payPalEmail: string;
  perLot: boolean;
  taxes: TemplateChargeInput[];
  fees: TemplateChargeInput[];
  /** Empty headers dropped, trimmed, in the order given. */
  messages: { header: string; detail: string; sequence: number }[];
}

const BODY_KEYS = [
  'groupSettingsID',
  'groupName',
  'subject',
  'fromName',
  'fromEmail',
  'bccEmail',
  'houseAddressID',
  'invoiceGroupID',
  'payPal',
  'payPalEmail',
  'additionalChargesPerInvoice',
  'additionalChargesPerLot',
  'taxSettings',
  'feeSettings',
  'messages',
] as const;

type Body = Record<string, unknown>;
type Kind = 'tax' | 'fee';

function str(body: Body, key: string, path: string = key): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('INVALID_BODY', `"${path}" must be a string.`, path);
  return value;
}

function flag(body: Body, key: string, path: string = key): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badRequest('INVALID_BODY', `"${path}" must be true or false.`, path);
  return value;
}

function list(body: Body, key: string, max: number): unknown[] {
  const value = body[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest('INVALID_BODY', `"${key}" must be a list.`, key);
  // The shared rules have the readable refusal; this only stops an absurd body early.
  if (value.length > max * 2) throw badRequest('INVALID_BODY', `"${key}" has too many entries.`, key);
  return value;
}

/** One row of a list: an object with only the given keys; refusals name the row's path. */
function rowObject(item: unknown, keys: readonly string[], path: string): Body {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw badRequest('INVALID_BODY', `"${path}" must be an object.`, path);
  const row = item as Body;
  for (const key of Object.keys(row))
    if (!keys.includes(key)) throw badRequest('INVALID_BODY', `Unknown property "${key}".`, `${path}.${key}`);
  return row;
}

/** The REST names of one charge row's fields (taxType, taxRate, ... / feeType, feeRate, ...). */
export function chargeKeys(kind: Kind) {
  const p = kind;
  return {
    section: kind === 'tax' ? 'taxSettings' : 'feeSettings',
    name: `${p}Type`,
    rate: `${p}Rate`,
    countryCode: `${p}CountryID`,
    stateCode: `${p}StateID`,
    hammer: `${p}Hammer`,
    liveFee: `${p}LiveFee`,
    buyersPremium: `${p}Premium`,
  } as const;
}

function chargeDraft(kind: Kind, item: unknown, index: number): TemplateChargeDraft {
  const k = chargeKeys(kind);
  const path = (key: string) => `${k.section}.${index}.${key}`;
  const row = rowObject(
    item,
    [k.name, k.rate, k.countryCode, k.stateCode, k.hammer, k.liveFee, k.buyersPremium],
    `${k.section}.${index}`,
  );
  const rawRate = row[k.rate];
  const rate =
    typeof rawRate === 'number' && Number.isFinite(rawRate)
      ? String(rawRate)
      : str(row, k.rate, path(k.rate));
  return {
    name: str(row, k.name, path(k.name)),
    rate,
    countryCode: str(row, k.countryCode, path(k.countryCode)).toUpperCase(),
    stateCode: str(row, k.stateCode, path(k.stateCode)).toUpperCase(),
    hammer: flag(row, k.hammer, path(k.hammer)),
    liveFee: flag(row, k.liveFee, path(k.liveFee)),
    buyersPremium: flag(row, k.buyersPremium, path(k.buyersPremium)),
  };
}

function messageDraft(item: unknown, index: number): { header: string; detail: string; sequence: unknown } {
  const path = (key: string) => `messages.${index}.${key}`;
  const row = rowObject(item, ['header', 'detail', 'sequence'], `messages.${index}`);
  const sequence = row['sequence'];
  if (
    sequence !== undefined &&
    sequence !== null &&
    typeof sequence !== 'number' &&
    typeof sequence !== 'string'
  )
    throw badRequest('INVALID_BODY', `"${path('sequence')}" must be a number.`, path('sequence'));
  return { header: str(row, 'header', path('header')), detail: str(row, 'detail', path('detail')), sequence };
}

/** The shared rules' field paths in this body's names (`fees.0.name` → `feeSettings.0.feeType`). */
export function restFieldOf(field: string): string {
  if (field === 'name') return 'groupName';
  const [section, index, key] = field.split('.');
  if (section !== 'taxes' && section !== 'fees') return field;
  const k = chargeKeys(section === 'taxes' ? 'tax' : 'fee');
  if (index === undefined) return k.section;
  if (key === undefined || key === 'appliesTo') return `${k.section}.${index}`;
  return `${k.section}.${index}.${k[key as 'name' | 'rate' | 'countryCode' | 'stateCode'] ?? key}`;
}

function toCharge(draft: TemplateChargeDraft): TemplateChargeInput {
  const state = (draft.stateCode ?? '').trim();
  return {
    name: draft.name.trim(),
    // Checked by validateInvoiceTemplate just before.
    rate: templateRateToThousandths(draft.rate) ?? 0,
    country: (draft.countryCode ?? '').trim(),
    state: state === '' || state === 'ALL' ? null : state,
    hammer: draft.hammer,
    liveFee: draft.liveFee,
    premium: draft.buyersPremium,
  };
}

export function parseTemplateSave(body: unknown): TemplateSaveInput {
  const b = jsonObjectBody(body, BODY_KEYS);
  const taxes = list(b, 'taxSettings', TEMPLATE_CHARGE_ROWS_MAX).map((t, i) => chargeDraft('tax', t, i));
  const fees = list(b, 'feeSettings', TEMPLATE_CHARGE_ROWS_MAX).map((f, i) => chargeDraft('fee', f, i));
  const messages = list(b, 'messages', TEMPLATE_MESSAGES_MAX).map(messageDraft);
  const draft = {
    name: str(b, 'groupName'),
    subject: str(b, 'subject'),
    fromName: str(b, 'fromName'),
    fromEmail: str(b, 'fromEmail'),
    bccEmail: str(b, 'bccEmail'),
    payPal: flag(b, 'payPal'),
    payPalEmail: str(b, 'payPalEmail'),
    taxes,
    fees,
    messages: messages.map((m) => ({ ...m, sequence: m.sequence as string | number | null | undefined })),
  };
  const [first] = validateInvoiceTemplate(draft);
  if (first) throw badRequest('TEMPLATE_INVALID', first.message, restFieldOf(first.field));

  const perInvoice = bool(b, 'additionalChargesPerInvoice');
  const perLot = bool(b, 'additionalChargesPerLot') ?? false;
  if (perInvoice === perLot && perInvoice !== undefined)
    throw badRequest(
      'INVALID_BODY',
      'Charges apply either per invoice or per lot: set one of additionalChargesPerInvoice and additionalChargesPerLot.',
      'additionalChargesPerLot',
    );
  return {
    groupSettingsId: id(b, 'groupSettingsID') ?? null,
    name: draft.name.trim(),
    subject: draft.subject.trim(),
    fromName: draft.fromName.trim(),
    fromEmail: draft.fromEmail.trim(),
    bccEmail: draft.bccEmail.trim(),
    houseAddressId: id(b, 'houseAddressID') ?? null,
    invoiceGroupId: id(b, 'invoiceGroupID') ?? null,
    payPal: draft.payPal,
    payPalEmail: draft.payPal ? draft.payPalEmail.trim() : '',
    perLot,
    taxes: taxes.map(toCharge),
    fees: fees.map(toCharge),
    messages: keptTemplateMessages(draft.messages).map(({ message }) => ({
      header: message.header.trim(),
      detail: (message.detail ?? '').trim(),
      sequence: parseMessageSequence(message.sequence) ?? 0,
    })),
  };
}
