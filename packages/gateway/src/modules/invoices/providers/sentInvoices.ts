import { centsToMoney, moneyToCents } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { UpstreamError } from '../../../rest/errors.js';
import { InvoicePaymentsApi } from '../../../rest/house/invoicePaymentsApi.js';
import type { InvoiceSendResult, PreviewInvoiceAnswer } from '../../../rest/house/invoicePaymentsModels.js';
import { isoOfUsOrNull } from '../../../shared/houseDate.js';
import type { InvoiceSendConfirmation, SentInvoices } from '../../../__generated__/resolvers-types.js';
import { invoiceStatusOfLabel } from '../domain/invoiceStatus.js';
import { groupIdArg, orderedIds, screenId } from './invoiceSelection.js';
import { scopeOf } from './scope.js';

/*
 * The Sent Invoices screen (invoicing §2.5): after a send, from the send's answer; after a reload,
 * rebuilt from the invoice preview call.
 */

/**
 * The preview call answers 404 both for an unknown group and for an id not in it: only the first is
 * "no data" (null); the second stays a NOT_FOUND error.
 */
export async function orNullWhenGroupMissing<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof UpstreamError && error.upstreamCode === 'INVOICE_GROUP_NOT_FOUND') return null;
    throw error;
  }
}

function sentOf(
  invoiceGroupId: string,
  ids: readonly number[],
  title: string,
  confirmations: InvoiceSendConfirmation[],
  totals: SentInvoices['totals'],
): SentInvoices {
  return { id: screenId(invoiceGroupId, ids), invoiceGroupId, title, confirmations, totals };
}

/** The Sent Invoices page rebuilt from the preview (so it survives a reload). */
export async function sentInvoices(
  context: GatewayContext,
  invoiceGroupIdValue: string,
  invoiceIdValues: readonly string[],
): Promise<SentInvoices | null> {
  const invoiceGroupId = groupIdArg(invoiceGroupIdValue);
  const ids = orderedIds(invoiceIdValues);
  const scope = await scopeOf(context);
  const api = new InvoicePaymentsApi(context.rest.house);
  const answer = await orNullWhenGroupMissing(api.invoicePreview(scope.houseRef, invoiceGroupId, ids));
  if (!answer) return null;
  const list = answer.invoices.invoiceList;
  const sum = (pick: (i: PreviewInvoiceAnswer) => string) =>
    centsToMoney(list.reduce((acc, i) => acc + moneyToCents(pick(i)), 0));
  return sentOf(
    invoiceGroupId,
    ids,
    answer.invoiceGroupTitle,
    list.map((i) =>
      confirmationOf({
        invoiceID: i.invoiceID,
        memberName: i.billing.address.name,
        email: i.emailTo,
        companyID: i.companyId,
        channel: i.channel,
        location: i.location,
        currencyCode: i.currencyCode,
        outstandingBalance: i.totalDue,
        invoiceStatus: i.invoiceStatus,
        invoiceSentDate: i.invoiceSentDate,
      }),
    ),
    {
      invoiceCount: list.length,
      itemCount: list.reduce((acc, i) => acc + i.invoiceItems.length, 0),
      invoiceTotal: sum((i) => i.invoiceTotal),
      outstandingBalance: sum((i) => i.totalDue),
    },
  );
}

type UpstreamConfirmation = InvoiceSendResult['confirmations'][number];

export function confirmationOf(c: UpstreamConfirmation): InvoiceSendConfirmation {
  return {
    invoiceId: String(c.invoiceID),
    memberName: c.memberName,
    email: c.email,
    companyId: c.companyID,
    channel: c.channel,
    location: c.location,
    currencyCode: c.currencyCode,
    outstandingBalance: c.outstandingBalance,
    invoiceStatus: invoiceStatusOfLabel(c.invoiceStatus),
    invoiceStatusLabel: c.invoiceStatus,
    sentDate: isoOfUsOrNull(c.invoiceSentDate),
  };
}

/** The send answer as the Sent Invoices page's data. */
export function sentOfSendResult(
  invoiceGroupId: string,
  ids: readonly number[],
  result: InvoiceSendResult,
): SentInvoices {
  return sentOf(invoiceGroupId, ids, result.invoiceGroupTitle, result.confirmations.map(confirmationOf), {
    ...result.totals,
  });
}
