import {
  CHARGE_FIELDS,
  INVOICE_EDITING_MESSAGES,
  isoToShortUsDate,
  validateChargeAmounts,
  validateContactBuyer,
  validateMarkPaid,
  validateNote,
  validateShippedDate,
  type ChargeFieldName,
} from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import {
  canToggleDeliveryMode,
  chargeMode,
  editableChargeFields,
  isFloorLocked,
  taxEditable,
  type ChargeField,
} from '../domain/invoiceActions.js';
import { isPending } from '../domain/invoiceFacts.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type {
  ContactBuyersInput,
  InvoiceChangeField,
  MarkInvoiceLinesPaidInput,
  MarkInvoiceLinesShippedInput,
  MarkInvoicesNotPaidInput,
  MarkInvoicesPaidInput,
  MarkInvoicesShippedInput,
  SaveInvoiceChargesInput,
  SaveInvoiceNoteInput,
  SetCostPerLotInput,
  SetInvoiceDeliveryModeInput,
  SetInvoiceLinesHiddenInput,
} from '../../../__generated__/resolvers-types.js';
import { InvoiceApi } from './invoiceApi.js';
import type { InvoiceBidder, InvoiceBidderLine } from './invoiceApiModels.js';
import type {
  ContactBuyersPayloadModel,
  InvoiceChangePayloadModel,
  InvoiceEditingScope,
  InvoiceModel,
} from '../models.js';
import { invoiceFactsOf } from './facts.js';
import {
  INVOICE_EDITING_ERRORS,
  invoiceModels,
  loadGroupDetail,
  loadWholeGroup,
  parseIdArg,
  parseIdList,
} from './invoiceService.js';
import { scopeOf } from './scope.js';
import { serviceNotFound } from '../../../input/ids.js';
import { asGroupWrite, publishGroupWrite } from '../live/publishWrite.js';

/**
 * The invoice-editing mutations: shared input rules first (the same the web forms use), then the §4
 * state rules against the invoices as the upstream has them now (clear BAD_USER_INPUT refusals),
 * then the upstream call(s), then the changed invoices reloaded for the payload.
 */

/** Messages sent at once in a bulk contact. */
const CONTACT_CONCURRENCY = 8;

export const MUTATION_MESSAGES = {
  nothingToSave: 'Enter at least one charge to save.',
  fieldNotEditable: 'This charge cannot be edited on this invoice.',
  unknownPaymentMethod: 'Please select a payment method from the list.',
} as const;

interface Loaded {
  scope: InvoiceEditingScope;
  api: InvoiceApi;
  invoiceGroupId: string;
  invoices: InvoiceModel[];
  paymentMethodIds: Set<number>;
}

/** The listed invoices of the caller's group as they are now; NOT_FOUND for any id not in it. */
async function loadInvoices(
  context: GatewayContext,
  invoiceGroupIdArg: string,
  invoiceIdArgs: readonly string[],
  invoicesField: 'invoiceIds' | 'invoiceId' = 'invoiceIds',
): Promise<Loaded> {
  const invoiceGroupId = String(parseIdArg(invoiceGroupIdArg, 'invoiceGroupId'));
  const ids = parseIdList(invoiceIdArgs, invoicesField);
  if (ids.length === 0) throw badUserInput(INVOICE_EDITING_ERRORS.invoiceNotFound, invoicesField);
  const { detail, scope } = await loadGroupDetail(context, invoiceGroupId, ids);
  const found = new Set(detail.invoiceBidders.map((i) => i.invoiceID));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0)
    throw notFound(
      INVOICE_EDITING_ERRORS.invoiceNotFound,
      invoicesField === 'invoiceId' ? invoicesField : `${invoicesField}.${missing}`,
    );
  return {
    scope,
    api: new InvoiceApi(context.rest.house),
    invoiceGroupId,
    invoices: invoiceModels(detail, scope),
    paymentMethodIds: new Set(detail.paymentMethods.map((m) => m.id)),
  };
}

/** NOT_FOUND naming the input field whose id is not in the caller's group (`extensions.field`). */
const notFound = (message: string, field?: string) => serviceNotFound('house', message, field);

function requireNotPending(invoice: InvoiceBidder): void {
  if (isPending(invoice.onlinePaymentStat ?? null))
    throw badUserInput(INVOICE_EDITING_MESSAGES.pendingInvoice, 'invoiceIds', {
      invoiceId: String(invoice.invoiceID),
    });
}

function lineOf(invoice: InvoiceBidder, lineIdArg: string, field: string): InvoiceBidderLine {
  const lineId = parseIdArg(lineIdArg, field);
  const line = invoice.invoiceDetails.find((l) => l.invoiceDetailID === lineId);
  if (!line) throw notFound(INVOICE_EDITING_ERRORS.lineNotFound, field);
  return line;
}

/**
 * After the write: this request's cached answers are stale; reload the changed invoices and tell the
 * group's other viewers what changed (invoiceGroupChanged).
 */
async function changed(
  context: GatewayContext,
  loaded: Loaded,
  fields: readonly InvoiceChangeField[],
  changedLineIds: readonly number[] = [],
): Promise<InvoiceChangePayloadModel> {
  context.loaders.invoices.groupDetail.clearAll();
  context.loaders.invoices.groupSummary.clearAll();
  context.loaders.invoices.groupInvoicePage.clearAll();
  const ids = loaded.invoices.map((i) => i.invoice.invoiceID).sort((a, b) => a - b);
  const { detail, scope } = await loadGroupDetail(context, loaded.invoiceGroupId, ids);
  const invoices = invoiceModels(detail, scope);
  const wanted = new Set(changedLineIds);
  const lines = invoices.flatMap((parent) =>
    parent.invoice.invoiceDetails
      .filter((l) => wanted.has(l.invoiceDetailID))
      .map((line) => ({ line, parent })),
  );
  await publishGroupWrite(context, loaded.invoiceGroupId, detail.invoiceBidders, fields);
  return { invoiceGroupId: loaded.invoiceGroupId, invoices, lines };
}

const only = (loaded: Loaded): InvoiceBidder => {
  const [first] = loaded.invoices;
  if (!first) throw notFound(INVOICE_EDITING_ERRORS.invoiceNotFound);
  return first.invoice;
};

export async function setCostPerLot(
  context: GatewayContext,
  input: SetCostPerLotInput,
): Promise<InvoiceChangePayloadModel> {
  const invoiceGroupId = String(parseIdArg(input.invoiceGroupId, 'invoiceGroupId'));
  const api = new InvoiceApi(context.rest.house);
  const scope = await scopeOf(context);
  if (input.invoiceIds && input.invoiceIds.length > 0) {
    const loaded = await loadInvoices(context, invoiceGroupId, input.invoiceIds);
    for (const { invoice } of loaded.invoices) requireNotPending(invoice);
    await api.setApplyCostPerLot(scope.houseRef, invoiceGroupId, {
      applyCostPerLot: input.applyCostPerLot,
      invoiceIDs: loaded.invoices.map((i) => i.invoice.invoiceID),
    });
    return changed(context, loaded, ['CHARGES']);
  }
  return asGroupWrite(context, invoiceGroupId, async () => {
    await api.setApplyCostPerLot(scope.houseRef, invoiceGroupId, { applyCostPerLot: input.applyCostPerLot });
    context.loaders.invoices.groupDetail.clearAll();
    context.loaders.invoices.groupSummary.clearAll();
    context.loaders.invoices.groupInvoicePage.clearAll();
    const { invoices } = await loadWholeGroup(context, invoiceGroupId);
    await publishGroupWrite(
      context,
      invoiceGroupId,
      invoices.map((model) => model.invoice),
      ['CHARGES'],
    );
    return { invoiceGroupId, invoices, lines: [] };
  });
}

const FIELD_OF: Readonly<Record<ChargeFieldName, ChargeField>> = {
  hammer: 'HAMMER',
  premium: 'PREMIUM',
  liveFee: 'LIVE_FEE',
  tax: 'TAX',
  shipping: 'SHIPPING',
  insurance: 'INSURANCE',
  other: 'OTHER',
};

type ChargeValues = Partial<Record<ChargeFieldName, string | null | undefined>>;

/** Refuses a field the invoice does not let the modal edit, with the reason the spec gives. */
function requireEditable(invoice: InvoiceBidder, scope: InvoiceEditingScope, values: ChargeValues): void {
  const facts = invoiceFactsOf(invoice);
  const editable = new Set(editableChargeFields(facts, scope));
  for (const name of CHARGE_FIELDS) {
    const value = values[name];
    if (value === undefined || value === null || editable.has(FIELD_OF[name])) continue;
    if (name === 'tax' && !taxEditable(facts, scope))
      throw badUserInput(INVOICE_EDITING_MESSAGES.taxNotEditable, name);
    if (isFloorLocked(facts)) throw badUserInput(INVOICE_EDITING_MESSAGES.floorLocked, name);
    throw badUserInput(MUTATION_MESSAGES.fieldNotEditable, name);
  }
}

export async function saveInvoiceCharges(
  context: GatewayContext,
  input: SaveInvoiceChargesInput,
): Promise<InvoiceChangePayloadModel> {
  const lines = input.lines ?? [];
  const perInvoice = input.invoiceCharges ?? null;
  if (lines.length === 0 && perInvoice === null) throw badUserInput(MUTATION_MESSAGES.nothingToSave, 'lines');
  const violations = [
    ...lines.flatMap((l) => validateChargeAmounts(l)),
    ...(perInvoice ? validateChargeAmounts(perInvoice) : []),
  ];
  if (violations.length > 0) throw ruleViolationsError(violations);

  const loaded = await loadInvoices(context, input.invoiceGroupId, [input.invoiceId], 'invoiceId');
  const invoice = only(loaded);
  const { scope, api } = loaded;
  requireNotPending(invoice);
  const facts = invoiceFactsOf(invoice);
  if (chargeMode(facts, scope) !== input.mode)
    throw badUserInput(INVOICE_EDITING_MESSAGES.chargeModeMismatch, 'mode');
  const resolved = lines.map((l, i) => ({ input: l, line: lineOf(invoice, l.lineId, `lines.${i}.lineId`) }));
  for (const { input: l } of resolved) requireEditable(invoice, scope, l);
  if (perInvoice) requireEditable(invoice, scope, perInvoice);
  const additional = input.mode === 'ADDITIONAL';
  const withTax = taxEditable(facts, scope);

  const floor = resolved.filter(({ input: l }) => l.hammer != null || l.premium != null || l.liveFee != null);
  if (floor.length > 0)
    await api.patchInvoice(scope.houseRef, String(invoice.invoiceID), {
      data: {
        type: 'invoice',
        id: invoice.invoiceID,
        attributes: {
          invoiceDetails: floor.map(({ input: l, line }) => ({
            lotId: line.lotID,
            ...(l.hammer != null ? { hammer: l.hammer } : {}),
            ...(l.premium != null ? { buyersPremium: l.premium } : {}),
            ...(l.liveFee != null ? { liveFee: l.liveFee } : {}),
          })),
        },
      },
    });
  // Tax, S/H, insurance and other: one call per line (the call's shape), unchanged fields as they are.
  for (const { input: l, line } of resolved) {
    if (l.tax == null && l.shipping == null && l.insurance == null && l.other == null) continue;
    const current = additional ? line.additionalPriceInfo : line.priceInfo;
    await api.saveAdditionalCharges(scope.houseRef, {
      invoiceID: invoice.invoiceID,
      lotID: line.lotID,
      additionalCharge: additional,
      suppress: line.suppress,
      restricted: line.restricted,
      paid: line.paid,
      ...(withTax ? { tax: l.tax ?? current.tax } : {}),
      shipping: l.shipping ?? current.shipping,
      insurance: l.insurance ?? current.insurance,
      other: l.other ?? current.other,
    });
  }
  if (perInvoice) {
    const current = additional ? invoice.additionalPriceInfo : invoice.invoiceCharges;
    await api.saveAdditionalCharges(scope.houseRef, {
      invoiceID: invoice.invoiceID,
      lotID: null,
      additionalCharge: additional,
      ...(withTax ? { tax: perInvoice.tax ?? current.tax } : {}),
      shipping: perInvoice.shipping ?? current.shipping,
      insurance: perInvoice.insurance ?? current.insurance,
      other: perInvoice.other ?? current.other,
    });
  }
  return changed(
    context,
    loaded,
    ['CHARGES'],
    resolved.map((r) => r.line.invoiceDetailID),
  );
}

export async function setInvoiceLinesHidden(
  context: GatewayContext,
  input: SetInvoiceLinesHiddenInput,
): Promise<InvoiceChangePayloadModel> {
  const loaded = await loadInvoices(context, input.invoiceGroupId, [input.invoiceId], 'invoiceId');
  const invoice = only(loaded);
  requireNotPending(invoice);
  if (input.lineIds.length === 0) throw badUserInput(INVOICE_EDITING_ERRORS.lineNotFound, 'lineIds');
  const lines = input.lineIds.map((id, i) => lineOf(invoice, id, `lineIds.${i}`));
  const entries = lines.map((l) => ({ invoiceID: invoice.invoiceID, invoiceDetailID: l.invoiceDetailID }));
  await loaded.api.updateGroupDetailInfo(loaded.scope.houseRef, loaded.invoiceGroupId, {
    invoiceDetails: entries,
    invoiceDetailPrice: entries.map((e) => ({ ...e, suppress: input.hidden })),
  });
  return changed(
    context,
    loaded,
    ['HIDDEN_LINES'],
    lines.map((l) => l.invoiceDetailID),
  );
}

export async function saveInvoiceNote(
  context: GatewayContext,
  input: SaveInvoiceNoteInput,
): Promise<InvoiceChangePayloadModel> {
  const violations = validateNote(input.note);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const loaded = await loadInvoices(context, input.invoiceGroupId, input.invoiceIds);
  await loaded.api.updateGroupDetailInfo(loaded.scope.houseRef, loaded.invoiceGroupId, {
    invoiceNotes: loaded.invoices.map((i) => ({ notes: input.note.trim(), invoiceID: i.invoice.invoiceID })),
  });
  return changed(context, loaded, ['NOTE']);
}

export async function contactBuyers(
  context: GatewayContext,
  input: ContactBuyersInput,
): Promise<ContactBuyersPayloadModel> {
  const violations = validateContactBuyer(input);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const loaded = await loadInvoices(context, input.invoiceGroupId, input.invoiceIds);
  const bidders = [...new Set(loaded.invoices.map((i) => i.invoice.memberID))];
  // One message per bidder (the call's shape), a few at a time for bulk contact.
  for (let start = 0; start < bidders.length; start += CONTACT_CONCURRENCY)
    await Promise.all(
      bidders.slice(start, start + CONTACT_CONCURRENCY).map((bidderID) =>
        loaded.api.sendInvoiceMessage(loaded.scope.houseRef, {
          subject: input.subject.trim(),
          message: input.message.trim(),
          houseUserRef: loaded.scope.houseUserRef,
          bidderID,
        }),
      ),
    );
  return { sentCount: bidders.length, invoices: loaded.invoices };
}

function requireKnownMethod(loaded: Loaded, paymentMethodId: string): number {
  const id = parseIdArg(paymentMethodId, 'paymentMethodId');
  if (!loaded.paymentMethodIds.has(id))
    throw badUserInput(MUTATION_MESSAGES.unknownPaymentMethod, 'paymentMethodId');
  return id;
}

export async function markInvoicesPaid(
  context: GatewayContext,
  input: MarkInvoicesPaidInput,
): Promise<InvoiceChangePayloadModel> {
  const scope = await scopeOf(context);
  const violations = validateMarkPaid(input, scope.today);
  if (violations.length > 0) throw ruleViolationsError(violations);
  const loaded = await loadInvoices(context, input.invoiceGroupId, input.invoiceIds);
  for (const { invoice } of loaded.invoices) requireNotPending(invoice);
  const methodId = requireKnownMethod(loaded, input.paymentMethodId);
  await loaded.api.invoicePaidOnly(
    scope.houseRef,
    {
      paidInvoices: loaded.invoices.map((i) => ({
        invoiceID: i.invoice.invoiceID,
        paid: true,
        paidDate: isoToShortUsDate(input.paidDate),
        paymentMethodID: methodId,
      })),
    },
    false,
    input.idempotencyKey,
  );
  return changed(context, loaded, ['PAID']);
}

export async function markInvoicesNotPaid(
  context: GatewayContext,
  input: MarkInvoicesNotPaidInput,
): Promise<InvoiceChangePayloadModel> {
  const loaded = await loadInvoices(context, input.invoiceGroupId, input.invoiceIds);
  for (const { invoice } of loaded.invoices) requireNotPending(invoice);
  await loaded.api.invoicePaidOnly(
    loaded.scope.houseRef,
    { paidInvoices: loaded.invoices.map((i) => ({ invoiceID: i.invoice.invoiceID, paid: false })) },
    false,
    input.idempotencyKey,
  );
  return changed(context, loaded, ['PAID']);
}

export async function markInvoiceLinesPaid(
  context: GatewayContext,
  input: MarkInvoiceLinesPaidInput,
): Promise<InvoiceChangePayloadModel> {
  const scope = await scopeOf(context);
  if (input.paid) {
    const violations = validateMarkPaid(
      { paymentMethodId: input.paymentMethodId ?? null, paidDate: input.paidDate ?? null },
      scope.today,
    );
    if (violations.length > 0) throw ruleViolationsError(violations);
  }
  const loaded = await loadInvoices(context, input.invoiceGroupId, [input.invoiceId], 'invoiceId');
  const invoice = only(loaded);
  requireNotPending(invoice);
  if (input.lineIds.length === 0) throw badUserInput(INVOICE_EDITING_ERRORS.lineNotFound, 'lineIds');
  const lines = input.lineIds.map((id, i) => lineOf(invoice, id, `lineIds.${i}`));
  const methodId =
    input.paid && input.paymentMethodId ? requireKnownMethod(loaded, input.paymentMethodId) : null;
  await loaded.api.invoicePaidOnly(
    scope.houseRef,
    {
      paidInvoices: lines.map((l) => ({
        invoiceID: invoice.invoiceID,
        invoiceDetailID: l.invoiceDetailID,
        paid: input.paid,
        ...(input.paid && input.paidDate
          ? { paidDate: isoToShortUsDate(input.paidDate), paymentMethodID: methodId }
          : {}),
      })),
    },
    true,
    input.idempotencyKey,
  );
  return changed(
    context,
    loaded,
    ['PAID'],
    lines.map((l) => l.invoiceDetailID),
  );
}

function shippedDateOf(date: string | null | undefined, today: string): string | null {
  const violations = validateShippedDate(date, today);
  if (violations.length > 0) throw ruleViolationsError(violations);
  return date ? isoToShortUsDate(date) : null;
}

export async function markInvoicesShipped(
  context: GatewayContext,
  input: MarkInvoicesShippedInput,
): Promise<InvoiceChangePayloadModel> {
  const scope = await scopeOf(context);
  const shippedDate = shippedDateOf(input.shippedDate, scope.today);
  const loaded = await loadInvoices(context, input.invoiceGroupId, input.invoiceIds);
  await loaded.api.invoiceShippedOnly(
    scope.houseRef,
    {
      paidInvoices: loaded.invoices.map((i) => ({
        invoiceID: i.invoice.invoiceID,
        shipped: input.shipped,
        ...(input.shipped && shippedDate ? { shippedDate } : {}),
      })),
    },
    false,
    input.idempotencyKey,
  );
  return changed(context, loaded, ['SHIPPED']);
}

export async function markInvoiceLinesShipped(
  context: GatewayContext,
  input: MarkInvoiceLinesShippedInput,
): Promise<InvoiceChangePayloadModel> {
  const scope = await scopeOf(context);
  const shippedDate = shippedDateOf(input.shippedDate, scope.today);
  const loaded = await loadInvoices(context, input.invoiceGroupId, [input.invoiceId], 'invoiceId');
  const invoice = only(loaded);
  if (input.lineIds.length === 0) throw badUserInput(INVOICE_EDITING_ERRORS.lineNotFound, 'lineIds');
  const lines = input.lineIds.map((id, i) => lineOf(invoice, id, `lineIds.${i}`));
  await loaded.api.invoiceShippedOnly(
    scope.houseRef,
    {
      paidInvoices: lines.map((l) => ({
        invoiceID: invoice.invoiceID,
        invoiceDetailID: l.invoiceDetailID,
        shipped: true,
        ...(shippedDate ? { shippedDate } : {}),
      })),
    },
    true,
    input.idempotencyKey,
  );
  return changed(
    context,
    loaded,
    ['SHIPPED'],
    lines.map((l) => l.invoiceDetailID),
  );
}

export async function setInvoiceDeliveryMode(
  context: GatewayContext,
  input: SetInvoiceDeliveryModeInput,
): Promise<InvoiceChangePayloadModel> {
  const loaded = await loadInvoices(context, input.invoiceGroupId, [input.invoiceId], 'invoiceId');
  const invoice = only(loaded);
  requireNotPending(invoice);
  const pickup = input.mode === 'PICKUP';
  if (invoice.pickup !== pickup && !canToggleDeliveryMode(invoiceFactsOf(invoice)))
    throw badUserInput(INVOICE_EDITING_MESSAGES.deliveryModeLocked, 'mode');
  await loaded.api.updateGroupDetailInfo(loaded.scope.houseRef, loaded.invoiceGroupId, {
    invoiceItemDeliveryModes: [
      { deliveryMode: pickup ? 'pickup' : 'shipping', invoiceID: invoice.invoiceID },
    ],
  });
  return changed(context, loaded, ['DELIVERY_MODE']);
}
