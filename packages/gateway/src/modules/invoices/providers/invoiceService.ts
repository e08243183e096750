import { centsToMoney, GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import { isValidPage, pageInfoFor } from '../../../shared/paging.js';
import { invoiceStatus, INVOICE_STATUS_LABELS } from '../domain/invoiceStatus.js';
import { shipStatus, SHIP_STATUS_LABELS } from '../domain/shipStatus.js';
import { batchChargeIneligibility, batchChargeLabel } from '../domain/batchChargeEligibility.js';
import { visibleLines } from '../domain/invoiceFacts.js';
import { badUserInput } from '../../../errors.js';
import { orNullWhenMissing, parseId, parseIds } from '../../../input/ids.js';
import { InvoiceApi } from './invoiceApi.js';
import type { InvoiceTotals, PageInfo } from '../../../__generated__/resolvers-types.js';
import type { GroupDetailInfo, InvoiceBidder } from './invoiceApiModels.js';
import {
  connectionOf,
  type Connection,
  type PageWindow,
  type PagingRule,
} from '../../../shared/connection.js';
import type {
  InvoiceEditingScope,
  InvoiceGroupDetailsModel,
  InvoiceGroupEditorModel,
  InvoiceModel,
  ShownInvoices,
} from '../models.js';
import { cents, invoiceFactsOf, pendingAdditionalCents } from './facts.js';
import { loadGroupListing, type GroupListing } from './groupListing.js';
import { GroupPages } from './groupPages.js';
import { hasLiveFee } from './groupViews.js';
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

/** An upstream refusal of the group (another house's, none) names the input's group id. */
const refusedAtGroupId = (error: unknown): never => {
  throw refusedAt(error, 'invoiceGroupId');
};

export async function loadGroupDetail(
  context: GatewayContext,
  invoiceGroupId: string,
  invoiceIds: readonly number[],
): Promise<{ detail: GroupDetailInfo; scope: InvoiceEditingScope }> {
  const scope = await scopeOf(context);
  const detail = await context.loaders.invoices.groupDetail
    .load({ houseRef: scope.houseRef, invoiceGroupId, invoiceIds })
    .catch(refusedAtGroupId);
  return { detail, scope };
}

/**
 * The group's invoice ids (the id listing, GET groupInfo/processCards): also the check that the group
 * is the caller's house's, lighter than any read of the invoices themselves.
 */
export async function groupInvoiceIds(
  context: GatewayContext,
  houseRef: string,
  invoiceGroupId: string,
): Promise<number[]> {
  return new InvoiceApi(context.rest.house).groupInvoiceIds(houseRef, invoiceGroupId).catch(refusedAtGroupId);
}

/**
 * Every invoice of the group in full, a chunk at a time (InvoiceApi.groupDetailInChunks),
 * never in one whole-group answer, which a large group makes too big to read.
 */
export async function* groupInChunks(
  context: GatewayContext,
  houseRef: string,
  invoiceGroupId: string,
  listed?: readonly number[],
): AsyncGenerator<GroupDetailInfo> {
  try {
    yield* new InvoiceApi(context.rest.house).groupDetailInChunks(houseRef, invoiceGroupId, listed);
  } catch (error) {
    refusedAtGroupId(error);
  }
}

/** Every invoice of the caller's group in full, read a chunk at a time (for whole-group writes). */
export async function loadWholeGroup(
  context: GatewayContext,
  invoiceGroupId: string,
): Promise<{ invoices: InvoiceModel[]; scope: InvoiceEditingScope }> {
  const scope = await scopeOf(context);
  const invoices: InvoiceModel[] = [];
  for await (const chunk of groupInChunks(context, scope.houseRef, invoiceGroupId))
    invoices.push(...invoiceModels(chunk, scope));
  return { invoices, scope };
}

/**
 * The caller's scope and the group's listing, read together: the listing needs only the caller's
 * house, not the scope's processor type (an upstream call of its own).
 */
async function scopeAndListing(
  context: GatewayContext,
  invoiceGroupId: string,
): Promise<{ scope: InvoiceEditingScope; listing: GroupListing | null }> {
  const houseRef = await context.houseRef();
  const [scope, listing] = await Promise.all([
    scopeOf(context),
    loadGroupListing(context, houseRef, invoiceGroupId),
  ]);
  return { scope, listing };
}

function pagesOf(
  context: GatewayContext,
  scope: InvoiceEditingScope,
  invoiceGroupId: string,
  listing: GroupListing,
): GroupPages {
  return new GroupPages(context, scope, invoiceGroupId, listing.anyInvoiceId);
}

/**
 * The create/edit screen's root field. Every invoice: the group's listing for the figures and the
 * page's ids, and the lines of the shown page only. Listed invoices (the edit route's `?id=`): their
 * full detail, as the figures are over them (an id not of the group, or of another house, is left
 * out upstream).
 */
export async function invoiceGroupEditor(
  context: GatewayContext,
  invoiceGroupIdArg: string,
  invoiceIdsArg: readonly string[] | null | undefined,
): Promise<InvoiceGroupEditorModel | null> {
  const invoiceGroupId = String(parseIdArg(invoiceGroupIdArg, 'invoiceGroupId'));
  const invoiceIds =
    invoiceIdsArg && invoiceIdsArg.length > 0 ? parseIdList(invoiceIdsArg, 'invoiceIds') : null;
  if (invoiceIds === null) {
    const { scope, listing } = await scopeAndListing(context, invoiceGroupId);
    if (!listing) return null;
    const pages = pagesOf(context, scope, invoiceGroupId, listing);
    const everyInvoice = { filter: 'ALL', search: null } as const;
    const shown: ShownInvoices = {
      window: (offset, limit) => listing.window(everyInvoice, offset, limit),
      allIds: () => listing.allIds(everyInvoice),
      totals: listing.figures.totals,
      hasLiveFee: listing.figures.hasLiveFee,
      hasPaddleNumbers: listing.figures.hasPaddleNumbers,
      header: () => pages.header(),
      invoices: (ids) => pages.invoices(ids),
      invoicesOf: (ids) => pages.invoicesOf(ids),
    };
    return { invoiceGroupId, invoiceIds, scope, shown };
  }
  const loaded = await orNullWhenMissing(loadGroupDetail(context, invoiceGroupId, invoiceIds));
  if (!loaded) return null;
  const { detail, scope } = loaded;
  const models = invoiceModels(detail, scope);
  const byId = new Map(models.map((m) => [m.invoice.invoiceID, m]));
  const ids = models.map((m) => m.invoice.invoiceID);
  const shown: ShownInvoices = {
    window: async (offset, limit) => ({ ids: ids.slice(offset, offset + limit), totalCount: ids.length }),
    allIds: async () => ids,
    totals: totalsOf(detail),
    hasLiveFee: hasLiveFee(detail),
    hasPaddleNumbers: detail.hasPaddleNumbers,
    header: () => Promise.resolve(detail),
    invoices: (shownIds) => Promise.resolve(shownIds.flatMap((id) => byId.get(id) ?? [])),
    invoicesOf: async (listed) => (await listed).flatMap((id) => byId.get(id) ?? []),
  };
  return { invoiceGroupId, invoiceIds, scope, shown };
}

/** The group details screen's root field: the group's listing; a page's lines when a field asks. */
export async function invoiceGroupDetails(
  context: GatewayContext,
  invoiceGroupIdArg: string,
): Promise<InvoiceGroupDetailsModel | null> {
  const invoiceGroupId = String(parseIdArg(invoiceGroupIdArg, 'invoiceGroupId'));
  const { scope, listing } = await scopeAndListing(context, invoiceGroupId);
  if (!listing) return null;
  return { invoiceGroupId, listing, scope, pages: pagesOf(context, scope, invoiceGroupId, listing) };
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

/** One page of ids: which ids, and the page info over all of them. */
export interface IdPage {
  ids: number[];
  pageInfo: PageInfo;
}

/** The editor's page (pageSize 1 to 200), or BAD_USER_INPUT naming the argument. */
export function editorWindow(page: number, pageSize: number): PageWindow {
  if (!isValidPage(page)) throw badUserInput(INVOICE_EDITING_ERRORS.invalidPage, 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 200)
    throw badUserInput(INVOICE_EDITING_ERRORS.invalidEditorPageSize, 'pageSize');
  return { offset: (page - 1) * pageSize, limit: pageSize, page };
}

/** Group details' page (pageSize 50, 100 or 200), or BAD_USER_INPUT naming the argument. */
export function detailsWindow(page: number, pageSize: number): PageWindow {
  if (!isValidPage(page)) throw badUserInput(INVOICE_EDITING_ERRORS.invalidPage, 'page');
  if (!(GROUP_TABLE_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(INVOICE_EDITING_ERRORS.invalidDetailsPageSize, 'pageSize');
  return { offset: (page - 1) * pageSize, limit: pageSize, page };
}

/** One page of ids: which ids, and the page info over all of them. */
export interface IdPage {
  ids: number[];
  pageInfo: PageInfo;
}

/** The ids of a window, read where they are listed (the upstream's page, or ids in memory). */
export async function idPage(
  listed: (offset: number, limit: number) => Promise<{ ids: number[]; totalCount: number }>,
  window: PageWindow,
): Promise<IdPage> {
  const { ids, totalCount } = await listed(window.offset, window.limit);
  return { ids, pageInfo: pageInfoFor(window.page, window.limit, totalCount) };
}

/** Ids already in memory, as a lister of windows. */
export const inMemory =
  (ids: readonly number[]) =>
  async (offset: number, limit: number): Promise<{ ids: number[]; totalCount: number }> => ({
    ids: ids.slice(offset, offset + limit),
    totalCount: ids.length,
  });

/** The connection fields' paging: group details' table sizes; the editor's 1 to 200. */
export const DETAILS_PAGING: PagingRule = { defaultSize: 50, maxSize: 200, sizes: GROUP_TABLE_PAGE_SIZES };
export const EDITOR_PAGING: PagingRule = { defaultSize: 50, maxSize: 200 };
/** The editor's id windows (one upstream id listing call at most) and an invoice's line windows. */
export const ID_PAGING: PagingRule = { defaultSize: 1000, maxSize: 5000 };
export const LINE_PAGING: PagingRule = { defaultSize: 50, maxSize: 500 };

/** What reads invoices in full for a list: GroupPages, or the editor's shown invoices. */
interface InvoiceReader {
  invoicesOf(ids: Promise<readonly number[]>): Promise<InvoiceModel[]>;
}

/**
 * A window of invoices as a connection: the ids where they are listed, then those invoices in full
 * (asked at once, so the header's fields ride on their call).
 */
export async function invoiceConnection(
  listed: (offset: number, limit: number) => Promise<{ ids: number[]; totalCount: number }>,
  reader: InvoiceReader,
  window: PageWindow,
): Promise<Connection<InvoiceModel>> {
  const page = listed(window.offset, window.limit);
  const [nodes, { totalCount }] = await Promise.all([reader.invoicesOf(page.then((p) => p.ids)), page]);
  return connectionOf(nodes, window, totalCount);
}

/** A page's invoices in full (asked at once, so the header's fields ride on their call). */
export async function pageItems(
  reader: InvoiceReader,
  page: Promise<IdPage>,
): Promise<{ items: InvoiceModel[]; pageInfo: PageInfo }> {
  const [items, { pageInfo }] = await Promise.all([reader.invoicesOf(page.then((p) => p.ids)), page]);
  return { items, pageInfo };
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
 * not every invoice exceeds the credit card limit. Reads the group's figures.
 */
export function canChargeCards(model: InvoiceGroupDetailsModel): boolean {
  const { scope, listing } = model;
  const { totals, owingCount, creditCardLimitExceededCount, canHouseProcessCardsCount } = listing.figures;
  if (!scope.paymentProcessingEnabled || !scope.canUsePayments || totals.invoiceCount === 0) return false;
  if (owingCount === 0 || creditCardLimitExceededCount === totals.invoiceCount) return false;
  return canHouseProcessCardsCount > 0;
}
