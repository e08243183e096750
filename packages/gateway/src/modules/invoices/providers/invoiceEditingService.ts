import { centsToMoney, GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import { isValidPage, pageInfoFor } from '../../../domain/paging.js';
import { invoiceStatus, INVOICE_STATUS_LABELS } from '../../../domain/invoices/invoiceStatus.js';
import { shipStatus, SHIP_STATUS_LABELS } from '../../../domain/invoices/shipStatus.js';
import {
  batchChargeIneligibility,
  batchChargeLabel,
} from '../../../domain/invoices/batchChargeEligibility.js';
import { visibleLines } from '../../../domain/invoices/invoiceFacts.js';
import { badUserInput } from '../../../errors.js';
import { orNullWhenMissing, parseId, parseIds } from '../../../input/ids.js';
import type { InvoicePaidFilter, InvoiceTotals, PageInfo } from '../../../__generated__/resolvers-types.js';
import type { GroupDetailInfo, InvoiceBidder } from '../../../rest/house/invoiceEditingModels.js';
import type { InvoiceGroupDetailsModel } from '../../invoiceGroups/models.js';
import type { InvoiceEditingScope, InvoiceGroupEditorModel, InvoiceModel } from '../models.js';
import { cents, invoiceFactsOf, pendingAdditionalCents } from './facts.js';
import { scopeOf } from './scope.js';

export const INVOICE_EDITING_ERRORS = {
  invalidId: 'Ids must be positive whole numbers.',
  invalidPage: 'Page must be a whole number from 1',
  invalidEditorPageSize: 'Page size must be a whole number from 1 to 200',
  invalidDetailsPageSize: 'Page size must be 50, 100 or 200',
  invoiceNotFound: 'This invoice was not found in the invoice group.',
  lineNotFound: 'This line was not found on the invoice.',
} as const;

/** A GraphQL ID that must be a positive whole number (input/ids.ts), in the invoice screens' words. */
export function parseIdArg(value: string, field: string): number {
  return parseId(value, field, INVOICE_EDITING_ERRORS.invalidId);
}

/** Sorted, unique numeric ids. */
export function parseIdList(values: readonly string[], field: string): number[] {
  return parseIds(values, field, INVOICE_EDITING_ERRORS.invalidId);
}

export function invoiceModels(detail: GroupDetailInfo, scope: InvoiceEditingScope): InvoiceModel[] {
  const invoiceGroupId = String(detail.invoiceGroupID);
  const catalogRefs = new Map(detail.catalogs.map((c) => [c.catalogID, c.catalogRef]));
  return detail.invoiceBidders.map((invoice) => ({ invoiceGroupId, invoice, scope, catalogRefs }));
}

export async function loadGroupDetail(
  context: GatewayContext,
  invoiceGroupId: string,
  invoiceIds: readonly number[] | null,
): Promise<{ detail: GroupDetailInfo; scope: InvoiceEditingScope }> {
  const scope = await scopeOf(context);
  const detail = await context.loaders.groupDetail
    .load({ houseRef: scope.houseRef, invoiceGroupId, invoiceIds })
    .catch((error: unknown) => {
      // The group is not the caller's house's (or none): the refusal names the input's group id.
      throw refusedAt(error, 'invoiceGroupId');
    });
  return { detail, scope };
}

/** The create/edit screen's root field. */
export async function invoiceGroupEditor(
  context: GatewayContext,
  invoiceGroupIdArg: string,
  invoiceIdsArg: readonly string[] | null | undefined,
): Promise<InvoiceGroupEditorModel | null> {
  const invoiceGroupId = String(parseIdArg(invoiceGroupIdArg, 'invoiceGroupId'));
  const invoiceIds =
    invoiceIdsArg && invoiceIdsArg.length > 0 ? parseIdList(invoiceIdsArg, 'invoiceIds') : null;
  const loaded = await orNullWhenMissing(loadGroupDetail(context, invoiceGroupId, invoiceIds));
  if (!loaded) return null;
  return { invoiceGroupId, invoiceIds, ...loaded, invoices: invoiceModels(loaded.detail, loaded.scope) };
}

/** The group details screen's root field. */
export async function invoiceGroupDetails(
  context: GatewayContext,
  invoiceGroupIdArg: string,
): Promise<InvoiceGroupDetailsModel | null> {
  const invoiceGroupId = String(parseIdArg(invoiceGroupIdArg, 'invoiceGroupId'));
  const loaded = await orNullWhenMissing(loadGroupDetail(context, invoiceGroupId, null));
  if (!loaded) return null;
  return { invoiceGroupId, ...loaded, invoices: invoiceModels(loaded.detail, loaded.scope) };
}

/** The totals strip over a group answer (hidden lines are already left out upstream). */
export function totalsOf(detail: GroupDetailInfo): InvoiceTotals {
  const withAdditional = detail.totalPriceWithAdditionalCharges;
  const paymentsMade = detail.invoiceBidders.reduce((sum, i) => sum + cents(i.invoicePaid), 0);
  const pending = detail.invoiceBidders.reduce((sum, i) => sum + pendingAdditionalCents(i), 0);
  return {
    invoiceCount: detail.invoiceBidders.length,
    itemCount: detail.invoiceBidders.reduce(
      (sum, i) => sum + i.invoiceDetails.filter((l) => !l.suppress).length,
      0,
    ),
    hammer: withAdditional.hammer,
    premium: withAdditional.premium,
    liveFee: withAdditional.livefee,
    tax: withAdditional.tax,
    shipping: withAdditional.shipping,
    insurance: withAdditional.insurance,
    other: withAdditional.other,
    invoiceTotal: detail.totalAmount,
    pendingCharges: centsToMoney(pending),
    paymentsMade: centsToMoney(paymentsMade),
    outstandingBalance: detail.outStandingBalance,
  };
}

export function editorPage(
  invoices: readonly InvoiceModel[],
  page: number,
  pageSize: number,
): { items: InvoiceModel[]; pageInfo: PageInfo } {
  if (!isValidPage(page)) throw badUserInput(INVOICE_EDITING_ERRORS.invalidPage, 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 200)
    throw badUserInput(INVOICE_EDITING_ERRORS.invalidEditorPageSize, 'pageSize');
  const start = (page - 1) * pageSize;
  return {
    items: invoices.slice(start, start + pageSize),
    pageInfo: pageInfoFor(page, pageSize, invoices.length),
  };
}

/** The invoices of group details matching the filter and search (first name, last name or invoice #). */
export function filterInvoices(
  invoices: readonly InvoiceModel[],
  filter: InvoicePaidFilter,
  search: string | null | undefined,
): InvoiceModel[] {
  const term = (search ?? '').trim().toLowerCase();
  return invoices.filter(({ invoice }) => {
    if (filter !== 'ALL') {
      const paid = invoiceStatus(invoiceFactsOf(invoice)) === 'PAID';
      if (paid !== (filter === 'PAID')) return false;
    }
    if (!term) return true;
    return (
      invoice.firstName.toLowerCase().includes(term) ||
      invoice.lastName.toLowerCase().includes(term) ||
      String(invoice.invoiceID).startsWith(term)
    );
  });
}

export function detailsPage(
  invoices: readonly InvoiceModel[],
  page: number,
  pageSize: number,
): { items: InvoiceModel[]; pageInfo: PageInfo } {
  if (!isValidPage(page)) throw badUserInput(INVOICE_EDITING_ERRORS.invalidPage, 'page');
  if (!(GROUP_TABLE_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(INVOICE_EDITING_ERRORS.invalidDetailsPageSize, 'pageSize');
  const start = (page - 1) * pageSize;
  return {
    items: invoices.slice(start, start + pageSize),
    pageInfo: pageInfoFor(page, pageSize, invoices.length),
  };
}

export function batchReasonOf(model: InvoiceModel) {
  return batchChargeIneligibility(invoiceFactsOf(model.invoice), model.scope, new Date());
}

/** One CSV row: the same values the table shows. */
export function csvRow(model: InvoiceModel) {
  const { invoice } = model;
  const facts = invoiceFactsOf(invoice);
  const paidLines = visibleLines(facts).filter((l) => l.paid);
  const methodIds = new Set(paidLines.map((l) => l.paymentMethodId));
  const methodId = methodIds.size === 1 ? [...methodIds][0] : undefined;
  const paidDate = paidLines.reduce<string | null>(
    (latest, l) => (l.paidDate !== null && (latest === null || l.paidDate > latest) ? l.paidDate : latest),
    null,
  );
  return {
    invoiceId: String(invoice.invoiceID),
    paddleNumber: invoice.paddleNumber,
    firstName: invoice.firstName,
    lastName: invoice.lastName,
    email: invoice.email,
    channel: invoice.channel,
    invoiceTotal: invoice.invoiceTotal,
    outstandingBalance: invoice.outStandingBalance,
    invoiceStatus: INVOICE_STATUS_LABELS[invoiceStatus(facts)],
    shipStatus: SHIP_STATUS_LABELS[shipStatus(facts)],
    paymentMethod: methodId === undefined || methodId === null ? null : paymentMethodName(invoice, methodId),
    paidDate,
    batchChargeStatus: batchChargeLabel(batchReasonOf(model)),
  };
}

function paymentMethodName(invoice: InvoiceBidder, methodId: number): string | null {
  return invoice.invoiceDetails.find((l) => l.paymentMethodID === methodId)?.paymentMethod ?? null;
}

/**
 * Charge all/selected cards (invoicing §6): the house is enrolled, the user may use payments, some
 * invoice can be processed by the house, some invoice still has a balance or unpaid extra charge, and
 * not every invoice exceeds the credit card limit. Reads the processCards rows (one call per group).
 */
export async function canChargeCards(
  context: GatewayContext,
  model: InvoiceGroupDetailsModel,
): Promise<boolean> {
  const { scope, detail } = model;
  if (!scope.paymentProcessingEnabled || !scope.canUsePayments || detail.invoiceBidders.length === 0)
    return false;
  const owing = detail.invoiceBidders.some(
    (i) => cents(i.outStandingBalance) > 0 || pendingAdditionalCents(i) > 0,
  );
  const allOverLimit = detail.invoiceBidders.every((i) => i.creditCardLimitExceeded);
  if (!owing || allOverLimit) return false;
  const rows = await context.loaders.processCardsInfo.load({
    houseRef: scope.houseRef,
    invoiceGroupId: model.invoiceGroupId,
  });
  return rows.some((r) => r.canHouseProcessCards);
}
