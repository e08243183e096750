import { validateIdempotencyKey } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { hasAccess } from '../../../shared/accessFlags.js';
import { type InvoiceEditingScope, scopeOf } from '../../invoices/index.js';
import { forbidden, ruleViolationsError } from '../../../errors.js';
import { InvoicePaymentsApi } from '../../../rest/house/invoicePaymentsApi.js';

/** What every invoice-payments resolver starts from: the caller's scope and the typed REST calls. */
export interface PaymentsCall {
  scope: InvoiceEditingScope;
  api: InvoicePaymentsApi;
}

export async function paymentsCall(context: GatewayContext): Promise<PaymentsCall> {
  return { scope: await scopeOf(context), api: new InvoicePaymentsApi(context.rest.house) };
}

export function requireIdempotencyKey(key: string): string {
  const violations = validateIdempotencyKey(key);
  if (violations.length > 0) throw ruleViolationsError(violations);
  return key;
}

/** The guard checked one flag; money actions on invoices need the invoices flag too. */
export async function requireInvoicesAccess(context: GatewayContext): Promise<void> {
  if (!hasAccess(await context.requireViewer(), 'invoices')) throw forbidden();
}
