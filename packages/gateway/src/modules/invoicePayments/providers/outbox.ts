import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { pageInfoFor, isValidPage } from '../../../shared/paging.js';
import { badUserInput, forbidden } from '../../../errors.js';
import type { InvoiceEmailPage } from '../../../__generated__/resolvers-types.js';
import { parseIdArg } from '../../invoices/index.js';
import { paymentsCall } from './common.js';

const MAX_PAGE_SIZE = 200;

/** The invoice e-mail outbox (super users only), newest first. */
export async function invoiceEmailOutbox(
  context: GatewayContext,
  args: {
    invoiceGroupId?: string | null;
    invoiceId?: string | null;
    page?: number | null;
    pageSize?: number | null;
  },
): Promise<InvoiceEmailPage> {
  const viewer = await context.requireViewer();
  if (!viewer.isSuperUser) throw forbidden(INVOICE_PAYMENT_MESSAGES.superUserOnly);
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 50;
  if (!isValidPage(page)) throw badUserInput('Page must be a whole number from 1', 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw badUserInput(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 'pageSize');
  const { scope, api } = await paymentsCall(context);
  const answer = await api.invoiceEmails(scope.houseRef, {
    invoiceGroupId: args.invoiceGroupId ? parseIdArg(args.invoiceGroupId, 'invoiceGroupId') : null,
    invoiceId: args.invoiceId ? parseIdArg(args.invoiceId, 'invoiceId') : null,
    page,
    size: pageSize,
  });
  return {
    items: answer.emails.map((e) => ({
      id: String(e.id),
      invoiceId: String(e.invoiceID),
      invoiceGroupId: String(e.invoiceGroupID),
      to: e.to,
      from: e.from,
      bcc: e.bcc,
      subject: e.subject,
      text: e.text,
      createdAt: e.createdAt,
      delivery: e.delivery === 'smtp' ? 'SMTP' : 'OUTBOX',
    })),
    pageInfo: pageInfoFor(page, pageSize, answer.totalRecords),
  };
}
