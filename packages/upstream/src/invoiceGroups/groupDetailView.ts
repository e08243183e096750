import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { CATALOG_VIEW_COLUMNS, catalogView, type CatalogView } from './catalogView.js';
import type { HouseRow, InvoiceGroupRow, LoadedInvoice, LoadedLine } from '../invoices/invoiceFactsQuery.js';
import {
  additionalHasAmount,
  allLinesPaid,
  batchIneligibility,
  canHouseProcessCards,
  creditCardLimitExceeded,
  hasAdditionalCharges,
  invoiceStatusLabel,
  invoiceSums,
  isPendingStat,
  lineRegularTotal,
  shipStatusLabel,
  visibleLines,
  type AdditionalFacts,
} from '../invoices/invoiceState.js';
import { centsToDecimal } from '../invoices/money.js';
import { formatUsDate } from '../invoices/usDate.js';

/** The contract's shapes (openapi/house.yaml) of the group detail answer, built from loaded facts. */

const CURRENCY_SYMBOL = '$';
const LOT_URL_BASE = 'https://www.invaluable.com/auction-lot/';

export interface PaymentMethodRow {
  id: number;
  name: string;
  is_online: boolean;
}

export async function loadPaymentMethods(db: Kysely<DB>): Promise<PaymentMethodRow[]> {
  return db.selectFrom('payment_methods').select(['id', 'name', 'is_online']).orderBy('id').execute();
}

export async function loadGroupCatalogs(
  db: Kysely<DB>,
  houseId: number,
  invoiceGroupId: number,
  timeZone: string,
): Promise<CatalogView[]> {
  const rows = await db
    .selectFrom('invoice_group_catalogs')
    .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
    .select([...CATALOG_VIEW_COLUMNS])
    .where('invoice_group_catalogs.invoice_group_id', '=', invoiceGroupId)
    .where('catalogs.house_id', '=', houseId)
    .orderBy('catalogs.starts_at')
    .orderBy('catalogs.id')
    .execute();
  return rows.map((row) => catalogView(row, timeZone));
}

/** YYYY-MM-DD → MM/DD/YYYY. */
export function isoToUs(iso: string | null): string | null {
  if (iso === null) return null;
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** YYYY-MM-DD → MM/DD/YY, the display form (invoicing §9). */
export function isoToShortUs(iso: string | null): string | null {
  if (iso === null) return null;
  const [y = '', m, d] = iso.split('-');
  return `${m}/${d}/${y.slice(-2)}`;
}

const usShort = (us: string | null): string | null =>
  us === null ? null : `${us.slice(0, 6)}${us.slice(-2)}`;

function additionalView(add: AdditionalFacts, timeZone: string) {
  const sent = add.sentAt ? formatUsDate(add.sentAt, timeZone) : null;
  return {
    tax: centsToDecimal(add.tax),
    shipping: centsToDecimal(add.shipping),
    insurance: centsToDecimal(add.insurance),
    other: centsToDecimal(add.other),
    paid: add.paid,
    paidDate: isoToUs(add.paidDate),
    paidDateString: isoToShortUs(add.paidDate),
    onlinePaymentStat: add.onlineStat,
    additionalChargeSentDate: sent,
    additionalChargeSentDateString: usShort(sent),
  };
}

function lineView(line: LoadedLine, methods: ReadonlyMap<number, PaymentMethodRow>, timeZone: string) {
  const lotNumber = `${line.lotNumber}${line.lotNumberExt}`;
  return {
    invoiceDetailID: line.id,
    invoiceID: line.invoiceId,
    lotID: line.lotId,
    lotRef: line.lotRef,
    lotNum: line.lotNumber,
    lotNumExt: line.lotNumberExt,
    lotNumber,
    lotURL: `${LOT_URL_BASE}${encodeURIComponent(line.lotRef)}`,
    lotTitle: line.lotTitle,
    title: line.lotTitle,
    catalogID: line.catalogId,
    saleIdentifier: line.saleIdentifier,
    priceInfo: {
      hammer: centsToDecimal(line.hammer),
      premium: centsToDecimal(line.premium),
      livefee: centsToDecimal(line.liveFee),
      tax: centsToDecimal(line.tax),
      shipping: centsToDecimal(line.shipping),
      insurance: centsToDecimal(line.insurance),
      other: centsToDecimal(line.other),
      suppress: line.suppress,
    },
    additionalPriceInfo: additionalView(line.add, timeZone),
    additionalCharge: additionalHasAmount(line.add),
    totalAmount: centsToDecimal(lineRegularTotal(line)),
    totalAmountPaid: centsToDecimal(line.amountPaid),
    paid: line.paid,
    paidDate: isoToUs(line.paidDate),
    paidDateString: isoToShortUs(line.paidDate),
    paymentMethod: line.paymentMethodId === null ? null : (methods.get(line.paymentMethodId)?.name ?? null),
    paymentMethodID: line.paymentMethodId,
    shipped: line.shipped,
    shippedDate: isoToUs(line.shippedDate),
    shippedDateString: isoToShortUs(line.shippedDate),
    suppress: line.suppress,
    restricted: line.restricted,
    disputeRef: line.disputeRef,
    canOpenDispute: line.canOpenDispute,
    shippingReviewID: line.shippingReviewId,
    shippingShipmentID: line.shipmentId,
  };
}

export function invoiceView(
  invoice: LoadedInvoice,
  house: HouseRow,
  methods: ReadonlyMap<number, PaymentMethodRow>,
  now: Date,
) {
  const sums = invoiceSums(invoice);
  const reason = batchIneligibility(invoice, house, now);
  const sent = invoice.sentAt ? formatUsDate(invoice.sentAt, house.timeZone) : null;
  return {
    invoiceID: invoice.id,
    memberID: invoice.bidderId,
    memberRef: invoice.bidderRef,
    approvalID: invoice.approvalId,
    firstName: invoice.firstName,
    lastName: invoice.lastName,
    email: invoice.email,
    paddleNumber: invoice.paddleNumber,
    city: invoice.city,
    state: invoice.state,
    province: invoice.province,
    country: invoice.country,
    channel: invoice.channel,
    companyID: invoice.companyId,
    allPaid: allLinesPaid(invoice),
    isPaid: invoice.isPaid,
    isPendingPayment: isPendingStat(invoice.onlineStat),
    applyCostPerLot: invoice.applyCostPerLot,
    costsOverride: invoice.costsOverride,
    onlinePaymentStat: invoice.onlineStat,
    notes: invoice.notes,
    pickup: invoice.pickup,
    isShipped: invoice.isShipped,
    shippedDate: isoToUs(invoice.shippedDate),
    outStandingBalance: centsToDecimal(sums.outstanding),
    invoicePaid: centsToDecimal(sums.paymentsMade),
    invoiceTotal: centsToDecimal(sums.invoiceTotal),
    invoiceSentDate: sent,
    invoiceSentDateString: usShort(sent),
    invoiceSentAt: invoice.sentAt ? invoice.sentAt.toISOString() : null,
    invoiceEditedAt: invoice.editedAt ? invoice.editedAt.toISOString() : null,
    autoChargeDate: isoToUs(invoice.autoChargeDate),
    creditCardLimitExceeded: creditCardLimitExceeded(invoice, sums),
    batchChargeEligible: reason === null,
    batchChargIneligibilityReason: reason,
    hasCardOnFile: invoice.hasCardOnFile,
    addressValid: invoice.addressValid,
    pendingPaymentMethodID: invoice.pendingPaymentMethodId,
    additionalCharge: hasAdditionalCharges(invoice),
    totalAdditionalCharges: centsToDecimal(sums.totalAdditional),
    totalPrice: {
      hammer: centsToDecimal(sums.hammer),
      premium: centsToDecimal(sums.premium),
      livefee: centsToDecimal(sums.liveFee),
      tax: centsToDecimal(sums.tax),
      shipping: centsToDecimal(sums.shipping),
      insurance: centsToDecimal(sums.insurance),
      other: centsToDecimal(sums.other),
      currencySymbol: CURRENCY_SYMBOL,
    },
    invoiceCharges: {
      tax: centsToDecimal(invoice.charges.tax),
      shipping: centsToDecimal(invoice.charges.shipping),
      insurance: centsToDecimal(invoice.charges.insurance),
      other: centsToDecimal(invoice.charges.other),
    },
    additionalPriceInfo: additionalView(invoice.add, house.timeZone),
    invoiceDetails: invoice.lines.map((line) => lineView(line, methods, house.timeZone)),
  };
}

/** The sums over some invoices, in cents, and their PriceTotals without and with additional charges. */
export function groupTotals(invoices: readonly LoadedInvoice[]) {
  const totals = {
    hammer: 0,
    premium: 0,
    liveFee: 0,
    tax: 0,
    shipping: 0,
    insurance: 0,
    other: 0,
    addTax: 0,
    addShipping: 0,
    addInsurance: 0,
    addOther: 0,
    total: 0,
    outstanding: 0,
  };
  for (const invoice of invoices) {
    const s = invoiceSums(invoice);
    totals.hammer += s.hammer;
    totals.premium += s.premium;
    totals.liveFee += s.liveFee;
    totals.tax += s.tax;
    totals.shipping += s.shipping;
    totals.insurance += s.insurance;
    totals.other += s.other;
    totals.addTax += s.additional.tax;
    totals.addShipping += s.additional.shipping;
    totals.addInsurance += s.additional.insurance;
    totals.addOther += s.additional.other;
    totals.total += s.invoiceTotal;
    totals.outstanding += s.outstanding;
  }
  const price = (withAdditional: boolean) => ({
    hammer: centsToDecimal(totals.hammer),
    premium: centsToDecimal(totals.premium),
    livefee: centsToDecimal(totals.liveFee),
    tax: centsToDecimal(totals.tax + (withAdditional ? totals.addTax : 0)),
    shipping: centsToDecimal(totals.shipping + (withAdditional ? totals.addShipping : 0)),
    insurance: centsToDecimal(totals.insurance + (withAdditional ? totals.addInsurance : 0)),
    other: centsToDecimal(totals.other + (withAdditional ? totals.addOther : 0)),
    currencySymbol: CURRENCY_SYMBOL,
  });
  return { totals, price };
}

/** The whole group detail answer (GET groupDetailInfo and POST groupDetailInfoByInvoice). */
export function groupDetailView(input: {
  group: InvoiceGroupRow;
  catalogs: CatalogView[];
  invoices: LoadedInvoice[];
  house: HouseRow;
  methods: PaymentMethodRow[];
  now: Date;
}) {
  const { group, catalogs, invoices, house, methods, now } = input;
  const methodById = new Map(methods.map((m) => [m.id, m]));
  const { totals, price } = groupTotals(invoices);
  return {
    invoiceGroupID: group.id,
    invoiceGroupTitle: group.title,
    invoiceGroupSettingsID: group.settingsId,
    invoiceCreated: group.invoiceCreated,
    invoiceBuildQueued: group.buildQueued,
    invoiceGroupCreatedAt: group.createdAt.toISOString(),
    applyCostPerLot: group.applyCostPerLot,
    invoiceBidders: invoices.map((invoice) => invoiceView(invoice, house, methodById, now)),
    catalogs,
    totalAmount: centsToDecimal(totals.total),
    outStandingBalance: centsToDecimal(totals.outstanding),
    totalPrice: price(false),
    totalPriceWithAdditionalCharges: price(true),
    hasPaddleNumbers: invoices.some((i) => i.paddleNumber !== null && i.paddleNumber !== ''),
    paymentMethods: methods.map((m) => ({ id: m.id, name: m.name, isOnline: m.is_online })),
  };
}

/** A row of GET groupInfo/processCards. */
export function groupListRow(
  invoice: LoadedInvoice,
  house: HouseRow,
  methods: ReadonlyMap<number, PaymentMethodRow>,
  now: Date,
) {
  const sums = invoiceSums(invoice);
  const reason = batchIneligibility(invoice, house, now);
  const paidLines = invoice.lines.filter((l) => !l.suppress && l.paid);
  const methodIds = new Set(paidLines.map((l) => l.paymentMethodId));
  const methodId = methodIds.size === 1 ? ([...methodIds][0] ?? null) : null;
  const latestPaid = paidLines.reduce<string | null>(
    (latest, l) => (l.paidDate !== null && (latest === null || l.paidDate > latest) ? l.paidDate : latest),
    null,
  );
  return {
    invoiceID: invoice.id,
    hasNote: invoice.notes.trim() !== '',
    hasRestrictedItems: invoice.lines.some((l) => l.restricted && !l.suppress),
    batchEligible: reason === null ? (1 as const) : (0 as const),
    batchFailReason: reason,
    autoChargeDate: isoToUs(invoice.autoChargeDate),
    isPaid: invoice.isPaid,
    paidStatus: invoiceStatusLabel(invoice),
    paidTimestamp: isoToUs(latestPaid),
    paymentMethodText: methodId === null ? null : (methods.get(methodId)?.name ?? null),
    paymentMethodID: methodId,
    isPending: isPendingStat(invoice.onlineStat),
    totalString: centsToDecimal(sums.invoiceTotal),
    balanceString: centsToDecimal(sums.outstanding),
    shipStatus: shipStatusLabel(invoice),
    isShipped: invoice.isShipped,
    isPickup: invoice.pickup,
    paddleNumber: invoice.paddleNumber,
    canHouseProcessCards: canHouseProcessCards(invoice, house),
  };
}

/**
 * What `groupInfo/processCards?summary=true` adds to a row (inferred): the names, item count, unpaid
 * additional charges and flags that group details and the editor derive over every invoice, so the
 * gateway needs the lines of one page only.
 */
export function groupSummaryFields(invoice: LoadedInvoice) {
  const sums = invoiceSums(invoice);
  const lines = visibleLines(invoice);
  return {
    firstName: invoice.firstName,
    lastName: invoice.lastName,
    itemCount: lines.length,
    pendingAdditionalCharges: centsToDecimal(sums.pendingAdditional),
    creditCardLimitExceeded: creditCardLimitExceeded(invoice, sums),
    hasLiveFee: lines.some((l) => l.liveFee !== 0),
  };
}
