import {
  chargeHasStateList,
  isRequiredTemplateMessage,
  isTemplateActive,
  type InvoiceTemplateDraft,
} from '@ah/schema';
import type {
  InvoiceTemplateCharge,
  InvoiceTemplateChargeInput,
  InvoiceTemplateInput,
  InvoiceTemplateSettings,
} from '../../../__generated__/resolvers-types.js';
import type { ProcessorType } from '../../../rest/house/models.js';
import type { InvoiceGroupSettingsRest } from '../../../rest/house/saleSetupModels.js';
import type { components } from '../../../__generated__/upstream/house.js';

/** The template editor's save body (POST /app/house/{houseRef}/invoiceGroupSettings, invoicing §7). */
export type InvoiceTemplateSaveRequest = components['schemas']['InvoiceTemplateSaveRequest'];

/**
 * The template editor's shapes: the upstream's group settings (invoicing §3) to and from the
 * GraphQL types, and the upstream's field names to the GraphQL input's paths.
 */

/** Under processor type p the charges' country list calls the United Kingdom GB (invoicing §3). */
const UK = 'UK';
const GB = 'GB';

export function countryCodeForClient(code: string, processorType: ProcessorType): string {
  return processorType === 'p' && code === UK ? GB : code;
}

export function countryCodeForUpstream(code: string, processorType: ProcessorType): string {
  const upper = code.trim().toUpperCase();
  return processorType === 'p' && upper === GB ? UK : upper;
}

type RestTax = InvoiceGroupSettingsRest['taxSettings'][number];
type RestFee = InvoiceGroupSettingsRest['feeSettings'][number];

function taxOf(t: RestTax, processorType: ProcessorType): InvoiceTemplateCharge {
  return {
    name: t.taxType,
    rate: t.taxRate,
    formattedRate: t.formattedTaxRate,
    countryCode: countryCodeForClient(t.taxCountryID, processorType),
    stateCode: t.taxStateID,
    hammer: t.taxHammer,
    liveFee: t.taxLiveFee,
    buyersPremium: t.taxPremium,
  };
}

function feeOf(f: RestFee, processorType: ProcessorType): InvoiceTemplateCharge {
  return {
    name: f.feeType,
    rate: f.feeRate,
    formattedRate: f.formattedFeeRate,
    countryCode: countryCodeForClient(f.feeCountryID, processorType),
    stateCode: f.feeStateID,
    hammer: f.feeHammer,
    liveFee: f.feeLiveFee,
    buyersPremium: f.feePremium,
  };
}

/** GET /invoiceGroupSettings's groupSettings as the editor's template. */
export function templateOf(
  s: InvoiceGroupSettingsRest,
  processorType: ProcessorType,
): InvoiceTemplateSettings {
  return {
    id: String(s.groupSettingsID),
    name: s.groupName,
    subject: s.subject,
    fromName: s.fromName,
    fromEmail: s.fromEmail,
    bccEmail: s.bccEmail,
    addressId: s.houseAddressID === null ? null : String(s.houseAddressID),
    payPal: s.payPal,
    payPalEmail: s.payPalEmail,
    chargeApplication: s.additionalChargesPerLot ? 'PER_LOT' : 'PER_INVOICE',
    payrixTemplate: s.payrixTemplate,
    active: isTemplateActive(processorType, s.payrixTemplate),
    invoiceGroupId: s.invoiceGroupID === null ? null : String(s.invoiceGroupID),
    taxes: s.taxSettings.map((t) => taxOf(t, processorType)),
    fees: s.feeSettings.map((f) => feeOf(f, processorType)),
    messages: s.messages.map((m) => ({ ...m, required: isRequiredTemplateMessage(m.header) })),
  };
}

/** The input as the shared rules read it. */
export function draftOf(input: InvoiceTemplateInput): InvoiceTemplateDraft {
  const charge = (c: InvoiceTemplateChargeInput) => ({
    ...c,
    countryCode: c.countryCode.trim().toUpperCase(),
  });
  return {
    name: input.name,
    subject: input.subject,
    fromName: input.fromName,
    fromEmail: input.fromEmail,
    bccEmail: input.bccEmail ?? '',
    payPal: input.payPal ?? false,
    payPalEmail: input.payPalEmail ?? '',
    taxes: input.taxes.map(charge),
    fees: input.fees.map(charge),
    messages: input.messages.map((m) => ({ header: m.header, detail: m.detail ?? '', sequence: m.sequence })),
  };
}

const idNumber = (id: string | null | undefined): number | null =>
  id === null || id === undefined || id.trim() === '' ? null : Number(id.trim());

/**
 * The upstream's save body (POST /invoiceGroupSettings, the editor's shape). Ids were checked to be
 * digits; a state is sent only for countries whose rows name one.
 */
export function saveRequestOf(
  input: InvoiceTemplateInput,
  processorType: ProcessorType,
): InvoiceTemplateSaveRequest {
  const country = (c: InvoiceTemplateChargeInput) => countryCodeForUpstream(c.countryCode, processorType);
  const state = (c: InvoiceTemplateChargeInput) => {
    const code = (c.stateCode ?? '').trim().toUpperCase();
    return chargeHasStateList(country(c)) && code !== '' ? code : null;
  };
  const perLot = input.chargeApplication === 'PER_LOT';
  return {
    groupSettingsID: idNumber(input.id),
    groupName: input.name.trim(),
    subject: input.subject.trim(),
    fromName: input.fromName.trim(),
    fromEmail: input.fromEmail.trim(),
    bccEmail: (input.bccEmail ?? '').trim(),
    houseAddressID: idNumber(input.addressId),
    invoiceGroupID: idNumber(input.invoiceGroupId),
    payPal: input.payPal ?? false,
    payPalEmail: input.payPal ? (input.payPalEmail ?? '').trim() : '',
    additionalChargesPerInvoice: !perLot,
    additionalChargesPerLot: perLot,
    taxSettings: input.taxes.map((t) => ({
      taxType: t.name.trim(),
      taxRate: t.rate.trim(),
      taxCountryID: country(t),
      taxStateID: state(t),
      taxHammer: t.hammer,
      taxLiveFee: t.liveFee,
      taxPremium: t.buyersPremium,
    })),
    feeSettings: input.fees.map((f) => ({
      feeType: f.name.trim(),
      feeRate: f.rate.trim(),
      feeCountryID: country(f),
      feeStateID: state(f),
      feeHammer: f.hammer,
      feeLiveFee: f.liveFee,
      feePremium: f.buyersPremium,
    })),
    messages: input.messages.map((m) => ({
      header: m.header,
      detail: m.detail ?? '',
      sequence: m.sequence ?? null,
    })),
  };
}

const TOP_LEVEL_FIELDS: Readonly<Record<string, string>> = {
  groupSettingsID: 'id',
  groupName: 'name',
  houseAddressID: 'addressId',
  invoiceGroupID: 'invoiceGroupId',
  additionalChargesPerInvoice: 'chargeApplication',
  additionalChargesPerLot: 'chargeApplication',
};
const ROW_FIELDS: Readonly<Record<string, string>> = {
  Type: 'name',
  Rate: 'rate',
  CountryID: 'countryCode',
  StateID: 'stateCode',
  Hammer: 'hammer',
  LiveFee: 'liveFee',
  Premium: 'buyersPremium',
};

/** An upstream refusal's field (`feeSettings.0.feeType`) as the GraphQL input's path (`fees.0.name`). */
export function inputFieldOf(restField: string): string {
  const [section, index, key] = restField.split('.');
  const kind = section === 'taxSettings' ? 'tax' : section === 'feeSettings' ? 'fee' : null;
  if (kind === null) return TOP_LEVEL_FIELDS[restField] ?? restField;
  const target = kind === 'tax' ? 'taxes' : 'fees';
  if (index === undefined) return target;
  if (key === undefined || key === '') return `${target}.${index}.appliesTo`;
  const field = key.startsWith(kind) ? ROW_FIELDS[key.slice(kind.length)] : undefined;
  return `${target}.${index}.${field ?? key}`;
}
