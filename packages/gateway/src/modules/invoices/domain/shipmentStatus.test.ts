import { describe, expect, it } from 'vitest';
import { packagesLabel, shipmentStatusPill } from './shipmentStatus.js';

describe('shipment status pills (invoicing §4, §8)', () => {
  it('names each status as the pills do', () => {
    expect(
      (['pending', 'in_transit', 'completed', 'cancelled', 'confirmed', 'collected'] as const).map(
        shipmentStatusPill,
      ),
    ).toEqual(['pending', 'in transit', 'delivered', 'canceled', 'confirmed', 'collected']);
  });
  it('reads "Multiple packages (n)" for a shipment in several parcels', () => {
    expect(packagesLabel(1)).toBeNull();
    expect(packagesLabel(2)).toBe('Multiple packages (2)');
    expect(packagesLabel(3)).toBe('Multiple packages (3)');
  });
});
