import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadInvoices } from '../invoices/invoiceFactsQuery.js';
import { hasUnpaidAdditional, invoiceSums, visibleLines } from '../invoices/invoiceState.js';
import { centsToDecimal } from '../invoices/money.js';
import { changesBetween, recordAudit, snapshotOf, type Actor } from './audit.js';
import { loadInvoicePreview, type InvoicePreviewAnswer, type PreviewInvoiceView } from './invoicePreview.js';
import { templateSender, type TemplateRow } from './invoicePreviewSources.js';
import type { Mailer, OutgoingEmail } from '../mail/mailer.js';

/**
 * POST /invoiceGroup/{id}/invoiceSend (invoicing §2.5, §4 Send): e-mails each invoice to its buyer
 * (SMTP when configured; every e-mail is kept in invoice_emails either way), records the sent date (and
 * that of unpaid additional charges), writes the audit entries, and answers the confirmations. Runs in
 * the idempotent request's transaction: a replay sends nothing again.
 */

export interface SendConfirmation {
  invoiceID: number;
  memberName: string;
  email: string;
  companyID: number | null;
  channel: string;
  location: string;
  currencyCode: string;
  outstandingBalance: string;
  invoiceStatus: string;
  invoiceSentDate: string | null;
}

export interface SendAnswer {
  success: boolean;
  invoiceGroupID: number;
  invoiceGroupTitle: string;
  confirmations: SendConfirmation[];
  totals: { invoiceCount: number; itemCount: number; invoiceTotal: string; outstandingBalance: string };
}

function emailOf(
  preview: InvoicePreviewAnswer,
  invoice: PreviewInvoiceView,
  template: TemplateRow,
): OutgoingEmail {
  const house = preview.house.houseName;
  const money = (amount: string) => `${amount} ${invoice.currencyCode}`;
  const lines = invoice.invoiceItems.map(
    (l) => `  Lot ${l.lotNumber}${l.restricted ? '*' : ''}  ${l.title}  ${money(l.total)}`,
  );
  const text = [
    `${house}`,
    `Invoice #${invoice.invoiceID} — ${preview.invoiceGroupTitle}`,
    '',
    `Bill to: ${invoice.billing.address.name}`,
    '',
    ...lines,
    ...(invoice.invoiceItems.some((l) => l.restricted)
      ? ['', '*this item is restricted and cannot be paid for online']
      : []),
    '',
    `Invoice total: ${money(invoice.invoiceTotal)}`,
    `Payments made: ${money(invoice.paymentsMade)}`,
    `Total due: ${money(invoice.totalDue)}`,
    `Payable online: ${money(invoice.onlineTotal)}`,
    ...(invoice.acceptedCards.length > 0 ? [`Cards accepted: ${invoice.acceptedCards.join(', ')}`] : []),
    ...(invoice.allowACHPayment ? ['ACH bank transfer accepted.'] : []),
    ...(invoice.paypal.url ? [`Pay with PayPal: ${invoice.paypal.url}`] : []),
    ...preview.invoiceMessages.flatMap((m) => ['', m.headerLC, m.detail].filter((s) => s !== '')),
  ].join('\n');
  return {
    to: invoice.emailTo,
    ...templateSender(template, house),
    subject: template.subject.trim() || `Invoice #${invoice.invoiceID} from ${house}`,
    text,
  };
}

export async function sendInvoices(
  trx: Transaction<DB>,
  input: {
    houseId: number;
    invoiceGroupId: number;
    invoiceIds: readonly number[];
    actor: Actor;
    mailer: Mailer;
    now: Date;
  },
): Promise<SendAnswer> {
  const { houseId, invoiceGroupId } = input;
  const {
    answer: preview,
    template,
    invoices: before,
  } = await loadInvoicePreview(trx, houseId, invoiceGroupId, input.invoiceIds);
  for (const view of preview.invoices.invoiceList) {
    const email = emailOf(preview, view, template);
    await input.mailer.send(email);
    await trx
      .insertInto('invoice_emails')
      .values({
        house_id: houseId,
        invoice_id: view.invoiceID,
        invoice_group_id: invoiceGroupId,
        to_address: email.to,
        from_address: email.from,
        bcc: email.bcc,
        subject: email.subject,
        body: email.text,
        delivery: input.mailer.delivery,
      })
      .execute();
  }
  const ids = before.map((i) => i.id);
  if (ids.length > 0) {
    await trx.updateTable('invoices').set({ sent_at: input.now }).where('id', 'in', ids).execute();
    const withExtras = before.filter(hasUnpaidAdditional).map((i) => i.id);
    if (withExtras.length > 0)
      await trx
        .updateTable('invoices')
        .set({ add_sent_at: input.now })
        .where('id', 'in', withExtras)
        .execute();
  }
  const after = new Map((await loadInvoices(trx, { houseId, invoiceIds: ids })).map((i) => [i.id, i]));
  await recordAudit(
    trx,
    input.actor,
    before.map((invoice) => {
      const now = after.get(invoice.id) ?? invoice;
      return {
        houseId,
        invoiceId: invoice.id,
        action: 'SENT' as const,
        summary: `Invoice e-mailed to ${invoice.email}`,
        changes: changesBetween(snapshotOf(invoice), snapshotOf(now)),
      };
    }),
  );

  const { answer: sentPreview } = await loadInvoicePreview(trx, houseId, invoiceGroupId, ids);
  let itemCount = 0;
  let totalCents = 0;
  let outstandingCents = 0;
  for (const invoice of after.values()) {
    const sums = invoiceSums(invoice);
    itemCount += visibleLines(invoice).length;
    totalCents += sums.invoiceTotal;
    outstandingCents += sums.outstanding;
  }
  return {
    success: true,
    invoiceGroupID: preview.invoiceGroupID,
    invoiceGroupTitle: preview.invoiceGroupTitle,
    confirmations: sentPreview.invoices.invoiceList.map(confirmationOf),
    totals: {
      invoiceCount: ids.length,
      itemCount,
      invoiceTotal: centsToDecimal(totalCents),
      outstandingBalance: centsToDecimal(outstandingCents),
    },
  };
}

/** A confirmation from the invoice's preview view (the same values the Sent Invoices page shows). */
export function confirmationOf(view: PreviewInvoiceView): SendConfirmation {
  return {
    invoiceID: view.invoiceID,
    memberName: view.billing.address.name,
    email: view.emailTo,
    companyID: view.companyId,
    channel: view.channel,
    location: view.location,
    currencyCode: view.currencyCode,
    outstandingBalance: view.totalDue,
    invoiceStatus: view.invoiceStatus,
    invoiceSentDate: view.invoiceSentDate,
  };
}
