import { visibleLines, type InvoiceFacts } from './invoiceFacts.js';

export type ShipStatus = 'SHIPPED' | 'PICKED_UP' | 'PARTIAL' | 'NOT_SHIPPED';

export const SHIP_STATUS_LABELS: Readonly<Record<ShipStatus, string>> = {
  SHIPPED: 'Shipped',
  PICKED_UP: 'Picked Up',
  PARTIAL: 'Partial',
  NOT_SHIPPED: 'Not Shipped',
};

/**
 * Ship status (invoicing §4): Shipped — or Picked Up for a pickup invoice — when the invoice is marked
 * shipped or every non-hidden line is; Partial when some are; otherwise Not Shipped.
 */
export function shipStatus(invoice: Pick<InvoiceFacts, 'isShipped' | 'pickup' | 'lines'>): ShipStatus {
  const lines = visibleLines(invoice);
  const shipped = lines.filter((l) => l.shipped).length;
  if (invoice.isShipped || (lines.length > 0 && shipped === lines.length))
    return invoice.pickup ? 'PICKED_UP' : 'SHIPPED';
  return shipped > 0 ? 'PARTIAL' : 'NOT_SHIPPED';
}
