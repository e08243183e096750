/**
 * The raw baseline's screen handlers: what a hand-written REST-to-JSON handler for each screen does,
 * without GraphQL. Each one makes the screen's upstream calls (through `BaselineUpstream`, plain
 * undici) and shapes the answer the screen's query selects, deriving every value with the gateway's
 * own service and domain functions (imported, never copied): the same paging, totals, statuses,
 * labels, money sums and permission rules. So the baseline pays for the same work the gateway's
 * resolvers do, minus the GraphQL machinery — what the benchmark is there to measure.
 *
 * The services take a `GatewayContext`; the baseline hands them a minimal one (`baselineContext`)
 * whose "loaders" are direct upstream calls. Inline one-liners of the resolvers (a note's trim,
 * id strings) are written out here, as a hand-written handler would.
 */
import {
  BULK_CANCEL_LIMIT,
  bidChoices,
  blocksNewDispute,
  canLeaveFeedback,
  centsToMoney,
  DISPUTE_STATUSES,
  isDisputeStatus,
  isFloorChannel,
  isInDisputeWindow,
  RESULT_BIDDER_PAGE_SIZE,
  usToIsoDate,
} from '../../packages/schema/src/index.ts';
import type { components as BidAdminSchemas } from '../../packages/gateway/src/__generated__/upstream/bidAdmin.ts';
import type { components as HouseSchemas } from '../../packages/gateway/src/__generated__/upstream/house.ts';
import { centsToMoney as bidAdminMoney } from '../../packages/gateway/src/modules/bulkBidding/providers/money.ts';
import { lotOf } from '../../packages/gateway/src/modules/lots/providers/conversions.ts';
import type { RestLot } from '../../packages/gateway/src/modules/lots/providers/lotsApi.ts';
import { browserImageUrl } from '../../packages/gateway/src/shared/browserImageUrl.ts';
import { chosenCatalogRefs } from '../../packages/gateway/src/modules/saleResults/providers/saleResultsService.ts';
import { saleResultDownloadUrl } from '../../packages/gateway/src/modules/saleResults/providers/downloads.ts';
import type { GatewayContext } from '../../packages/gateway/src/context.ts';
import { hasAccess, type AccessFlagName } from '../../packages/gateway/src/shared/accessFlags.ts';
import {
  additionalChargeStatus,
  additionalChargeStatusLabel,
} from '../../packages/gateway/src/modules/invoices/domain/additionalChargeStatus.ts';
import { batchChargeLabel } from '../../packages/gateway/src/modules/invoices/domain/batchChargeEligibility.ts';
import {
  canEditInvoice,
  canFileDispute,
  canMarkNotPaid,
  canMarkPaid,
  canToggleDeliveryMode,
  chargeMode,
  editableChargeFields,
  taxEditable,
} from '../../packages/gateway/src/modules/invoices/domain/invoiceActions.ts';
import { allLinesPaid, isPending } from '../../packages/gateway/src/modules/invoices/domain/invoiceFacts.ts';
import {
  INVOICE_STATUS_LABELS,
  invoiceStatus,
} from '../../packages/gateway/src/modules/invoices/domain/invoiceStatus.ts';
import {
  lineStatus,
  lineStatusLabel,
} from '../../packages/gateway/src/modules/invoices/domain/lineStatus.ts';
import {
  SHIP_STATUS_LABELS,
  shipStatus,
} from '../../packages/gateway/src/modules/invoices/domain/shipStatus.ts';
import { forbidden } from '../../packages/gateway/src/errors.ts';
import type { InvoiceModel, InvoiceLineModel } from '../../packages/gateway/src/modules/invoices/models.ts';
import {
  additionalChargesOf,
  chargeAmounts,
} from '../../packages/gateway/src/modules/invoices/providers/amountViews.ts';
import {
  cents,
  invoiceFactsOf,
  lineFactsOf,
} from '../../packages/gateway/src/modules/invoices/providers/facts.ts';
import {
  groupSessions,
  invoiceCreationOf,
} from '../../packages/gateway/src/modules/invoices/providers/groupViews.ts';
import {
  batchReasonOf,
  canChargeCards,
  detailsWindow,
  editorWindow,
  idPage,
  invoiceGroupDetails,
  invoiceGroupEditor,
  LINE_PAGING,
} from '../../packages/gateway/src/modules/invoices/providers/invoiceService.ts';
import { windowOf } from '../../packages/gateway/src/shared/connection.ts';
import { pageWindow } from '../../packages/gateway/src/input/paging.ts';
import { lineShippingStatus } from '../../packages/gateway/src/modules/invoices/providers/lineShipping.ts';
import { PaymentMethod } from '../../packages/gateway/src/modules/invoices/resolvers/PaymentMethod.ts';
import {
  invoiceGroups,
  invoiceTemplates,
  uninvoicedSaleGroups,
} from '../../packages/gateway/src/modules/invoiceGroups/providers/invoiceGroupsService.ts';
import { shippingPolicy } from '../../packages/gateway/src/modules/locations/providers/locationsService.ts';
import type { PageInfo } from '../../packages/gateway/src/__generated__/resolvers-types.ts';
import { pageInfoFor } from '../../packages/gateway/src/shared/paging.ts';
import { usToIso } from '../../packages/gateway/src/shared/houseDate.ts';
import type { Catalog, HouseUser } from '../../packages/gateway/src/rest/house/models.ts';
import type { PaymentMethodItem } from '../../packages/gateway/src/modules/invoices/providers/invoiceApiModels.ts';
import type { ShippingAccount } from '../../packages/gateway/src/rest/shipping/models.ts';

/** The upstream as the baseline calls it: one GET, its JSON body parsed; non-2xx answers throw. */
export interface BaselineUpstream {
  get<T>(path: string, headers?: Record<string, string>): Promise<T>;
  /** One POST of a JSON body (the reads the services take as POSTs: session results). */
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
}

/** An upstream answer other than 2xx (the baseline's only error). */
export class UpstreamStatusError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`upstream ${path} answered ${status}`);
  }
}

type Variables = Record<string, unknown>;
export type ScreenHandler = (
  upstream: BaselineUpstream,
  user: HouseUser,
  variables: Variables,
) => Promise<unknown>;

const housePath = (houseRef: string) => `/app/house/${encodeURIComponent(houseRef)}`;
const groupPath = (houseRef: string, groupId: string) =>
  `${housePath(houseRef)}/invoiceGroup/${encodeURIComponent(groupId)}`;

/**
 * The services' view of the request: the caller (already looked up) and one direct upstream call
 * per "loader" (a screen asks each at most once, so there is nothing to batch or cache).
 */
function baselineContext(upstream: BaselineUpstream, user: HouseUser): GatewayContext {
  const data = <T>(path: string) => upstream.get<{ data: T }>(path).then((b) => b.data);
  const loaders = {
    paymentProcessorType: {
      load: (houseRef: string) =>
        upstream
          .get<{ 'processor-type': string }>(`${housePath(houseRef)}/paymentProcessorType`)
          .then((b) => b['processor-type']),
    },
    groupDetail: {
      load: (key: { houseRef: string; invoiceGroupId: string; invoiceIds: readonly number[] | null }) =>
        key.invoiceIds === null
          ? data(`${groupPath(key.houseRef, key.invoiceGroupId)}/groupDetailInfo`)
          : upstream
              .post<{
                data: unknown;
              }>(`${groupPath(key.houseRef, key.invoiceGroupId)}/groupDetailInfoByInvoice`, key.invoiceIds)
              .then((b) => b.data),
    },
    groupInvoicePage: {
      load: ({
        houseRef,
        invoiceGroupId,
        ...query
      }: { houseRef: string; invoiceGroupId: string } & Record<string, string | number | boolean>) =>
        data(
          `${groupPath(houseRef, invoiceGroupId)}/invoicePage?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        ),
    },
    groupSummary: {
      load: (key: { houseRef: string; invoiceGroupId: string }) =>
        data<{ invoiceGroupInfo: { invoices: unknown[]; totalPriceWithAdditionalCharges: unknown } }>(
          `${groupPath(key.houseRef, key.invoiceGroupId)}/groupInfo/processCards?summary=true`,
        ).then((d) => ({
          rows: d.invoiceGroupInfo.invoices,
          totalPriceWithAdditionalCharges: d.invoiceGroupInfo.totalPriceWithAdditionalCharges,
        })),
    },
    invoiceGroups: {
      load: ({ houseRef, ...query }: { houseRef: string } & Record<string, string | number>) =>
        data(
          `${housePath(houseRef)}/invoiceGroups?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        ),
    },
    invoiceCatalogs: {
      load: (houseRef: string) =>
        data<{ auctionGroups: unknown[] }>(`${housePath(houseRef)}/invoiceCatalogs`).then(
          (d) => d.auctionGroups,
        ),
    },
    invoiceSettings: {
      load: (houseRef: string) =>
        data<{ invoiceSettings: unknown[] }>(`${housePath(houseRef)}/invoiceSettings`).then(
          (d) => d.invoiceSettings,
        ),
    },
    shippingPolicy: {
      load: (account: ShippingAccount) =>
        upstream
          .get<{ policy: unknown }>('/api/shipping/policy', {
            'x-account-id': account.externalAccountID,
            'x-account-domain': account.externalAccountDomain,
          })
          .then(
            (b) => b.policy,
            (error: unknown) => {
              if (error instanceof UpstreamStatusError && error.status === 404) return null;
              throw error;
            },
          ),
    },
  };
  const context = {
    loaders,
    requireViewer: () => Promise.resolve(user),
    viewer: () => Promise.resolve(user),
    houseRef: () => Promise.resolve(user.houseInfo.houseRef),
  };
  return context as unknown as GatewayContext;
}

function requireAccess(user: HouseUser, flag: AccessFlagName): void {
  if (!hasAccess(user, flag)) throw forbidden();
}

const pageInfo = (p: PageInfo) => ({
  page: p.page,
  pageSize: p.pageSize,
  totalCount: p.totalCount,
  totalPages: p.totalPages,
  hasNextPage: p.hasNextPage,
  hasPreviousPage: p.hasPreviousPage,
});

const paymentMethods = (methods: readonly PaymentMethodItem[]) => {
  const isOnline = PaymentMethod.isOnline as (m: PaymentMethodItem) => boolean;
  return methods.map((m) => ({ id: String(m.id), name: m.name, isOnline: isOnline(m) }));
};

const groupSession = ({ session, dayNumber }: { session: Catalog; dayNumber: number }) => ({
  dayNumber,
  session: {
    id: String(session.catalogID),
    ref: session.catalogRef,
    date: usToIsoDate(session.date),
    title: session.title,
    identifier: session.identifier,
    dateFull: session.catalogDateFull,
  },
});

type Amounts = Parameters<typeof chargeAmounts>[0];
const priceAmounts = (p: {
  hammer: string;
  premium: string;
  livefee: string;
  tax: string;
  shipping: string;
  insurance: string;
  other: string;
}) =>
  amountFields(
    chargeAmounts({
      hammer: p.hammer,
      premium: p.premium,
      liveFee: p.livefee,
      tax: p.tax,
      shipping: p.shipping,
      insurance: p.insurance,
      other: p.other,
    }),
  );
const amountFields = (a: Amounts & { total: string }) => ({
  hammer: a.hammer,
  premium: a.premium,
  liveFee: a.liveFee,
  tax: a.tax,
  shipping: a.shipping,
  insurance: a.insurance,
  other: a.other,
  total: a.total,
});

const note = (m: InvoiceModel) => (m.invoice.notes.trim() === '' ? null : m.invoice.notes);
const hasRestrictedItems = (m: InvoiceModel) =>
  m.invoice.invoiceDetails.some((l) => l.restricted && !l.suppress);

/** Invoices hub, Existing Invoices tab. */
const existingInvoicesTab: ScreenHandler = async (upstream, user, variables) => {
  requireAccess(user, 'invoices');
  const context = baselineContext(upstream, user);
  const result = await invoiceGroups(context, {
    page: variables['page'] as number,
    startDate: (variables['startDate'] as string | undefined) ?? null,
    endDate: (variables['endDate'] as string | undefined) ?? null,
  });
  return {
    invoiceGroups: {
      items: result.items.map((g) => ({
        id: String(g.invoiceGroupID),
        title: g.invoiceGroupTitle,
        templateId: String(g.invoiceGroupSettingsID),
        invoicesCreated: g.invoiceCreated,
        sessions: g.catalogs.map((c) => ({
          id: String(c.catalogID),
          date: usToIsoDate(c.date),
          title: c.title,
        })),
      })),
      pageInfo: pageInfo(result.pageInfo),
    },
  };
};

/** Invoices hub, Uninvoiced Sessions tab (its two root fields answered in parallel, as graphql does). */
const uninvoicedSessionsTab: ScreenHandler = async (upstream, user, variables) => {
  requireAccess(user, 'invoices');
  const context = baselineContext(upstream, user);
  const [groups, templates] = await Promise.all([
    uninvoicedSaleGroups(context, variables['page'] as number),
    invoiceTemplates(context),
  ]);
  return {
    uninvoicedSaleGroups: {
      items: groups.items.map((g) => ({
        id: String(g.groupID),
        name: g.groupName,
        sessions: g.catalogs.map((c) => ({
          id: String(c.catalogID),
          ref: c.catalogRef,
          date: usToIsoDate(c.date),
          title: c.title,
          identifier: c.identifier,
          locationId: String(c.addressID),
          saleGroupId: String(c.groupID),
        })),
      })),
      pageInfo: pageInfo(groups.pageInfo),
    },
    invoiceTemplates: templates.map((t) => ({
      id: String(t.id),
      name: t.name,
      payrixTemplate: t.payrixTemplate,
    })),
  };
};

/** Group details' table row (DetailsInvoiceFields). */
function detailsInvoice(m: InvoiceModel) {
  const { invoice } = m;
  const facts = invoiceFactsOf(invoice);
  const status = invoiceStatus(facts);
  const ship = shipStatus(facts);
  const reason = batchReasonOf(m);
  return {
    id: String(invoice.invoiceID),
    firstName: invoice.firstName,
    lastName: invoice.lastName,
    email: invoice.email,
    paddleNumber: invoice.paddleNumber,
    channel: invoice.channel,
    note: note(m),
    hasNote: note(m) !== null,
    hasRestrictedItems: hasRestrictedItems(m),
    isPendingPayment: isPending(facts.onlineStatus),
    invoiceTotal: invoice.invoiceTotal,
    outstandingBalance: invoice.outStandingBalance,
    invoiceStatus: status,
    invoiceStatusLabel: INVOICE_STATUS_LABELS[status],
    shipStatus: ship,
    shipStatusLabel: SHIP_STATUS_LABELS[ship],
    deliveryMode: invoice.pickup ? 'PICKUP' : 'SHIPPING',
    isShipped: invoice.isShipped,
    canMarkPaid: canMarkPaid(facts),
    canMarkNotPaid: canMarkNotPaid(facts),
    autoChargeDate: usToIso(invoice.autoChargeDate ?? null),
    batchChargeEligible: reason === null,
    batchChargeIneligibilityReason: reason,
    batchChargeStatusLabel: batchChargeLabel(reason),
  };
}

/** Invoice group details (the page of the table the variables ask for; not the failed-ids filter). */
const invoiceGroupDetailsScreen: ScreenHandler = async (upstream, user, variables) => {
  requireAccess(user, 'invoices');
  if (variables['byFailedIds'] === true) throw new Error('the baseline does not serve the failed-ids filter');
  const context = baselineContext(upstream, user);
  const d = await invoiceGroupDetails(context, variables['invoiceGroupId'] as string);
  if (!d) return { invoiceGroupDetails: null };
  const { figures } = d.listing;
  const which = {
    filter: (variables['filter'] as 'ALL' | 'PAID' | 'UNPAID' | undefined) ?? 'ALL',
    search: variables['search'] as string | undefined,
  };
  const page = await idPage(
    (offset, limit) => d.listing.window(which, offset, limit),
    detailsWindow(
      (variables['page'] as number | undefined) ?? 1,
      (variables['pageSize'] as number | undefined) ?? 50,
    ),
  );
  // The group's own fields ride on the page's groupDetailInfoByInvoice (one call, as the gateway's).
  const [header, items] = await Promise.all([d.pages.header(), d.pages.invoices(page.ids)]);
  return {
    invoiceGroupDetails: {
      id: d.invoiceGroupId,
      title: header.invoiceGroupTitle,
      templateId: String(header.invoiceGroupSettingsID),
      sessions: groupSessions(header).map(groupSession),
      totals: figures.totals,
      invoicesCreated: header.invoiceCreated,
      invoiceCreation: invoiceCreationOf(header),
      hasPaddleNumbers: figures.hasPaddleNumbers,
      hasRestrictedItems: figures.hasRestrictedItems,
      canChargeCards: canChargeCards(d),
      autoChargeEnabled: d.scope.autoChargeEnabled,
      batchChargeEligibleCount: figures.batchEligibleCount,
      creditCardLimitExceededCount: figures.creditCardLimitExceededCount,
      paymentMethods: paymentMethods(header.paymentMethods),
      invoices: { items: items.map(detailsInvoice), pageInfo: pageInfo(page.pageInfo) },
    },
  };
};

/** The create/edit screen's line (EditorLineFields and LineShippingStatusFields). */
async function editorLine(model: InvoiceLineModel, context: GatewayContext) {
  const { line, parent } = model;
  const sentDate = invoiceFactsOf(parent.invoice).sentDate;
  const charges = additionalChargesOf(line.additionalPriceInfo);
  const shipping = await lineShippingStatus(model, context);
  if (shipping !== null && (shipping.shipment !== null || shipping.termsName !== null))
    throw new Error('the baseline does not shape shipments or terms (the large seed has none)');
  return {
    id: String(line.invoiceDetailID),
    invoiceId: String(line.invoiceID),
    lotRef: line.lotRef,
    lotNumber: line.lotNumber,
    lotUrl: line.lotURL,
    lotTitle: line.lotTitle,
    sessionIdentifier: line.saleIdentifier,
    restricted: line.restricted,
    hidden: line.suppress,
    amounts: priceAmounts(line.priceInfo),
    additionalCharges: {
      tax: charges.tax,
      shipping: charges.shipping,
      insurance: charges.insurance,
      other: charges.other,
      total: charges.total,
    },
    paid: line.paid,
    shipped: line.shipped,
    shippedDate: usToIso(line.shippedDate ?? null),
    disputeRef: line.disputeRef,
    canFileDispute: canFileDispute(lineFactsOf(line), parent.invoice.channel, parent.scope.isSuperUser),
    statusLabel: lineStatusLabel(lineStatus(line, sentDate), sentDate),
    canMarkShipped: !line.shipped,
    canTogglePaid: canEditInvoice(invoiceFactsOf(parent.invoice)),
    shippingStatus: shipping,
  };
}

/** The create/edit screen's card (EditorCardFields): its head and its first 10 lines. */
async function editorInvoice(m: InvoiceModel, context: GatewayContext) {
  const { invoice, scope } = m;
  const facts = invoiceFactsOf(invoice);
  const status = invoiceStatus(facts);
  const ship = shipStatus(facts);
  const p = invoice.totalPrice;
  const c = invoice.invoiceCharges;
  const additional = facts.additional;
  return {
    id: String(invoice.invoiceID),
    invoiceGroupId: m.invoiceGroupId,
    memberId: String(invoice.memberID),
    memberRef: invoice.memberRef,
    firstName: invoice.firstName,
    lastName: invoice.lastName,
    email: invoice.email,
    paddleNumber: invoice.paddleNumber,
    city: invoice.city,
    state: invoice.state,
    province: invoice.province,
    country: invoice.country,
    channel: invoice.channel,
    note: note(m),
    hasNote: note(m) !== null,
    hasRestrictedItems: hasRestrictedItems(m),
    applyCostPerLot: invoice.applyCostPerLot,
    isPendingPayment: isPending(facts.onlineStatus),
    isPaid: invoice.isPaid,
    allPaid: allLinesPaid(facts),
    deliveryMode: invoice.pickup ? 'PICKUP' : 'SHIPPING',
    isShipped: invoice.isShipped,
    sentDate: usToIso(invoice.invoiceSentDate ?? null),
    amounts: priceAmounts(p),
    invoiceCharges: amountFields(
      chargeAmounts({
        tax: c.tax,
        shipping: c.shipping,
        insurance: c.insurance,
        other: c.other,
        hammer: '0.00',
        premium: '0.00',
        liveFee: '0.00',
      }),
    ),
    invoiceAdditionalCharges: additionalChargesOf(invoice.additionalPriceInfo),
    hasAdditionalCharges: invoice.additionalCharge,
    totalAdditionalCharges: invoice.totalAdditionalCharges,
    totalTaxesAndFees: centsToMoney(cents(p.tax) + cents(p.shipping) + cents(p.insurance) + cents(p.other)),
    invoiceTotal: invoice.invoiceTotal,
    paymentsMade: invoice.invoicePaid,
    outstandingBalance: invoice.outStandingBalance,
    invoiceStatusLabel: INVOICE_STATUS_LABELS[status],
    shipStatus: ship,
    shipStatusLabel: SHIP_STATUS_LABELS[ship],
    additionalChargeStatusLabel: additionalChargeStatusLabel(
      additionalChargeStatus(additional, false),
      additional,
    ),
    chargeMode: chargeMode(facts, scope),
    editableChargeFields: editableChargeFields(facts, scope),
    taxEditable: taxEditable(facts, scope),
    canEdit: canEditInvoice(facts),
    canMarkPaid: canMarkPaid(facts),
    canMarkNotPaid: canMarkNotPaid(facts),
    canToggleDeliveryMode: canToggleDeliveryMode(facts),
    linePage: await editorLinePage(m, context),
  };
}

/** A card's `linePage(first: 10)`: the window the gateway's Invoice.linePage takes, and the total. */
async function editorLinePage(m: InvoiceModel, context: GatewayContext) {
  const all = m.invoice.invoiceDetails;
  const window = pageWindow({ first: 10 }, LINE_PAGING);
  const nodes = await Promise.all(
    windowOf(all, window).map((line) => editorLine({ line, parent: m }, context)),
  );
  return { totalCount: all.length, nodes };
}

/** The create/edit invoices screen (the page the variables ask for, each card with its first lines). */
const invoiceEditorScreen: ScreenHandler = async (upstream, user, variables) => {
  requireAccess(user, 'invoices');
  const context = baselineContext(upstream, user);
  const e = await invoiceGroupEditor(
    context,
    variables['invoiceGroupId'] as string,
    variables['invoiceIds'] as string[] | undefined,
  );
  if (!e) return { invoiceGroupEditor: null };
  // The page's ids from the group's listing, as the gateway's (Select All is counted there, no ids).
  const page = await idPage(
    e.shown.window,
    editorWindow(
      (variables['page'] as number | undefined) ?? 1,
      (variables['pageSize'] as number | undefined) ?? 50,
    ),
  );
  // The group's own fields ride on the page's groupDetailInfoByInvoice (one call, as the gateway's).
  const [hasShippingPolicies, detail, models] = await Promise.all([
    shippingPolicy(context).then((policy) => policy !== null),
    e.shown.header(),
    e.shown.invoices(page.ids),
  ]);
  const items = await Promise.all(models.map((m) => editorInvoice(m, context)));
  const { scope } = e;
  return {
    invoiceGroupEditor: {
      id: e.invoiceIds === null ? e.invoiceGroupId : `${e.invoiceGroupId}:${e.invoiceIds.join(',')}`,
      invoiceGroupId: e.invoiceGroupId,
      title: detail.invoiceGroupTitle,
      templateId: String(detail.invoiceGroupSettingsID),
      sessions: groupSessions(detail).map(groupSession),
      totals: e.shown.totals,
      invoicesCreated: detail.invoiceCreated,
      invoiceCreation: invoiceCreationOf(detail),
      applyCostPerLot: detail.applyCostPerLot,
      costPerLotChoice: scope.processorType !== 'p',
      editorVariant:
        scope.processorType === 'p'
          ? 'PER_INVOICE_WITH_ADDITIONAL'
          : detail.applyCostPerLot === null
            ? null
            : detail.applyCostPerLot
              ? 'PER_LOT'
              : 'PER_INVOICE',
      hasLiveFee: e.shown.hasLiveFee,
      hasPaddleNumbers: e.shown.hasPaddleNumbers,
      paymentMethods: paymentMethods(detail.paymentMethods),
      hasShippingPolicies,
      shippingFeatureEnabled: scope.shippingFeatureEnabled,
      invoices: { items, pageInfo: pageInfo(page.pageInfo) },
    },
  };
};

type BidAdminLot = BidAdminSchemas['schemas']['BidAdminLotData'];
type SaleInfo = BidAdminSchemas['schemas']['SaleInfo'];
type LotPage = BidAdminSchemas['schemas']['LotPage'];
const bulkMoney = (cents: number | null) => (cents === null ? null : bidAdminMoney(cents));

/** The bulk-bidding page's lot (BulkBiddingLotFields). */
const bulkLot = (lot: BidAdminLot) => ({
  lotRef: lot.lotRef,
  lotNumber: lot.lotNumber,
  displayLotNumber: `${lot.lotNumber ?? ''}${lot.lotNumberExtension}`,
  description: lot.lotDescription,
  lotUrl: lot.lotUrl,
  consignor: lot.consignor,
  estimateLow: bulkMoney(lot.estimateLow),
  estimateHigh: bulkMoney(lot.estimateHigh),
  reserve: bulkMoney(lot.reserve),
  startingBid: bulkMoney(lot.startingBid),
  currentBid: bulkMoney(lot.currentBid),
  bidCount: lot.bidCount,
  maxBid: bulkMoney(lot.maxBid),
  maxBidder: lot.maxBidder,
  maxBidderChannel: lot.maxBidderChannel,
  isClosed: lot.isClosed,
  isExtended: lot.isExtended,
  endTime: lot.endTime,
  status: lot.isClosed ? 'CLOSED' : lot.isExtended ? 'EXTENDED' : 'OPEN',
  bidChoices: lot.isClosed
    ? []
    : bidChoices({ currentBid: lot.currentBid, startingBid: lot.startingBid }, lot.bidIncrements).map(
        bidAdminMoney,
      ),
});

/**
 * Bulk bidding (sales §4): the sale, one page of its lots (the bid-admin page of the screen's size,
 * searched by the service's `search` extension) and the cancel count.
 */
const bulkBiddingPage: ScreenHandler = async (upstream, user, variables) => {
  requireAccess(user, 'bulkBidding');
  if (!user.isSuperUser && user.houseInfo.bulkBiddingEnabled !== true) throw forbidden();
  const catalogRef = variables['catalogRef'] as string;
  const page = variables['page'] as number;
  const pageSize = variables['pageSize'] as number;
  const search = ((variables['search'] as string | null | undefined) ?? '').trim();
  const base = `/auctions/bidAdmin/catalog/${encodeURIComponent(catalogRef)}`;
  const headers = { liveUserRef: user.userRef };
  const lotsPath = `${base}/lots?page=${page - 1}&size=${pageSize}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  const [saleInfo, lotPage, cancelBidCount] = await Promise.all([
    upstream.get<{ data: { saleInfo: SaleInfo } }>(base, headers).then((b) => b.data.saleInfo),
    upstream.get<LotPage>(lotsPath, headers),
    upstream
      .get<{ data: { cancelBidCount: number } }>(`${base}/cancelBidCount`, headers)
      .then((b) => b.data.cancelBidCount),
  ]);
  const totalCount = lotPage.page.totalElements;
  return {
    bulkBiddingSale: {
      catalogRef: saleInfo.catalogRef,
      saleName: saleInfo.saleName,
      saleDate: saleInfo.saleDate,
      lotCount: saleInfo.lotCount,
      timeZone: saleInfo.timeZone,
      timeZoneCode: saleInfo.timeZoneCode,
      cancelBidCount,
      canCancelBids: cancelBidCount < BULK_CANCEL_LIMIT,
      lotPage: {
        totalCount,
        pageInfo: { page, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) },
        nodes: lotPage._embedded.bidAdminLotDataList.map(bulkLot),
      },
    },
  };
};

type Schemas = HouseSchemas['schemas'];
const resultTotals = (t: {
  lotCount: number;
  hammer: string;
  premium: string;
  liveFee: string;
  payable: string;
}) => ({
  lotCount: t.lotCount,
  hammer: t.hammer,
  premium: t.premium,
  liveFee: t.liveFee,
  payable: t.payable,
});
const disputeStatusOf = (raw: string | null) => (raw !== null && isDisputeStatus(raw) ? raw : null);

/** The session results' row (SaleResultItemFields). */
function resultItem(item: Schemas['ResultItem'], superUser: boolean, now: Date) {
  const status = disputeStatusOf(item.disputeStat);
  const floor = isFloorChannel(item.channel);
  return {
    transactionId: String(item.transactionID),
    bidderId: String(item.memberID),
    lotRef: item.lotRef,
    lotNumber: item.lotNumber,
    title: item.title,
    catalogRef: item.catalogRef,
    hammer: item.hammer,
    premium: item.buyPrem,
    liveFee: item.liveFee,
    payable: item.payble,
    isFloor: floor,
    canLeaveFeedback: !floor && canLeaveFeedback(new Date(item.saleDate), now, superUser),
    canOpenDispute:
      !floor && !blocksNewDispute(status) && isInDisputeWindow(new Date(item.saleDate), now, superUser),
    dispute:
      item.disputeRef === null || status === null
        ? null
        : {
            ref: item.disputeRef,
            status,
            description: DISPUTE_STATUSES[status].description,
            blocksNewDispute: blocksNewDispute(status),
          },
    feedback: item.feedback
      ? {
          lotRef: item.lotRef,
          type: item.feedback.positive ? 'POSITIVE' : 'NEGATIVE',
          message: item.feedback.message,
          defaultSlot: item.feedback.defaultFeedback ? item.feedback.feedbackId : null,
        }
      : null,
  };
}

/** Session results (after-sale, sales §7): one POST for a page of the results, one GET for the credits. */
const saleResultsScreen: ScreenHandler = async (upstream, user, variables) => {
  requireAccess(user, 'reports');
  const refs = chosenCatalogRefs(variables['catalogRefs'] as string[]);
  const house = housePath(user.houseInfo.houseRef);
  // One page of bidders, as the screen asks (the operation's defaults: page 1 of 50, every lot).
  const page = (variables['page'] as number | undefined) ?? 1;
  const pageSize = (variables['pageSize'] as number | undefined) ?? RESULT_BIDDER_PAGE_SIZE;
  const paging = new URLSearchParams({ limit: String(pageSize), offset: String((page - 1) * pageSize) });
  const [results, credits] = await Promise.all([
    upstream
      .post<{ data: Schemas['SessionResults'] }>(`${house}/catalogs/sessionResults?${paging}`, {
        catalogRefs: refs,
      })
      .then((b) => b.data),
    upstream
      .get<{
        data: { credits: Schemas['HouseCredit'][] };
      }>(`${house}/dispute/credits?${new URLSearchParams({ catalogRefs: refs.join(',') })}`)
      .then((b) => b.data.credits),
  ]);
  const now = new Date();
  const t = results.grandTotals;
  return {
    saleResults: {
      catalogRefs: refs,
      currencyCode: results.currencyCode,
      currencySymbol: results.currencySymbol,
      totals: resultTotals({
        lotCount: t.lotCount,
        hammer: t.hammer,
        premium: t.buyPrem,
        liveFee: t.liveFee,
        payable: t.payable,
      }),
      sessions: results.catalogHeaders.map((c) => ({
        catalogRef: c.catalogRef,
        title: c.title,
        prefix: c.prefix,
        date: c.date,
      })),
      bidderPage: {
        totalCount: results.bidderCount ?? 0,
        pageInfo: pageInfo(pageInfoFor(page, pageSize, results.bidderCount ?? 0)),
        nodes: results.groupedData.map((b) => ({
          id: String(b.memberID),
          firstName: b.firstName,
          lastName: b.lastName,
          email: b.email,
          phone: b.phone,
          channel: b.channel,
          paddleNumber: b.paddleNumber,
          isFloor: isFloorChannel(b.channel),
          totals: resultTotals({
            lotCount: b.memberSums.lotCount,
            hammer: b.memberSums.sumHammer,
            premium: b.memberSums.sumBuyPrem,
            liveFee: b.memberSums.sumLiveFee,
            payable: b.memberSums.sumPayable,
          }),
        })),
        lots: results.groupedData.flatMap((b) =>
          b.items.map((item) => resultItem(item, user.isSuperUser, now)),
        ),
      },
      credits: credits.map((c) => ({
        catalogRef: c.catalogRef,
        issueDate: c.issueDate,
        currencySymbol: c.currencySymbol,
        amount: c.creditAmount,
        notes: c.notes,
      })),
      downloads: {
        sessionResults: saleResultDownloadUrl('sessionResults', refs) ?? '',
        bidderResults: saleResultDownloadUrl('bidderResults', refs),
        eoaResults: saleResultDownloadUrl('eoaResults', refs),
        pactsResults: saleResultDownloadUrl('pactsResults', refs),
      },
    },
  };
};

/** The catalog service's origin (the gateway's CATALOG_SERVICE_URL defaults to UPSTREAM_URL). */
const catalogOrigin = () => new URL(process.env['UPSTREAM_URL'] ?? 'http://127.0.0.1').origin;

/**
 * The Review & Publish page's item table (ReviewLotFields of catalogItems.items): one page of the
 * catalog's lots in lot-number order, read as one page from the catalog service's paged listing.
 */
const reviewItemsScreen: ScreenHandler = async (upstream, user, variables) => {
  requireAccess(user, 'calendar');
  const catalogId = variables['catalogId'] as string;
  const page = (variables['page'] as number | undefined) ?? 1;
  const pageSize = (variables['pageSize'] as number | undefined) ?? 50;
  const query = `filter=all&sort=number&showDeleted=true&offset=${(page - 1) * pageSize}&limit=${pageSize}`;
  const answer = await upstream.get<{ lots: RestLot[]; totalCount: number }>(
    `/cps/app/catalog/${encodeURIComponent(catalogId)}/lots?${query}`,
  );
  const origin = catalogOrigin();
  return {
    catalogItems: {
      catalogId,
      items: {
        totalCount: answer.totalCount,
        pageInfo: { page, pageSize, totalPages: Math.max(1, Math.ceil(answer.totalCount / pageSize)) },
        nodes: answer.lots.map((rest) => {
          const lot = lotOf(rest);
          return {
            id: lot.id,
            lotNumber: lot.lotNumber,
            lotExt: lot.lotExt,
            displayNumber: lot.displayNumber,
            invNumber: lot.invNumber,
            title: lot.title,
            imageCount: lot.imageCount,
            primaryImageUrl:
              lot.primaryImageUrl === null || lot.primaryImageUrl === undefined
                ? null
                : browserImageUrl(lot.primaryImageUrl, origin),
            published: lot.published,
            banned: lot.banned,
            potentiallyBanned: lot.potentiallyBanned,
            restricted: lot.restricted,
            deleted: lot.deleted,
            status: lot.status,
          };
        }),
      },
    },
  };
};

/** The baseline's handlers by the web operation they stand for. */
export const BASELINE_SCREENS: Readonly<Record<string, ScreenHandler>> = {
  ExistingInvoicesTab: existingInvoicesTab,
  UninvoicedSessionsTab: uninvoicedSessionsTab,
  InvoiceGroupDetails: invoiceGroupDetailsScreen,
  InvoiceEditor: invoiceEditorScreen,
  BulkBiddingPage: bulkBiddingPage,
  SaleResults: saleResultsScreen,
  ReviewPublishItems: reviewItemsScreen,
};
