import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import type {
  InvoiceAddressFieldsFragment,
  InvoicePreviewQuery,
  PreviewInvoiceFieldsFragment,
} from '../../../../__generated__/graphql';
import { formatShortDate } from '../../../../ui/formatters';
import { currencySymbol, formatMoney, sumMoney, toCents } from '../../../../ui/moneyFormat';
import type { InvoiceSheetModel, SheetColumn, SheetField, SheetTotal } from './sheetModel';

type Preview = NonNullable<InvoicePreviewQuery['invoicePreview']>;

/** An address as printed lines: name, street, 'City, ST 12345', country, phone, e-mail. */
export function addressLines(
  address: InvoiceAddressFieldsFragment,
  options: { skipName?: string } = {},
): string[] {
  const region = address.state || address.province;
  const cityLine = [address.city, [region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.name && address.name !== options.skipName ? address.name : '',
    address.line1,
    address.line2,
    cityLine,
    address.country,
    address.phone,
    address.email,
  ].filter((line) => line.trim() !== '');
}

const isZero = (value: string) => (toCents(value) ?? 0) === 0;

function lineColumns(invoice: PreviewInvoiceFieldsFragment, showLiveFee: boolean): SheetColumn[] {
  const money = (label: string): SheetColumn => ({ label, align: 'right' });
  return [
    { label: 'Session', align: 'left' },
    { label: 'Lot', align: 'left' },
    { label: 'Title', align: 'left', grow: true },
    money('Hammer'),
    money('BP'),
    ...(showLiveFee ? [money('Live Fee')] : []),
    ...(invoice.showCostsPerItem
      ? [money('Tax'), money('S/H'), money('Insurance'), money('Other'), money('Total')]
      : [money('Amount')]),
  ];
}

function appliesTo(charge: PreviewInvoiceFieldsFragment['taxesAndFees'][number]): string {
  return [
    charge.appliesToHammer ? 'Hammer' : '',
    charge.appliesToLiveFee ? 'Live Fee' : '',
    charge.appliesToPremium ? 'BP' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * One previewed invoice as the sheet model. Per-item costs (tax, S/H, insurance, other) get their own
 * columns only when the invoice charges costs per item; otherwise a line shows hammer, BP and live fee
 * and the charges appear in the totals.
 */
export function toSheetModel(preview: Preview, invoice: PreviewInvoiceFieldsFragment): InvoiceSheetModel {
  const symbol = currencySymbol(invoice.currencyCode);
  const money = (value: string) => formatMoney(value, symbol);
  const showLiveFee = invoice.lines.some((line) => !isZero(line.liveFee)) || !isZero(invoice.amounts.liveFee);
  const name = `${invoice.billing.firstName} ${invoice.billing.lastName}`.trim();

  const details: SheetField[] = [
    { label: 'Invoice #', value: invoice.id },
    { label: 'Date', value: invoice.sentDate ? formatShortDate(invoice.sentDate) : 'Not sent yet' },
    ...(invoice.paddleNumber ? [{ label: 'Paddle #', value: invoice.paddleNumber }] : []),
    { label: 'Delivery', value: invoice.deliveryMode === 'PICKUP' ? 'Pickup' : 'Shipping' },
    { label: 'Currency', value: invoice.currencyCode },
  ];

  const lines = invoice.lines.map((line) => ({
    key: line.id,
    restricted: line.restricted,
    cells: [
      line.sessionIdentifier,
      `${line.lotNumber}${line.restricted ? '*' : ''}`,
      line.title,
      money(line.hammer),
      money(line.premium),
      ...(showLiveFee ? [money(line.liveFee)] : []),
      ...(invoice.showCostsPerItem
        ? [money(line.tax), money(line.shipping), money(line.insurance), money(line.other), money(line.total)]
        : [money(sumMoney([line.hammer, line.premium, line.liveFee]))]),
    ],
  }));

  const { amounts } = invoice;
  const totals: SheetTotal[] = [
    { label: 'Hammer', value: money(amounts.hammer) },
    { label: "Buyer's Premium", value: money(amounts.premium) },
    ...(showLiveFee ? [{ label: 'Live Fee', value: money(amounts.liveFee) }] : []),
    { label: 'Tax', value: money(amounts.tax) },
    { label: 'Shipping & Handling', value: money(amounts.shipHandle) },
    { label: 'Insurance', value: money(amounts.insurance) },
    { label: 'Other', value: money(amounts.misc) },
    { label: 'Invoice Total', value: money(invoice.invoiceTotal), strong: true },
    { label: 'Payments Made', value: money(invoice.paymentsMade) },
    { label: 'Total Due', value: money(invoice.totalDue), strong: true },
  ];

  return {
    invoiceId: invoice.id,
    houseName: preview.house.name,
    houseAddress: preview.house.address
      ? addressLines(preview.house.address, { skipName: preview.house.name })
      : [],
    details,
    // The e-mail the invoice goes to, once (the address may carry the same one).
    billTo: [
      ...new Set([name, ...addressLines(invoice.billing.address, { skipName: name }), invoice.emailTo]),
    ].filter(Boolean),
    sessions: invoice.sessions.map((s) =>
      [s.identifier, s.title, formatShortDate(s.date)].filter(Boolean).join(' · '),
    ),
    columns: lineColumns(invoice, showLiveFee),
    lines,
    restrictedNote: invoice.hasRestrictedItems ? INVOICE_PAYMENT_MESSAGES.restrictedItem : null,
    taxesAndFees: invoice.taxesAndFees.map((charge) => ({
      label: `${charge.name} (${charge.rate}%${appliesTo(charge) ? ` on ${appliesTo(charge)}` : ''})`,
      value: money(charge.amount),
    })),
    totals,
    payments: invoice.payments.map((payment) => ({
      label: [payment.date ? formatShortDate(payment.date) : '', payment.method].filter(Boolean).join(' · '),
      value: money(payment.amount),
    })),
    messages: [...preview.messages]
      .sort((a, b) => a.sequence - b.sequence)
      .map((m) => ({ header: m.header, detail: m.detail })),
    payment: {
      acceptedCards: invoice.acceptedCards,
      paypalUrl: invoice.paypalUrl ?? null,
      achAllowed: invoice.allowAchPayment,
      onlineTotal: money(invoice.onlineTotal),
      restrictedTotal: isZero(invoice.restrictedTotal) ? null : money(invoice.restrictedTotal),
    },
    currencyCode: invoice.currencyCode,
  };
}
