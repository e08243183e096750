import { REVIEW_MESSAGES } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import {
  featuredCandidates,
  featuredLotLabel,
  initialSelection,
  pickerVerdict,
  pickItem,
  type FeaturedLot,
} from './featuredModel';

const lot = (id: string, over: Partial<FeaturedLot> = {}): FeaturedLot => ({
  id,
  lotNumber: id,
  displayNumber: id,
  title: `Item ${id}`,
  primaryImageUrl: `/img/${id}.jpg`,
  imageCount: 1,
  published: true,
  banned: false,
  deleted: false,
  ...over,
});

const lots = ['1', '2', '3', '4', '5', '6', '7'].map((id) => lot(id));

describe('the featured candidates', () => {
  it('lists items with an image and a lot number that are not deleted; banned ones stay listed', () => {
    const all = [
      ...lots,
      lot('8', { imageCount: 0, primaryImageUrl: null }),
      lot('9', { lotNumber: null, displayNumber: null }),
      lot('10', { deleted: true }),
      lot('11', { banned: true }),
    ];
    expect(featuredCandidates(all).map((l) => l.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '11']);
  });

  it('starts from the saved ids still listed, once each, at most 5', () => {
    expect(initialSelection(['3', '3', 'gone', '1'], lots)).toEqual(['3', '1']);
    expect(initialSelection(['1', '2', '3', '4', '5', '6'], lots)).toHaveLength(5);
  });
});

describe('choosing featured items', () => {
  it('refuses a 6th item with the deselect message, and a deselect makes room again', () => {
    let state = { selected: [] as string[], notice: null as string | null };
    for (const id of ['1', '2', '3', '4', '5']) state = pickItem(state, id);
    expect(state).toEqual({ selected: ['1', '2', '3', '4', '5'], notice: null });
    state = pickItem(state, '6');
    expect(state.selected).toEqual(['1', '2', '3', '4', '5']);
    expect(state.notice).toBe('You must deselect an item before selecting a new one');
    state = pickItem(state, '2');
    expect(state).toEqual({ selected: ['1', '3', '4', '5'], notice: null });
    state = pickItem(state, '6');
    expect(state.selected).toEqual(['1', '3', '4', '5', '6']);
  });

  it('enables Save only with exactly 5 chosen', () => {
    expect(pickerVerdict(['1', '2', '3', '4'], lots).canSave).toBe(false);
    expect(pickerVerdict(['1', '2', '3', '4', '5'], lots).canSave).toBe(true);
    expect(pickerVerdict([], lots).canSave).toBe(false);
  });

  it('shows the banned-lot message and keeps Save off while a banned item is chosen', () => {
    const withBanned = [...lots, lot('8', { banned: true })];
    const verdict = pickerVerdict(['1', '2', '3', '4', '8'], withBanned);
    expect(verdict).toEqual({ canSave: false, bannedSelected: true, error: REVIEW_MESSAGES.featuredBanned });
    expect(verdict.error).toBe(
      'A banned lot has been selected and is ineligible to be featured. Select 5 unbanned featured lots.',
    );
    expect(pickerVerdict(['1', '8'], withBanned).error).toBe(REVIEW_MESSAGES.featuredBanned);
  });

  it('labels a lot by its number with extension', () => {
    expect(featuredLotLabel(lot('12', { displayNumber: '12A' }))).toBe('Lot 12A');
    expect(featuredLotLabel(lot('7', { displayNumber: null }))).toBe('Lot 7');
  });
});
