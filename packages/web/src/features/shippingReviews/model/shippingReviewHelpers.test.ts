import { describe, expect, it } from 'vitest';
import type { ShippingReviewFieldsFragment } from '../../../__generated__/graphql';
import { draftOf, draftViolations, inputOf, messagesByField, newObjectDraft } from './shippingReviewDraft';
import { isInTab, tabCount, tabOf } from './shippingTabs';

const review: ShippingReviewFieldsFragment = {
  id: '7',
  lotId: '70',
  status: 'FAILED',
  statusLabel: 'Needs Review',
  canConfirm: false,
  canEdit: true,
  originId: '3',
  originName: 'Hudson Warehouse',
  termsId: null,
  objectsDescription: '',
  objectsValue: '850.00',
  objectsValueCurrency: 'USD',
  objectsImages: [],
  quoteAmount: null,
  invalidFields: [],
  objects: [
    {
      id: '11',
      title: 'Vase',
      objectTypeId: 'ceramic',
      height: null,
      width: null,
      depth: 4,
      unit: 'CM',
      isFragile: true,
      notes: '',
      invalidFields: ['height', 'width'],
    },
  ],
};

describe('tabs', () => {
  it('reads the tab from the URL and filters by status', () => {
    expect(tabOf('ready')).toBe('ready');
    expect(tabOf('needsReview')).toBe('needsReview');
    expect(tabOf('bogus')).toBe('all');
    expect(tabOf(null)).toBe('all');
    expect(isInTab('AWAITING_APPROVAL', 'ready')).toBe(true);
    expect(isInTab('PENDING', 'ready')).toBe(false);
    expect(isInTab('FAILED', 'needsReview')).toBe(true);
    expect(isInTab('COMPLETED', 'needsReview')).toBe(false);
    expect(isInTab('PROCESSING', 'all')).toBe(true);
    const counts = { all: 12, readyToConfirm: 4, needsReview: 3 };
    expect([tabCount(counts, 'all'), tabCount(counts, 'ready'), tabCount(counts, 'needsReview')]).toEqual([
      12, 4, 3,
    ]);
  });
});

describe('the Edit Shipping Details draft', () => {
  it('starts from the review and reports its broken rules by field', () => {
    const draft = draftOf(review);
    const messages = messagesByField(draftViolations(draft));
    expect(messages.get('objects.0.height')).toBe('Enter Dimensions');
    expect(messages.get('objects.0.width')).toBe('Enter Dimensions');
    expect(messages.has('objects.0.depth')).toBe(false);
  });

  it('sends the full review: kept objects with their id, new ones without, trimmed text', () => {
    const draft = draftOf(review);
    const added = {
      ...newObjectDraft('CM'),
      title: '  Stand ',
      objectTypeId: 'other',
      height: 3,
      width: 3,
      depth: 3,
    };
    const input = inputOf({
      ...draft,
      objectsValue: ' 900 ',
      objects: [{ ...draft.objects[0]!, height: 30, width: 20 }, added],
    });
    expect(
      draftViolations({ ...draft, objects: [{ ...draft.objects[0]!, height: 30, width: 20 }, added] }),
    ).toEqual([]);
    expect(input.objectsValue).toBe('900');
    expect(input.objects.map((o) => [o.id ?? null, o.title, o.unit])).toEqual([
      ['11', 'Vase', 'CM'],
      [null, 'Stand', 'CM'],
    ]);
    expect(input.originId).toBe('3');
  });
});
