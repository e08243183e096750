import { describe, expect, it } from 'vitest';
import { lineColumns } from './lineColumns';

describe('lineColumns (invoicing §2.2)', () => {
  it('lists every column in the spec order with Live Fee and Shipping Status when they apply', () => {
    expect(lineColumns({ anyLiveFee: true, shippingFeature: true }).map((c) => c.label)).toEqual([
      'Session',
      'Lot',
      'Hammer',
      'BP',
      'Live Fee',
      'Tax',
      'S/H',
      'Insurance',
      'Other',
      'Total',
      'Disputes',
      'Invoice Status',
      'Shipping Status',
    ]);
  });
  it('drops Live Fee when no line has one, and Shipping Status without the feature flag', () => {
    const labels = lineColumns({ anyLiveFee: false, shippingFeature: false }).map((c) => c.label);
    expect(labels).not.toContain('Live Fee');
    expect(labels).not.toContain('Shipping Status');
    expect(labels).toHaveLength(11);
  });
});
