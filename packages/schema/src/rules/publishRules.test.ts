import { describe, expect, it } from 'vitest';
import {
  canPublishSelected,
  canSaveFeatured,
  featuredSelectionIssue,
  isFeaturedEligible,
  isPickableLot,
  matchesLotSearch,
  matchesReviewFilter,
  publishAllDisabled,
  publishAllDisabledReason,
  publishAllVisible,
  reviewBanners,
  reviewItemRows,
  reviewLotCounts,
  sortReviewItems,
  toggleFeaturedLot,
  toggleSelectAll,
  type PublishRuleLot,
  type ReviewItemStatusName,
} from './publishRules.js';
import { REVIEW_MESSAGES } from './publishingMessages.js';

const lot = (id: string, over: Partial<PublishRuleLot> = {}): PublishRuleLot => ({
  id,
  lotNumber: id,
  invNumber: null,
  published: true,
  deleted: false,
  banned: false,
  potentiallyBanned: false,
  restricted: false,
  imageCount: 1,
  ...over,
});

describe('Publish All (sales §4 Publish buttons)', () => {
  it('shows when the catalog is unpublished', () => {
    expect(publishAllVisible(false, [lot('1')])).toBe(true);
  });
  it('shows when any item is unpublished, even in a published catalog', () => {
    expect(publishAllVisible(true, [lot('1'), lot('2', { published: false })])).toBe(true);
  });
  it('hides when the catalog and every item are published (deleted unpublished items do not count)', () => {
    expect(publishAllVisible(true, [lot('1'), lot('2', { published: false, deleted: true })])).toBe(false);
  });
  it('is disabled when any item lacks a lot number, with the banner reason', () => {
    const lots = [lot('1', { published: false }), lot('2', { lotNumber: null, invNumber: 'INV-2' })];
    expect(publishAllDisabled(lots)).toBe(true);
    expect(publishAllDisabledReason(lots)).toBe(REVIEW_MESSAGES.publishAllNeedsLotNumbers);
  });
  it('is enabled when only deleted items lack a lot number', () => {
    const lots = [lot('1', { published: false }), lot('2', { lotNumber: null, deleted: true })];
    expect(publishAllDisabled(lots)).toBe(false);
    expect(publishAllDisabledReason(lots)).toBeNull();
  });
});

describe('Publish selected (sales §4 Publish buttons)', () => {
  const unpublished = lot('1', { published: false });
  it('shows when unpublished numbered items are chosen', () => {
    expect(canPublishSelected([unpublished, lot('2', { published: false })])).toBe(true);
  });
  it('hides with nothing chosen', () => {
    expect(canPublishSelected([])).toBe(false);
  });
  it('hides when a chosen item lacks a lot number', () => {
    expect(canPublishSelected([unpublished, lot('3', { published: false, lotNumber: null })])).toBe(false);
  });
  it('hides when a chosen item is already published', () => {
    expect(canPublishSelected([unpublished, lot('4')])).toBe(false);
  });
  it('hides when a chosen item is deleted', () => {
    expect(canPublishSelected([unpublished, lot('5', { published: false, deleted: true })])).toBe(false);
  });
});

describe('Featured picker (sales §4, §5 Publish and featured)', () => {
  const five = ['1', '2', '3', '4', '5'];
  const lots = [...five.map((id) => lot(id)), lot('6', { banned: true }), lot('7', { imageCount: 0 })];
  it('eligible: image and lot number, not banned, not deleted', () => {
    expect(isFeaturedEligible(lot('1'))).toBe(true);
    expect(isFeaturedEligible(lot('1', { imageCount: 0 }))).toBe(false);
    expect(isFeaturedEligible(lot('1', { lotNumber: null }))).toBe(false);
    expect(isFeaturedEligible(lot('1', { banned: true }))).toBe(false);
    expect(isFeaturedEligible(lot('1', { deleted: true }))).toBe(false);
  });
  it('accepts exactly 5 eligible lots', () => {
    expect(featuredSelectionIssue(five, lots)).toBeNull();
    expect(canSaveFeatured(five)).toBe(true);
  });
  it('refuses 4, 6 or repeated ids', () => {
    expect(featuredSelectionIssue(five.slice(0, 4), lots)?.code).toBe('FEATURED_COUNT');
    expect(featuredSelectionIssue([...five, '6'], lots)?.code).toBe('FEATURED_COUNT');
    expect(featuredSelectionIssue(['1', '1', '2', '3', '4'], lots)?.code).toBe('FEATURED_COUNT');
    expect(canSaveFeatured(five.slice(0, 4))).toBe(false);
  });
  it('refuses a banned lot with the spec text', () => {
    expect(featuredSelectionIssue(['1', '2', '3', '4', '6'], lots)).toEqual({
      code: 'FEATURED_BANNED',
      message:
        'A banned lot has been selected and is ineligible to be featured. Select 5 unbanned featured lots.',
    });
  });
  it('refuses a lot without an image or not in the catalog', () => {
    expect(featuredSelectionIssue(['1', '2', '3', '4', '7'], lots)?.code).toBe('FEATURED_INELIGIBLE');
    expect(featuredSelectionIssue(['1', '2', '3', '4', '99'], lots)?.code).toBe('FEATURED_INELIGIBLE');
  });
  it('a sixth choice asks to deselect first', () => {
    expect(toggleFeaturedLot(five, '6')).toEqual({
      selected: five,
      message: 'You must deselect an item before selecting a new one',
    });
    expect(toggleFeaturedLot(five, '5').selected).toEqual(['1', '2', '3', '4']);
    expect(toggleFeaturedLot(['1'], '2')).toEqual({ selected: ['1', '2'], message: null });
  });
});

describe('review filters and banners (sales §4, §8 Lots)', () => {
  const lots = [
    lot('1', { published: false }),
    lot('2', { banned: true }),
    lot('3', { potentiallyBanned: true }),
    lot('4', { restricted: true, imageCount: 0 }),
    lot('5', { lotNumber: null, invNumber: 'INV-5', published: false }),
    lot('6', { deleted: true, published: false, banned: true }),
  ];
  it('filters by status; the unlotted filter needs an inventory number', () => {
    const ids = (f: Parameters<typeof matchesReviewFilter>[1]) =>
      lots.filter((l) => matchesReviewFilter(l, f)).map((l) => l.id);
    expect(ids('ALL')).toHaveLength(6);
    expect(ids('UNPUBLISHED')).toEqual(['1', '5']);
    expect(ids('BANNED')).toEqual(['2']);
    expect(ids('POTENTIALLY_BANNED')).toEqual(['3']);
    expect(ids('PAYMENT_RESTRICTED')).toEqual(['4']);
    expect(ids('WITHOUT_IMAGES')).toEqual(['4']);
    expect(ids('UNLOTTED')).toEqual(['5']);
    expect(matchesReviewFilter(lot('9', { lotNumber: null, invNumber: null }), 'UNLOTTED')).toBe(false);
  });
  it('banners count non-deleted items, in display order, only when > 0', () => {
    expect(reviewBanners(lots).map((b) => [b.kind, b.count, b.filter])).toEqual([
      ['BANNED', 1, 'BANNED'],
      ['POTENTIALLY_BANNED', 1, 'POTENTIALLY_BANNED'],
      ['UNPUBLISHED', 2, 'UNPUBLISHED'],
      ['PAYMENT_RESTRICTED', 1, 'PAYMENT_RESTRICTED'],
      ['WITHOUT_IMAGES', 1, 'WITHOUT_IMAGES'],
      ['UNLOTTED', 1, 'UNLOTTED'],
    ]);
    expect(reviewBanners([lot('1')])).toEqual([]);
  });
  it('counts the non-deleted items once each, and the counts give the same banners and buttons', () => {
    const counts = reviewLotCounts(lots);
    expect(counts).toEqual({
      live: 5,
      unpublished: 2,
      banned: 1,
      potentiallyBanned: 1,
      paymentRestricted: 1,
      withoutImages: 1,
      withoutLotNumber: 1,
    });
    expect(reviewBanners(counts)).toEqual(reviewBanners(lots));
    expect(publishAllVisible(true, counts)).toBe(true);
    expect(publishAllDisabled(counts)).toBe(true);
    expect(publishAllDisabled({ ...counts, withoutLotNumber: 0 })).toBe(false);
    expect(publishAllVisible(true, { ...counts, unpublished: 0 })).toBe(false);
  });
  it('select-all toggles the page’s non-deleted items and keeps other pages’ choices', () => {
    const page = [lot('1'), lot('2'), lot('6', { deleted: true })];
    expect(toggleSelectAll(['9'], page)).toEqual(['9', '1', '2']);
    expect(toggleSelectAll(['9', '1', '2'], page)).toEqual(['9']);
  });
});

describe('the review table rows (sales §4 Item status)', () => {
  const row = (id: string, status: ReviewItemStatusName, over: Partial<PublishRuleLot> = {}) => ({
    ...lot(id, over),
    status,
  });
  const rows = [
    row('1', 'PUBLISHED'),
    row('2', 'DELETED', { deleted: true, published: false }),
    row('3', 'PAYMENT_RESTRICTED', { restricted: true }),
    row('4', 'BANNED', { banned: true }),
    row('5', 'POTENTIALLY_BANNED', { potentiallyBanned: true }),
    row('6', 'WITHOUT_IMAGES', { imageCount: 0 }),
    row('7', 'UNPUBLISHED', { published: false }),
    row('8', 'UNPUBLISHED', { published: false }),
  ];
  const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

  it('sorts by status in the spec order, lot-number order kept within a status', () => {
    expect(ids(sortReviewItems(rows, 'STATUS'))).toEqual(['7', '8', '6', '5', '4', '3', '2', '1']);
    expect(ids(sortReviewItems(rows, 'NUMBER'))).toEqual(ids(rows));
  });

  it('filters, then hides deleted items when asked (a bin sale without Show deleted items)', () => {
    const view = { filter: 'ALL' as const, sort: 'NUMBER' as const, showDeleted: true };
    expect(ids(reviewItemRows(rows, view))).toContain('2');
    expect(ids(reviewItemRows(rows, { ...view, showDeleted: false }))).not.toContain('2');
    expect(ids(reviewItemRows(rows, { ...view, filter: 'UNPUBLISHED' }))).toEqual(['7', '8']);
  });
});

describe('the pickers and the lot search', () => {
  it('lists kept lots with an image; the featured picker needs a lot number; banned ones stay', () => {
    expect(isPickableLot(lot('1', { banned: true }), 'FEATURED')).toBe(true);
    expect(isPickableLot(lot('2', { imageCount: 0 }), 'COVER')).toBe(false);
    expect(isPickableLot(lot('3', { deleted: true }), 'COVER')).toBe(false);
    expect(isPickableLot(lot('4', { lotNumber: null, invNumber: 'A' }), 'COVER')).toBe(true);
    expect(isPickableLot(lot('4', { lotNumber: null, invNumber: 'A' }), 'FEATURED')).toBe(false);
  });

  it('matches number with or without extension, inventory number or title, whatever the case', () => {
    const found = { displayNumber: '12A', lotNumber: '12', invNumber: 'INV-9', title: 'Blue Vase' };
    expect(matchesLotSearch(found, ' 12a ')).toBe(true);
    expect(matchesLotSearch(found, 'inv-9')).toBe(true);
    expect(matchesLotSearch(found, 'VASE')).toBe(true);
    expect(matchesLotSearch(found, '')).toBe(true);
    expect(matchesLotSearch(found, 'chair')).toBe(false);
  });
});
