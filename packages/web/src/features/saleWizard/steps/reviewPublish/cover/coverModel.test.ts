import { describe, expect, it } from 'vitest';
import {
  canSaveCover,
  COVER_GRID_COLUMNS,
  coverCandidates,
  coverLotLabel,
  currentCoverLotId,
  type CoverLot,
} from './coverModel';

const lot = (id: string, over: Partial<CoverLot> = {}): CoverLot => ({
  id,
  lotNumber: id,
  displayNumber: id,
  invNumber: null,
  title: `Item ${id}`,
  primaryImageUrl: `/img/${id}.jpg`,
  deleted: false,
  ...over,
});

describe('the cover photo choices', () => {
  it('is a grid of 4 columns (sales §9)', () => {
    expect(COVER_GRID_COLUMNS).toBe(4);
  });

  it('offers the non-deleted lots that have an image', () => {
    const lots = [lot('1'), lot('2', { primaryImageUrl: null }), lot('3', { deleted: true }), lot('4')];
    expect(coverCandidates(lots).map((l) => l.id)).toEqual(['1', '4']);
  });

  it('finds the lot of the current cover', () => {
    expect(currentCoverLotId([lot('1'), lot('2')], '/img/2.jpg')).toBe('2');
    expect(currentCoverLotId([lot('1')], '/elsewhere.jpg')).toBeNull();
    expect(currentCoverLotId([lot('1')], null)).toBeNull();
  });

  it('saves a new choice, or the same one again when the cover needs attention (130)', () => {
    expect(canSaveCover(null, null, false)).toBe(false);
    expect(canSaveCover('1', '1', false)).toBe(false);
    expect(canSaveCover('2', '1', false)).toBe(true);
    expect(canSaveCover('1', '1', true)).toBe(true);
  });

  it('labels a lot by number, else inventory number', () => {
    expect(coverLotLabel(lot('7', { displayNumber: '7B' }))).toBe('Lot 7B');
    expect(coverLotLabel(lot('7', { displayNumber: null, lotNumber: null, invNumber: 'X-1' }))).toBe(
      'Inv. X-1',
    );
  });
});
