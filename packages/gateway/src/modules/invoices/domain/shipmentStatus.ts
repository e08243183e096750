/**
 * Shipment status pills of invoicing §4: pending, in transit, delivered (from completed), canceled
 * (from cancelled), confirmed, collected; a shipment in several parcels reads "Multiple packages (n)"
 * (invoicing §8). For the invoices' Shipping Status column.
 */
export type ShipmentStatus = 'pending' | 'in_transit' | 'completed' | 'cancelled' | 'confirmed' | 'collected';

const PILLS: Readonly<Record<ShipmentStatus, string>> = {
  pending: 'pending',
  in_transit: 'in transit',
  completed: 'delivered',
  cancelled: 'canceled',
  confirmed: 'confirmed',
  collected: 'collected',
};

export function shipmentStatusPill(status: ShipmentStatus): string {
  return PILLS[status];
}

/** "Multiple packages (n)" for a shipment that travels in n > 1 parcels (shown beside its pill); else null. */
export function packagesLabel(packageCount: number): string | null {
  return packageCount > 1 ? `Multiple packages (${packageCount})` : null;
}
