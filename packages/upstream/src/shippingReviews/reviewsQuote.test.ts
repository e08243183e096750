import { describe, expect, it } from 'vitest';
import { evaluateQuote, type QuoteInput } from './reviewsQuote.js';

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
