import { describe, expect, it } from 'vitest';
import {
  isShippingLocked,
  shippingBanners,
  validateShippingReviewDraft,
  SHIPPING_OBJECT_MESSAGES,
  validateShippingObject,
  type ShippingObjectDraft,
} from './shippingReviewRules.js';

const valid: ShippingObjectDraft = {
  title: 'Oil on canvas',
  objectTypeId: 'painting_framed',
  height: 20,
  width: 30,
  depth: 0,
};

describe('validateShippingObject', () => {
  it('accepts a title, a type, height and width above 0 and depth of 0', () => {
    expect(validateShippingObject(valid)).toEqual([]);
  });

  it('requires a non-blank title and a type, with the spec texts', () => {
    expect(validateShippingObject({ ...valid, title: '  ', objectTypeId: null })).toEqual([
      { field: 'title', message: SHIPPING_OBJECT_MESSAGES.titleRequired },
      { field: 'objectTypeId', message: SHIPPING_OBJECT_MESSAGES.typeRequired },
    ]);
    expect(SHIPPING_OBJECT_MESSAGES).toEqual({
      titleRequired: 'Enter Title',
      typeRequired: 'Select Object Type',
      dimensions: 'Enter Dimensions',
    });
  });

  it('needs height and width above 0 and depth of at least 0', () => {
    const fields = (draft: Partial<ShippingObjectDraft>) =>
      validateShippingObject({ ...valid, ...draft }).map((v) => `${v.field}:${v.message}`);
    expect(fields({ height: 0 })).toEqual(['height:Enter Dimensions']);
    expect(fields({ width: -1 })).toEqual(['width:Enter Dimensions']);
    expect(fields({ height: null, width: undefined })).toEqual([
      'height:Enter Dimensions',
      'width:Enter Dimensions',
    ]);
    expect(fields({ depth: -0.5 })).toEqual(['depth:Enter Dimensions']);
    expect(fields({ depth: null })).toEqual(['depth:Enter Dimensions']);
    expect(fields({ height: Number.NaN })).toEqual(['height:Enter Dimensions']);
    expect(fields({ height: 0.1, width: 0.1, depth: 12.5 })).toEqual([]);
  });
});

describe('isShippingLocked', () => {
  const start = new Date('2026-05-01T18:00:00Z');
  it('locks from two hours before the start, and after it', () => {
    expect(isShippingLocked(start, new Date('2026-05-01T15:59:59Z'))).toBe(false);
    expect(isShippingLocked(start, new Date('2026-05-01T16:00:00Z'))).toBe(true);
    expect(isShippingLocked(start, new Date('2026-05-02T10:00:00Z'))).toBe(true);
  });
});

describe('shippingBanners', () => {
  const counts = (all: number, readyToConfirm: number, needsReview: number, inProgress: number) => ({
    all,
    readyToConfirm,
    needsReview,
    inProgress,
  });
  it('shows the load error when there are no lots', () => {
    expect(shippingBanners(counts(0, 0, 0, 0))).toEqual([{ kind: 'loadError' }]);
  });
  it('shows danger with the count, and the warning while lots are ready or in progress', () => {
    expect(shippingBanners(counts(10, 2, 3, 1))).toEqual([
      { kind: 'needsReview', count: 3 },
      { kind: 'readyOrInProgress', ready: 2, inProgress: 1 },
    ]);
    expect(shippingBanners(counts(10, 0, 0, 4))).toEqual([
      { kind: 'readyOrInProgress', ready: 0, inProgress: 4 },
    ]);
    expect(shippingBanners(counts(10, 0, 2, 0))).toEqual([{ kind: 'needsReview', count: 2 }]);
  });
  it('shows success only when everything is confirmed', () => {
    expect(shippingBanners(counts(10, 0, 0, 0))).toEqual([{ kind: 'allConfirmed' }]);
  });
});

describe('validateShippingReviewDraft', () => {
  const draft = { objectsValue: '1250.50', objectsValueCurrency: 'USD', objectsImages: [], objects: [valid] };
  it('accepts a valid review and names every broken object field by index', () => {
    expect(validateShippingReviewDraft(draft)).toEqual([]);
    expect(
      validateShippingReviewDraft({ ...draft, objects: [valid, { ...valid, title: '', width: 0 }] }).map(
        (v) => v.field,
      ),
    ).toEqual(['objects.1.title', 'objects.1.width']);
  });
  it('needs an object, an amount with two decimals at most and a currency code', () => {
    const fields = validateShippingReviewDraft({
      ...draft,
      objects: [],
      objectsValue: '12.345',
      objectsValueCurrency: 'usd',
    }).map((v) => v.field);
    expect(fields).toEqual(['objects', 'objectsValue', 'objectsValueCurrency']);
    expect(validateShippingReviewDraft({ ...draft, objectsValue: '-1' }).map((v) => v.field)).toEqual([
      'objectsValue',
    ]);
    expect(validateShippingReviewDraft({ ...draft, objectsValue: '0' })).toEqual([]);
  });
});
