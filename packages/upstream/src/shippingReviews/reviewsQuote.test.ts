import { describe, expect, it } from 'vitest';
import { evaluateQuote, quoteBatch, type QuoteInput } from './reviewsQuote.js';

const object = {
  id: 7,
  artaSubtype: 'painting_framed',
  height: 20,
  width: 30,
  depth: 2,
  unitOfMeasurement: 'in' as const,
  isFragile: false,
};
const input: QuoteInput = { originId: 3, originKnown: true, objects: [object] };

describe('evaluateQuote', () => {
  it('quotes a base per object plus its packed volume, and a fragile surcharge', () => {
    // (20+2) × (30+2) × (2+2) × 0.25 = 704 cents over the 2500 base.
    expect(evaluateQuote(input)).toEqual({ status: 'awaiting_approval', amountCents: 3_204 });
    expect(evaluateQuote({ ...input, objects: [{ ...object, isFragile: true }] })).toEqual({
      status: 'awaiting_approval',
      amountCents: 4_704,
    });
    // The same object in centimetres costs the same.
    const cm = { ...object, height: 50.8, width: 76.2, depth: 5.08, unitOfMeasurement: 'cm' as const };
    expect(evaluateQuote({ ...input, objects: [cm] })).toEqual({
      status: 'awaiting_approval',
      amountCents: 3_204,
    });
  });

  it('fails, naming the fields, when an object lacks a type or dimensions', () => {
    expect(
      evaluateQuote({
        ...input,
        objects: [{ ...object, artaSubtype: null, height: null, width: 0, depth: null }],
      }),
    ).toEqual({
      status: 'failed',
      validationErrors: {
        objects: [
          {
            objectID: 7,
            errors: [{ field: 'artaSubtype' }, { field: 'height' }, { field: 'width' }, { field: 'depth' }],
          },
        ],
        general: [],
      },
    });
  });

  it('fails when the origin is missing or unknown, or there is no object', () => {
    expect(evaluateQuote({ ...input, originId: null })).toEqual({
      status: 'failed',
      validationErrors: { objects: [], general: [{ field: 'originID' }] },
    });
    expect(evaluateQuote({ ...input, originKnown: false, objects: [] })).toEqual({
      status: 'failed',
      validationErrors: { objects: [], general: [{ field: 'originID' }, { field: 'objectsReviewed' }] },
    });
  });
});

describe('quoteBatch', () => {
  const houseOrigins = new Map([
    [3, 1],
    [4, 2],
  ]);
  const failedOn = (...fields: string[]) => ({
    status: 'failed',
    validationErrors: { objects: [], general: fields.map((field) => ({ field })) },
  });

  it('quotes each review from its own objects, in their order', () => {
    const large = { ...object, id: 8, height: 40 };
    expect(
      quoteBatch({
        reviews: [
          { id: 1, houseId: 1, originId: 3 },
          { id: 2, houseId: 1, originId: 3 },
        ],
        objects: [
          { ...object, reviewId: 1 },
          { ...large, reviewId: 2 },
          { ...object, id: 9, isFragile: true, reviewId: 2 },
        ],
        originHouses: houseOrigins,
      }),
    ).toEqual([
      { id: 1, outcome: { status: 'awaiting_approval', amountCents: 3_204 } },
      // (40+2) × 32 × 4 × 0.25 = 1344 over the base, then the fragile copy of the first object.
      { id: 2, outcome: { status: 'awaiting_approval', amountCents: 3_844 + 4_704 } },
    ]);
  });

  it("names each failing review's own object", () => {
    const [only] = quoteBatch({
      reviews: [{ id: 1, houseId: 1, originId: 3 }],
      objects: [{ ...object, id: 11, depth: null, reviewId: 1 }],
      originHouses: houseOrigins,
    });
    expect(only?.outcome).toEqual({
      status: 'failed',
      validationErrors: { objects: [{ objectID: 11, errors: [{ field: 'depth' }] }], general: [] },
    });
  });

  it("fails a review without objects, or whose origin is missing, unknown or another house's", () => {
    const reviews = [
      { id: 1, houseId: 1, originId: 3 },
      { id: 2, houseId: 1, originId: null },
      { id: 3, houseId: 1, originId: 99 },
      { id: 4, houseId: 1, originId: 4 },
      { id: 5, houseId: 2, originId: 4 },
    ];
    const objects = reviews.slice(1).map((r) => ({ ...object, reviewId: r.id }));
    expect(quoteBatch({ reviews, objects, originHouses: houseOrigins })).toEqual([
      { id: 1, outcome: failedOn('objectsReviewed') },
      { id: 2, outcome: failedOn('originID') },
      { id: 3, outcome: failedOn('originID') },
      { id: 4, outcome: failedOn('originID') },
      { id: 5, outcome: { status: 'awaiting_approval', amountCents: 3_204 } },
    ]);
  });

  it('gives nothing for an empty batch', () => {
    expect(quoteBatch({ reviews: [], objects: [], originHouses: new Map() })).toEqual([]);
  });
});
