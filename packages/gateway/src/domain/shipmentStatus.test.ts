import { describe, expect, it } from 'vitest';
import { shipmentLabel, shipmentStatusPill } from './shipmentStatus.js';

describe('shipment status pills (invoicing §4, §8)', () => {
  it('names each status as the pills do', () => {
    expect(
      (['pending', 'in_transit', 'completed', 'cancelled', 'confirmed', 'collected'] as const).map(
        shipmentStatusPill,
      ),
    ).toEqual(['pending', 'in transit', 'delivered', 'canceled', 'confirmed', 'collected']);
  });
  it('reads "Multiple packages (n)" for a shipment in several parcels', () => {
    expect(shipmentLabel({ shipmentStatus: 'in_transit', packageCount: 1 })).toBe('in transit');
    expect(shipmentLabel({ shipmentStatus: 'in_transit', packageCount: 3 })).toBe('Multiple packages (3)');
  });
});
