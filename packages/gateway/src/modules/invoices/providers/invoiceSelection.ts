import { INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { badUserInput } from '../../../errors.js';
import { parseIdArg } from './invoiceService.js';

/*
 * The screens over some invoices of a group (the preview, the sent invoices, auto-charge, the money
 * actions) name them the same way: the group id, the invoice ids in the order given, and the
 * screen's cache identity.
 */

/** The invoice group id argument, as the upstream's path segment. */
export const groupIdArg = (value: string): string => String(parseIdArg(value, 'invoiceGroupId'));

/** Invoice ids in the order given (the preview's Prev/Next order), without repeats; at least one. */
export function orderedIds(values: readonly string[], field = 'invoiceIds'): number[] {
  const ids = [...new Set(values.map((v) => parseIdArg(v, field)))];
  if (ids.length === 0) throw badUserInput(INVOICE_PAYMENT_MESSAGES.invoicesRequired, field);
  return ids;
}

/** Cache identity of a screen over some invoices of a group: '12:5,9'. */
export const screenId = (invoiceGroupId: string, ids: readonly number[]): string =>
  `${invoiceGroupId}:${ids.join(',')}`;
