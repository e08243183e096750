import {
  ALL_COUNTRIES,
  BIN_PAYMENT_METHODS,
  FIXED_PRICE_TERM_SLOTS,
  hasSubdivisionList,
  orderCountries,
  validateCharge,
  validateFixedPriceStep1,
  wizardPath,
  type RuleViolation,
} from '@ah/schema';
import type {
  AdditionalCharge,
  FixedPriceSaleDetailsInput,
  FixedPriceSavePart,
  FixedPriceTerm,
  InvoiceEmailSettings,
  PaymentMethodChoice,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { runParts, type SavePartOutcome } from '../domain/saveParts.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type { CountryModel } from '../../locations/index.js';
import { calendarLoadersOf } from '../../calendar/index.js';
import type { FixedPriceSaleDetailsModel } from '../models.js';
import { isNotFound, notFound, numericId } from '../../../input/ids.js';
import { houseCaller } from '../../../shared/houseCaller.js';
import { inInputFields } from '../../../rest/inputTerms.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import { SaleSetupApi } from '../../../rest/house/saleSetupApi.js';
import type { BinPaymentRest } from '../../../rest/house/saleSetupModels.js';
import { invoiceTemplatesLoadersOf } from '../../invoiceTemplates/index.js';
import { locationsLoadersOf } from '../../locations/index.js';

/** Where a fixed-price sale is posted (sales §2: fixed, the site's Buy Now). */
export const POST_SALE_TO = 'Buy Now';
const FIXED_PRICE_STEP_DONE = 2;

/** A Buy Now sale's step 1: its group must be a bin group of the house and hold the catalog. */
export async function fixedPriceSaleDetails(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
): Promise<FixedPriceSaleDetailsModel> {
  await houseCaller(context);
  const group = numericId(groupId, 'groupId');
  const catalog = numericId(catalogId, 'catalogId');
  const missing = () => notFound('No Buy Now sale with this id.');
  const [info, session] = await Promise.all([
    context.loaders.saleWizard.groupInfo.load(group),
    calendarLoadersOf(context).sessionDefinition.load(catalog),
  ]).catch((error: unknown) => {
    if (isNotFound(error)) throw missing();
    throw error;
  });
  if (!info.isBin || String(session.groupID) !== group) throw missing();
  return { groupId: group, catalogId: catalog, session };
}

async function countryNames(context: GatewayContext): Promise<Map<string, string>> {
  const countries = await locationsLoadersOf(context).countries.load('all');
  return new Map([
    [ALL_COUNTRIES.code, ALL_COUNTRIES.name],
    ...countries.map((c) => [c.countryCode, c.countryName] as const),
  ]);
}

export async function invoiceSettingsOf(
  context: GatewayContext,
  details: FixedPriceSaleDetailsModel,
): Promise<InvoiceEmailSettings> {
  const { houseRef } = await houseCaller(context);
  const settingsId = details.session.invoiceGroupSettingsID;
  if (settingsId === null) throw notFound('This sale has no invoice settings.');
  const [settings, names] = await Promise.all([
    invoiceTemplatesLoadersOf(context).invoiceGroupSettings.load({ houseRef, groupSettingsId: String(settingsId) }),
    countryNames(context),
  ]);
  const charges: AdditionalCharge[] = await Promise.all(
    settings.taxSettings.map(async (t) => {
      const states =
        t.taxStateID && hasSubdivisionList(t.taxCountryID)
          ? await locationsLoadersOf(context).states.load(t.taxCountryID)
          : [];
      return {
        taxType: t.taxType,
        rate: t.taxRate,
        countryCode: t.taxCountryID,
        countryName: names.get(t.taxCountryID) ?? t.taxCountryID,
        stateCode: t.taxStateID,
        stateName: states.find((s) => s.stateCode === t.taxStateID)?.stateName ?? t.taxStateID,
      };
    }),
  );
  return {
    groupSettingsId: String(settings.groupSettingsID),
    invoiceGroupId: settings.invoiceGroupID === null ? null : String(settings.invoiceGroupID),
    groupName: settings.groupName,
    subject: settings.subject,
    fromName: settings.fromName,
    fromEmail: settings.fromEmail,
    bccEmail: settings.bccEmail || null,
    houseAddressId: settings.houseAddressID === null ? null : String(settings.houseAddressID),
    charges,
  };
}

/** The ship-to rules: included and excluded countries, in the §9 order. */
export async function shipToOf(
  context: GatewayContext,
  details: FixedPriceSaleDetailsModel,
): Promise<{ included: CountryModel[]; excluded: CountryModel[] }> {
  const { houseRef } = await houseCaller(context);
  const list = await context.loaders.saleWizard.binShipTo.load({ houseRef, groupId: details.groupId });
  const order = (selected: boolean) =>
    orderCountries(
      list.filter((c) => c.selected === selected).map((c) => ({ code: c.countryCode, name: c.countryName })),
      'LOCATION_FORM',
      (p) => p,
    );
  return { included: order(false), excluded: order(true) };
}

export async function termsOf(
  context: GatewayContext,
  details: FixedPriceSaleDetailsModel,
): Promise<FixedPriceTerm[]> {
  const { houseRef } = await houseCaller(context);
  const terms = await context.loaders.saleWizard.binTerms.load({ houseRef, groupId: details.groupId });
  return FIXED_PRICE_TERM_SLOTS.map((slot) => {
    const t = terms.find((x) => x.slot === slot.slot);
    return {
      slot: slot.slot,
      id: t?.id ? String(t.id) : null,
      label: slot.label,
      active: slot.required || (t?.active ?? false),
      title: t?.termTitle ?? '',
      text: t?.termText ?? '',
      isOpen: slot.required || (t?.isOpen ?? false),
      required: slot.required,
      locked: slot.required,
    };
  });
}

export async function paymentMethodsOf(
  context: GatewayContext,
  details: FixedPriceSaleDetailsModel,
): Promise<PaymentMethodChoice[]> {
  const { houseRef } = await houseCaller(context);
  const methods = await context.loaders.saleWizard.binPayments.load({ houseRef, groupId: details.groupId });
  return BIN_PAYMENT_METHODS.map((m) => ({
    id: String(m.id),
    name: methods.find((x) => x.paymentMethodID === m.id)?.paymentMethodName ?? m.name,
    selected: methods.some((x) => x.paymentMethodID === m.id && x.selected),
  }));
}

export interface FixedPriceSaveResult {
  ok: boolean;
  parts: SavePartOutcome<FixedPriceSavePart>[];
  failedParts: FixedPriceSavePart[];
  nextPath: string;
}

/** The charges' rules, with fields named `charges.{i}.{field}`; states must be the country's. */
async function chargeViolations(
  context: GatewayContext,
  input: FixedPriceSaleDetailsInput,
): Promise<RuleViolation[]> {
  const names = await countryNames(context);
  const violations: RuleViolation[] = [];
  for (const [i, charge] of input.charges.entries()) {
    const found = validateCharge(charge).map((v) => ({
      field: `charges.${i}.${v.field}`,
      message: v.message,
    }));
    if (found.length === 0 && !names.has(charge.countryCode))
      found.push({ field: `charges.${i}.countryCode`, message: 'Country is required' });
    if (found.length === 0 && hasSubdivisionList(charge.countryCode)) {
      const states = await locationsLoadersOf(context).states.load(charge.countryCode);
      if (!states.some((s) => s.stateCode === charge.stateCode))
        found.push({ field: `charges.${i}.stateCode`, message: 'State is required' });
    }
    violations.push(...found);
  }
  return violations;
}

/**
 * Fixed-price step 1's save (sales §7): the shared rules first; then contacts, invoice settings
 * with the charges, ship-to exclusions, terms and payment methods in parallel, each reported; the
 * step tracker (2) only when all are saved. `onlyParts` retries the failed ones.
 */
export async function saveFixedPriceSaleDetails(
  context: GatewayContext,
  args: {
    groupId: string;
    catalogId: string;
    input: FixedPriceSaleDetailsInput;
    onlyParts: readonly FixedPriceSavePart[] | null | undefined;
  },
): Promise<FixedPriceSaveResult> {
  const { houseRef, houseId } = await houseCaller(context);
  const details = await fixedPriceSaleDetails(context, args.groupId, args.catalogId);
  const { input } = args;
  const violations = [
    ...validateFixedPriceStep1({
      invoiceSettings: input.invoiceSettings,
      paymentMethodIds: input.paymentMethodIds,
      terms: input.terms,
    }),
    ...(await chargeViolations(context, input)),
  ];
  if (violations.length > 0) throw ruleViolationsError(violations);
  const methodIds = [...new Set(input.paymentMethodIds)];
  if (methodIds.some((id) => !BIN_PAYMENT_METHODS.some((m) => String(m.id) === id)))
    throw badUserInput('Please select at least one payment method', 'paymentMethodIds');
  const names = await countryNames(context);
  const excluded = [...new Set(input.shipToExcludedCountryCodes.map((c) => c.trim().toUpperCase()))];
  if (excluded.some((code) => code === ALL_COUNTRIES.code || !names.has(code)))
    throw badUserInput('No country with this code.', 'shipToExcludedCountryCodes');
  if (input.terms.some((t) => !Number.isInteger(t.slot) || t.slot < 1 || t.slot > 6))
    throw badUserInput('Terms slots are 1 to 6.', 'terms');
  const contactTypes = await context.loaders.saleWizard.houseContacts.load(houseId);
  const contacts = {
    '1': input.contacts.consignmentContactId ?? null,
    '3': input.contacts.saleAdministratorId ?? null,
    '4': input.contacts.expertContactId ?? null,
  } as const;
  for (const [type, id] of Object.entries(contacts))
    if (
      id !== null &&
      !contactTypes.find((t) => String(t.contactTypeID) === type)?.contacts.some((c) => String(c.id) === id)
    )
      throw badUserInput('No contact of this type with this id.', 'contacts');
  const settingsId = details.session.invoiceGroupSettingsID;
  if (settingsId === null) throw notFound('This sale has no invoice settings.');

  const wanted = (part: FixedPriceSavePart) => !args.onlyParts || args.onlyParts.includes(part);
  const catalog = new CatalogApi(context.rest.catalog);
  const house = new SaleSetupApi(context.rest.house);
  const s = input.invoiceSettings;
  const all: Array<readonly [FixedPriceSavePart, () => Promise<unknown>]> = [
    [
      'CONTACTS',
      () =>
        catalog.saveIndependentContacts(details.catalogId, {
          contacts: {
            '1': contacts['1'] === null ? null : Number(contacts['1']),
            '3': contacts['3'] === null ? null : Number(contacts['3']),
            '4': contacts['4'] === null ? null : Number(contacts['4']),
          },
        }),
    ],
    [
      'INVOICE_SETTINGS',
      () =>
        house
          .saveInvoiceGroupSettings(houseRef, String(settingsId), {
            subject: s.subject.trim(),
            fromName: s.fromName.trim(),
            fromEmail: s.fromEmail.trim(),
            bccEmail: s.bccEmail?.trim() ?? '',
            houseAddressID: s.houseAddressId ? Number(s.houseAddressId) : null,
            taxSettings: input.charges.map((c) => ({
              taxType: c.taxType.trim(),
              taxRate: c.rate.trim(),
              taxCountryID: c.countryCode,
              taxStateID: hasSubdivisionList(c.countryCode) ? (c.stateCode ?? null) : null,
            })),
          })
          .catch((error: unknown) =>
            Promise.reject(
              inInputFields(
                error,
                { subject: 'subject', fromName: 'fromName', fromEmail: 'fromEmail', bccEmail: 'bccEmail' },
                'invoiceSettings.',
              ),
            ),
          ),
    ],
    ['SHIP_TO', () => house.saveBinShipToExclusions(houseRef, details.groupId, excluded)],
    [
      'TERMS',
      () =>
        house.saveBinTerms(
          houseRef,
          details.groupId,
          input.terms.map((t) => ({
            slot: t.slot,
            active: t.slot <= 2 || t.active,
            termTitle: t.title.trim(),
            termText: t.text.trim(),
          })),
        ),
    ],
    [
      'PAYMENT_METHODS',
      () =>
        house.saveBinPayments(
          houseRef,
          details.groupId,
          // Each one is a BIN_PAYMENT_METHODS id (checked above).
          methodIds.map((id) => Number(id) as BinPaymentRest['paymentMethodID']),
        ),
    ],
  ];
  const parts = await runParts(all.filter(([part]) => wanted(part)));
  let ok = parts.every((p) => p.ok);
  if (ok && wanted('STEP_TRACKER')) {
    parts.push(
      ...(await runParts([
        [
          'STEP_TRACKER',
          async () => {
            const current = await catalog.stepTracker(details.catalogId);
            if (current === null || current < FIXED_PRICE_STEP_DONE)
              await catalog.recordStep(details.catalogId, FIXED_PRICE_STEP_DONE);
          },
        ],
      ] as const)),
    );
    ok = parts.every((p) => p.ok);
  }
  calendarLoadersOf(context).sessionDefinition.clear(details.catalogId);
  invoiceTemplatesLoadersOf(context).invoiceGroupSettings.clearAll();
  context.loaders.saleWizard.binShipTo.clearAll();
  context.loaders.saleWizard.binTerms.clearAll();
  context.loaders.saleWizard.binPayments.clearAll();
  context.loaders.saleWizard.stepTracker.clear(details.catalogId);
  return {
    ok,
    parts,
    failedParts: parts.filter((p) => !p.ok).map((p) => p.part),
    nextPath: wizardPath('bin', details.groupId, details.catalogId, ok ? FIXED_PRICE_STEP_DONE : 1),
  };
}
