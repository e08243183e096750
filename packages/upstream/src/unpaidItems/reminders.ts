import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { loadInvoices } from '../invoices/invoiceFactsQuery.js';
import { invoiceSums } from '../invoices/invoiceState.js';
import { centsToDecimal } from '../invoices/money.js';
import type { Mailer, OutgoingEmail } from '../mail/mailer.js';
import { groupSender } from './groupSender.js';
import { deadlineOf, type PipelineSettings } from './pipelineRules.js';

/**
 * A payment reminder e-mail (issue 36): from the house's invoice template (the group's: its sender,
 * bcc and subject) where it has them, naming the invoice, the amount due and the deadline. Sent
 * through the app's mailer and kept in the outbox (invoice_emails) like every invoice e-mail.
 */
export async function sendReminder(
  trx: Transaction<DB>,
  mailer: Mailer,
  input: { houseId: number; invoiceId: number; settings: PipelineSettings },
): Promise<void> {
  const [invoice] = await loadInvoices(trx, { houseId: input.houseId, invoiceIds: [input.invoiceId] });
  if (!invoice?.sentAt) return;
  const sender = await groupSender(trx, input.houseId, invoice.invoiceGroupId);
  const deadline = deadlineOf(invoice.sentAt, input.settings).toISOString().slice(0, 10);
  const due = centsToDecimal(invoiceSums(invoice).outstanding);
  const subject = sender.subject
    ? `Reminder: ${sender.subject}`
    : `Reminder: invoice #${invoice.id} from ${sender.houseName}`;
  const email: OutgoingEmail = {
    to: invoice.email,
    from: sender.from,
    bcc: sender.bcc,
    subject,
    text: [
      `Dear ${invoice.firstName} ${invoice.lastName},`,
      '',
      `Invoice #${invoice.id} from ${sender.houseName} is not paid yet.`,
      `Amount due: ${due}`,
      `Payment deadline: ${deadline}`,
      '',
      'Please pay by the deadline. If you have paid already, please disregard this reminder.',
    ].join('\n'),
  };
  await mailer.send(email);
  await trx
    .insertInto('invoice_emails')
    .values({
      house_id: input.houseId,
      invoice_id: invoice.id,
      invoice_group_id: invoice.invoiceGroupId,
      to_address: email.to,
      from_address: email.from,
      bcc: email.bcc,
      subject: email.subject,
      body: email.text,
      delivery: mailer.delivery,
    })
    .execute();
}
