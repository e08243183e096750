import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/httpError.js';
import { isoToUs, loadPaymentMethods } from '../invoiceGroups/groupDetailView.js';
import { ruleApplies, type ChargeRule } from '../invoices/invoiceBuilder.js';
import {
  loadInvoices,
  requireInvoiceGroup,
  type LoadedInvoice,
  type LoadedLine,
} from '../invoices/invoiceFactsQuery.js';
import {
  additionalTotal,
  invoiceStatusLabel,
  invoiceSums,
  lineRegularTotal,
} from '../invoices/invoiceState.js';
import { centsToDecimal, divRoundHalfUp, RATE_SCALE, toSafeNumber } from '../invoices/money.js';
import { formatUsDate } from '../invoices/usDate.js';
import { loadTemplateMessages } from '../invoiceTemplates/templateMessages.js';
import {
  loadHouseAddress,
  loadTemplate,
  type AddressView,
  type TemplateRow,
} from './invoicePreviewSources.js';
import { loadPaymentOptions, type PaymentOptions } from './paymentOptions.js';

/**
 * POST /invoiceGroup/{id}/invoicePreview (invoicing §2.4, §3 "Invoice amounts in preview"): the listed
 * invoices laid out for print with the house, its address, the template's messages, taxes and fees,
 * and the payment options. Also the source of the invoice e-mail's text.
 */

/** 8875 thousandths of a percent → "8.875"; 8000 → "8". */
export function formatRate(rate: number): string {
  const whole = Math.trunc(rate / 1000);
  const fraction = String(rate % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

interface ChargeRuleRow extends ChargeRule {
  name: string;
}

/** Σ over the lines of each rule's base × rate, rounded once per rule. */
function taxesAndFeesOf(rules: readonly ChargeRuleRow[], lines: readonly LoadedLine[]) {
  return rules.map((rule) => {
    let exact = 0n;
    for (const line of lines) {
      const base =
        (rule.appliesHammer ? line.hammer : 0) +
        (rule.appliesPremium ? line.premium : 0) +
        (rule.appliesLiveFee ? line.liveFee : 0);
      exact += BigInt(base) * BigInt(rule.rate);
    }
    return {
      type: rule.kind,
      name: rule.name,
      rate: formatRate(rule.rate),
      appliesHammer: rule.appliesHammer,
      appliesPremium: rule.appliesPremium,
      appliesLiveFee: rule.appliesLiveFee,
      amount: centsToDecimal(toSafeNumber(divRoundHalfUp(exact, BigInt(RATE_SCALE)))),
    };
  });
}

/** 'City, ST, US' — the buyer's location as the Sent Invoices page shows it. */
export function locationOf(address: {
  city: string;
  state: string;
  province: string;
  country: string;
}): string {
  return [address.city, address.state || address.province, address.country]
    .filter((p) => p.trim() !== '')
    .join(', ');
}

const unpaidAdditional = (line: LoadedLine): number => (line.add.paid ? 0 : additionalTotal(line.add));

/** The payments made, by date and method; they add up to the invoice's payments made. */
function paymentsOf(invoice: LoadedInvoice, methodNames: ReadonlyMap<number, string>) {
  const entries = new Map<string, { date: string | null; method: string; cents: number }>();
  let last: string | null = null;
  const add = (date: string | null, method: string, cents: number) => {
    const key = `${date ?? ''}|${method}`;
    const entry = entries.get(key) ?? { date, method, cents: 0 };
    entry.cents += cents;
    entries.set(key, entry);
    last = key;
  };
  for (const line of invoice.lines.filter((l) => !l.suppress)) {
    const method =
      line.paymentMethodId === null ? 'Payment' : (methodNames.get(line.paymentMethodId) ?? 'Payment');
    const cents = line.amountPaid + (line.add.paid ? additionalTotal(line.add) : 0);
    if (cents !== 0) add(line.paidDate ?? line.add.paidDate, method, cents);
  }
  const invoiceLevel =
    (invoice.isPaid ? additionalTotal(invoice.charges) : 0) +
    (invoice.add.paid ? additionalTotal(invoice.add) : 0);
  if (invoiceLevel !== 0) {
    const target = last === null ? undefined : entries.get(last);
    if (target) target.cents += invoiceLevel;
    else add(invoice.add.paidDate, 'Payment', invoiceLevel);
  }
  return [...entries.values()]
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))
    .map((e) => ({ date: isoToUs(e.date), method: e.method, amount: centsToDecimal(e.cents) }));
}

function paypalUrl(
  options: PaymentOptions,
  template: TemplateRow,
  invoiceId: number,
  amount: string,
): string | null {
  if (!template.paypal || template.paypalEmail.trim() === '') return null;
  const query = new URLSearchParams({
    cmd: '_xclick',
    business: template.paypalEmail.trim(),
    item_name: `Invoice ${invoiceId}`,
    amount,
    currency_code: options.currencyCode,
  });
  return `https://www.paypal.com/cgi-bin/webscr?${query.toString()}`;
}

export type PreviewInvoiceView = ReturnType<typeof previewInvoiceView>;

function previewInvoiceView(
  invoice: LoadedInvoice,
  ctx: {
    bidders: ReadonlyMap<number, { line1: string; postalCode: string; phone: string }>;
    catalogs: ReadonlyMap<number, { title: string; identifier: string; date: string }>;
    rules: readonly ChargeRuleRow[];
    methodNames: ReadonlyMap<number, string>;
    options: PaymentOptions;
    template: TemplateRow;
    timeZone: string;
  },
) {
  const sums = invoiceSums(invoice);
  const lines = invoice.lines.filter((l) => !l.suppress);
  const restrictedCents = lines
    .filter((l) => l.restricted && !l.paid)
    .reduce((acc, l) => acc + lineRegularTotal(l) + unpaidAdditional(l), 0);
  const onlineCents = Math.max(0, sums.outstanding - restrictedCents);
  const online = centsToDecimal(onlineCents);
  const bidder = ctx.bidders.get(invoice.bidderId);
  const catalogIds = [...new Set(lines.map((l) => l.catalogId))];
  return {
    invoiceID: invoice.id,
    billing: {
      firstName: invoice.firstName,
      lastName: invoice.lastName,
      address: {
        name: `${invoice.firstName} ${invoice.lastName}`.trim(),
        line1: bidder?.line1 ?? '',
        line2: '',
        city: invoice.city,
        state: invoice.state,
        province: invoice.province,
        postalCode: bidder?.postalCode ?? '',
        country: invoice.country,
        phone: bidder?.phone ?? '',
        email: invoice.email,
      },
    },
    location: locationOf(invoice),
    emailTo: invoice.email,
    paddleNumber: invoice.paddleNumber,
    channel: invoice.channel,
    companyId: invoice.companyId,
    pickup: invoice.pickup,
    showCostsPerItem: invoice.applyCostPerLot,
    invoiceSentDate: invoice.sentAt ? formatUsDate(invoice.sentAt, ctx.timeZone) : null,
    invoiceStatus: invoiceStatusLabel(invoice),
    currencyCode: ctx.options.currencyCode,
    auctionList: catalogIds.flatMap((id) => {
      const c = ctx.catalogs.get(id);
      return c ? [{ catalogID: id, ...c }] : [];
    }),
    invoiceItems: lines.map((l) => ({
      invoiceDetailID: l.id,
      lotNumber: `${l.lotNumber}${l.lotNumberExt}`,
      title: l.lotTitle,
      saleIdentifier: l.saleIdentifier,
      restricted: l.restricted,
      paid: l.paid,
      hammer: centsToDecimal(l.hammer),
      premium: centsToDecimal(l.premium),
      livefee: centsToDecimal(l.liveFee),
      tax: centsToDecimal(l.tax + l.add.tax),
      shipping: centsToDecimal(l.shipping + l.add.shipping),
      insurance: centsToDecimal(l.insurance + l.add.insurance),
      other: centsToDecimal(l.other + l.add.other),
      total: centsToDecimal(lineRegularTotal(l) + additionalTotal(l.add)),
    })),
    taxesAndFees: taxesAndFeesOf(ctx.rules, lines),
    amounts: {
      hammer: centsToDecimal(sums.hammer),
      premium: centsToDecimal(sums.premium),
      livefee: centsToDecimal(sums.liveFee),
      tax: centsToDecimal(sums.tax + sums.additional.tax),
      shipHandle: centsToDecimal(sums.shipping + sums.additional.shipping),
      insurance: centsToDecimal(sums.insurance + sums.additional.insurance),
      misc: centsToDecimal(sums.other + sums.additional.other),
      total: centsToDecimal(sums.invoiceTotal),
    },
    invoiceTotal: centsToDecimal(sums.invoiceTotal),
    paymentsMade: centsToDecimal(sums.paymentsMade),
    payments: paymentsOf(invoice, ctx.methodNames),
    totalDue: centsToDecimal(sums.outstanding),
    restrictedTotal: centsToDecimal(restrictedCents),
    onlineTotal: online,
    acceptedCards: ctx.options.acceptedCards,
    paypal: { url: paypalUrl(ctx.options, ctx.template, invoice.id, online) },
    allowACHPayment: ctx.options.allowACHPayment,
  };
}

export interface InvoicePreviewAnswer {
  invoiceGroupID: number;
  invoiceGroupTitle: string;
  house: { houseName: string; currencyCode: string };
  houseAddress: AddressView | null;
  invoiceMessages: { headerLC: string; detail: string; index: number }[];
  invoices: { invoiceList: PreviewInvoiceView[] };
}

/** The preview of some invoices of a group, in the order asked for; 404 for an id not in the group. */
export async function loadInvoicePreview(
  db: Kysely<DB>,
  houseId: number,
  invoiceGroupId: number,
  invoiceIds: readonly number[],
): Promise<{ answer: InvoicePreviewAnswer; template: TemplateRow; invoices: LoadedInvoice[] }> {
  const group = await requireInvoiceGroup(db, houseId, invoiceGroupId);
  const loaded = await loadInvoices(db, { houseId, invoiceGroupId, invoiceIds });
  const byId = new Map(loaded.map((i) => [i.id, i]));
  const ordered = [...new Set(invoiceIds)].map((id) => {
    const invoice = byId.get(id);
    if (!invoice) throw notFound('INVOICE_NOT_FOUND', `No invoice ${id} in this invoice group.`);
    return invoice;
  });
  const [options, template, methods, house] = await Promise.all([
    loadPaymentOptions(db, houseId),
    loadTemplate(db, houseId, group.settingsId),
    loadPaymentMethods(db),
    db.selectFrom('houses').select(['name', 'time_zone']).where('id', '=', houseId).executeTakeFirstOrThrow(),
  ]);
  const [address, messages, ruleRows, location, catalogRows, bidderRows] = await Promise.all([
    loadHouseAddress(db, houseId, template.houseAddressId),
    loadTemplateMessages(db, template.id),
    db
      .selectFrom('invoice_setting_charges')
      .selectAll()
      .where('settings_id', '=', template.id)
      .orderBy('kind', 'desc')
      .orderBy('sequence')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoice_group_catalogs')
      .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
      .innerJoin('house_addresses', 'house_addresses.id', 'catalogs.address_id')
      .select(['house_addresses.country', 'house_addresses.state'])
      .where('invoice_group_catalogs.invoice_group_id', '=', invoiceGroupId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('invoice_group_catalogs')
      .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
      .select(['catalogs.id', 'catalogs.title', 'catalogs.identifier', 'catalogs.starts_at'])
      .where('invoice_group_catalogs.invoice_group_id', '=', invoiceGroupId)
      .orderBy('catalogs.starts_at')
      .execute(),
    ordered.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('bidders')
          .select(['id', 'address_line1', 'postal_code', 'phone'])
          .where(
            'id',
            'in',
            ordered.map((i) => i.bidderId),
          )
          .execute(),
  ]);
  const rules: ChargeRuleRow[] = ruleRows
    .map((r) => ({
      kind: r.kind,
      name: r.name,
      rate: r.rate,
      country: r.country,
      state: r.state,
      appliesHammer: r.applies_hammer,
      appliesPremium: r.applies_premium,
      appliesLiveFee: r.applies_live_fee,
    }))
    .filter((rule) => location === undefined || ruleApplies(rule, location));
  const ctx = {
    bidders: new Map(
      bidderRows.map((b) => [b.id, { line1: b.address_line1, postalCode: b.postal_code, phone: b.phone }]),
    ),
    catalogs: new Map(
      catalogRows.map((c) => [
        c.id,
        { title: c.title, identifier: c.identifier, date: formatUsDate(c.starts_at, house.time_zone) },
      ]),
    ),
    rules,
    methodNames: new Map(methods.map((m) => [m.id, m.name])),
    options,
    template,
    timeZone: house.time_zone,
  };
  return {
    answer: {
      invoiceGroupID: group.id,
      invoiceGroupTitle: group.title,
      house: { houseName: house.name, currencyCode: options.currencyCode },
      houseAddress: address,
      invoiceMessages: messages
        .filter((m) => m.header.trim() !== '')
        .map((m) => ({ headerLC: m.header, detail: m.detail, index: m.sequence })),
      invoices: { invoiceList: ordered.map((invoice) => previewInvoiceView(invoice, ctx)) },
    },
    template,
    invoices: ordered,
  };
}
