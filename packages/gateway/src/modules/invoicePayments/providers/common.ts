import { INVOICE_PAYMENT_MESSAGES, validateIdempotencyKey } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { hasAccess } from '../../../domain/accessFlags.js';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../../domain/invoices/invoiceStatus.js';
import { badUserInput, forbidden, ruleViolationsError } from '../../../errors.js';
import { InvoicePaymentsApi } from '../../../rest/house/invoicePaymentsApi.js';
import { parseIdArg } from '../../invoices/providers/invoiceEditingService.js';
import { scopeOf } from '../../invoices/providers/scope.js';
import type { InvoiceEditingScope } from '../../invoices/models.js';

/** What every invoice-payments resolver starts from: the caller's scope and the typed REST calls. */
export interface PaymentsCall {
  scope: InvoiceEditingScope;
  api: InvoicePaymentsApi;
}

export async function paymentsCall(context: GatewayContext): Promise<PaymentsCall> {
  return { scope: await scopeOf(context), api: new InvoicePaymentsApi(context.rest.house) };
}

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

export function requireIdempotencyKey(key: string): string {
  const violations = validateIdempotencyKey(key);
  if (violations.length > 0) throw ruleViolationsError(violations);
  return key;
}

/** The guard checked one flag; money actions on invoices need the invoices flag too. */
export async function requireInvoicesAccess(context: GatewayContext): Promise<void> {
  if (!hasAccess(await context.requireViewer(), 'invoices')) throw forbidden();
}

const STATUS_OF_LABEL = new Map(
  (Object.entries(INVOICE_STATUS_LABELS) as [InvoiceStatus, string][]).map(([status, label]) => [
    label,
    status,
  ]),
);

/** The upstream's status label ('Partial Paid') as the schema's enum (PARTIAL_PAID). */
export function invoiceStatusOfLabel(label: string): InvoiceStatus {
  const status = STATUS_OF_LABEL.get(label);
  if (!status) throw new Error(`unknown invoice status label "${label}"`);
  return status;
}

/** MM/DD/YYYY → YYYY-MM-DD. */
export function isoOfUs(us: string): string {
  const [m, d, y] = us.split('/');
  return `${y}-${m}-${d}`;
}
export const isoOfUsOrNull = (us: string | null | undefined): string | null => (us ? isoOfUs(us) : null);
