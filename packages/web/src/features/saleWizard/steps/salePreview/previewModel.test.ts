import { describe, expect, it } from 'vitest';
import {
  lotAmountText,
  lotLabel,
  parsePageSize,
  PREVIEW_DEFAULT_PAGE_SIZE,
  PREVIEW_PAGE_SIZES,
  type PreviewLot,
} from './previewModel';

const lot = (over: Partial<PreviewLot> = {}): PreviewLot => ({
  id: '1',
  displayNumber: '12A',
  invNumber: 'INV-77',
  title: 'Blue and white Vase',
  lowEstimate: '100',
  highEstimate: '2000',
  price: null,
  primaryImageUrl: null,
  editPath: null,
  ...over,
});

describe('the preview pages', () => {
  it('offers 50, 100 and 200 with 50 as the default (sales §9)', () => {
    expect([...PREVIEW_PAGE_SIZES]).toEqual([50, 100, 200]);
    expect(PREVIEW_DEFAULT_PAGE_SIZE).toBe(50);
    expect(parsePageSize('200')).toBe(200);
    expect(parsePageSize('75')).toBe(50);
    expect(parsePageSize(null)).toBe(50);
  });
});

describe('the money line of a lot', () => {
  it('shows the estimate range for a session and the price for a bin sale', () => {
    expect(lotAmountText(lot(), false, 'USD')).toBe('$100 - $2,000');
    expect(lotAmountText(lot({ highEstimate: null }), false, 'USD')).toBe('$100');
    expect(lotAmountText(lot({ lowEstimate: '', highEstimate: null }), false, 'USD')).toBeNull();
    expect(lotAmountText(lot({ price: '1250000' }), true, 'USD')).toBe('$1,250,000');
    expect(lotAmountText(lot({ price: null }), true, 'USD')).toBeNull();
  });

  it("formats through the app's money formatter, in the sale currency (sales §9)", () => {
    expect(lotAmountText(lot({ lowEstimate: '0050', highEstimate: '75' }), false, 'GBP')).toBe('£50 - £75');
    expect(lotAmountText(lot({ price: '12.5' }), true, 'USD')).toBe('$12.50');
  });
});

describe('the lot label', () => {
  it('is the lot number, else the inventory number', () => {
    expect(lotLabel(lot())).toBe('Lot 12A');
    expect(lotLabel(lot({ displayNumber: null }))).toBe('Inv. INV-77');
    expect(lotLabel(lot({ displayNumber: null, invNumber: null }))).toBe('Unnumbered item');
  });
});
