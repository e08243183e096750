import { describe, expect, it } from 'vitest';
import {
  coverPhotoOf,
  deletePlan,
  displayNumberOf,
  locationLine,
  lotEditPath,
  previewNavigation,
  publishNumbers,
  publishState,
  reviewNavigation,
  saleDateDisplay,
  saleTypeLabel,
  wholeAmount,
} from './publishingRules.js';

const lot = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  lotNumber: id,
  lotExt: null,
  invNumber: null,
  published: true,
  deleted: false,
  banned: false,
  imageCount: 1,
  ...over,
});

describe('preview values (sales §2 Preview screen)', () => {
  it('formats the header and lot cells', () => {
    expect(wholeAmount('1500.00')).toBe('1500');
    expect(wholeAmount('25.50')).toBe('25.5');
    expect(wholeAmount(null)).toBeNull();
    expect(displayNumberOf('12', 'A')).toBe('12A');
    expect(displayNumberOf(null, null)).toBeNull();
    expect(locationLine(['Chicago', '', 'US'])).toBe('Chicago, US');
    expect(locationLine([null, ' '])).toBeNull();
    expect(saleTypeLabel('live')).toBe('Live');
    expect(saleTypeLabel('timed')).toBe('Timed');
    expect(saleTypeLabel('bin')).toBeNull();
  });
  it('shows the date in the session time zone', () => {
    expect(saleDateDisplay('2026-12-13T00:00:00.000Z', 'America/New_York')).toBe(
      'Saturday, December 12, 2026 7:00 PM EST',
    );
    expect(saleDateDisplay('2026-07-01T17:30:00.000Z', 'Europe/London')).toBe(
      'Wednesday, July 1, 2026 6:30 PM GMT+1',
    );
  });
  it('hides edit links within two hours', () => {
    expect(lotEditPath('live', '3', '9', '42', false)).toBe('/session/live/3/9/lot/42');
    expect(lotEditPath('live', '3', '9', '42', true)).toBeNull();
  });
});

describe('wizard navigation (sales §2 step titles, §4 step tracker)', () => {
  it('preview Continue records 5 (bin) or 6 (session) and goes to the review step', () => {
    expect(previewNavigation('bin', '1', '2')).toEqual({
      continueStep: 5,
      continuePath: '/session/bin/1/2/6',
      exitPath: '/my-auctions/current',
    });
    expect(previewNavigation('timed', '1', '2').continueStep).toBe(6);
  });
  it('review Continue records 6 (bin) or 7 (session); step 7 only with a shipping policy', () => {
    expect(reviewNavigation('live', '1', '2', true)).toEqual({
      continueStep: 7,
      continuePath: '/session/live/1/2/7',
      exitPath: '/my-auctions/current',
      previewPath: '/session/live/1/2/5',
      addItemPath: '/session/live/1/2/lot/0',
      bulkUploadItemsPath: '/session/live/1/2/3',
      bulkUploadImagesPath: '/session/live/1/2/4',
    });
    expect(reviewNavigation('bin', '1', '2', false)).toMatchObject({
      continueStep: 6,
      continuePath: '/my-auctions/current',
      previewPath: '/session/bin/1/2/4',
      bulkUploadItemsPath: '/session/bin/1/2/2',
      bulkUploadImagesPath: '/session/bin/1/2/3',
    });
  });
});

describe('review state (sales §4 Publish buttons)', () => {
  it('Publish All: visible while anything is unpublished, disabled with an unlotted item', () => {
    const lots = [lot('1', { published: false }), lot('2', { lotNumber: null, invNumber: 'INV-2' })];
    const state = publishState(true, lots);
    expect(state.publishAllVisible).toBe(true);
    expect(state.publishAllDisabledReason).toMatch(/lot number/);
    expect(state.banners.map((b) => [b.kind, b.count])).toEqual([
      ['UNPUBLISHED', 1],
      ['UNLOTTED', 1],
    ]);
    expect(publishState(true, [lot('1')])).toEqual({
      publishAllVisible: false,
      publishAllDisabledReason: null,
      banners: [],
    });
    expect(publishState(false, [lot('1')]).publishAllVisible).toBe(true);
  });
  it('reads code 130 as a cover needing attention', () => {
    expect(coverPhotoOf('9', { coverImageUrl: null, errorCode: '130' })).toEqual({
      catalogId: '9',
      url: null,
      needsAttention: true,
      errorCode: '130',
    });
    expect(coverPhotoOf('9', { coverImageUrl: 'u', errorCode: null }).needsAttention).toBe(false);
  });
});

describe('delete and publish calls (sales §7)', () => {
  it('one lot goes through lot/delete; several split by lot number and inventory number', () => {
    const one = lot('5', { lotExt: 'B' });
    expect(deletePlan([one])).toEqual({ kind: 'single', lot: one });
    expect(
      deletePlan([lot('5', { lotExt: 'B' }), lot('6'), lot('x', { lotNumber: null, invNumber: 'INV-9' })]),
    ).toEqual({ kind: 'bulk', lotNumbers: ['5B', '6'], inventoryNumbers: ['INV-9'] });
  });
  it('publishes by number and extension', () => {
    expect(publishNumbers([lot('5', { lotExt: 'B' }), lot('7'), lot('x', { lotNumber: null })])).toEqual([
      '5B',
      '7',
    ]);
  });
});
