import { GraphQLError } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { upstreamHttpError, UpstreamError } from './errors.js';
import { inInputTerms } from './inputTerms.js';

/**
 * Upstream refusals never show a REST name: `extensions.field` only when the upstream's field is
 * already made of GraphQL input names, a message that names a REST field replaced, and the
 * modules' renames (inputTerms.ts) putting both in the terms of the arguments the caller sent.
 */
const refusal = (field: string | undefined, message: string, code = 'INVALID_OBJECT') =>
  upstreamHttpError('shipping', 400, { error: { code, message, ...(field ? { field } : {}) } });

function asUpstream(error: Error): UpstreamError {
  if (!(error instanceof UpstreamError)) throw new Error('expected an UpstreamError');
  return error;
}

describe('upstream refusals as GraphQL errors', () => {
  it('keeps a field made of GraphQL input names, in either index style', () => {
    expect(asUpstream(refusal('objects[1].title', 'Title is required')).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'objects.1.title',
    });
    expect(asUpstream(refusal('subject', 'Subject is required')).extensions['field']).toBe('subject');
  });

  it('leaves out a REST field (keeping it for logs) and a message that names it', () => {
    const error = asUpstream(refusal('objectsReviewed[0].artaSubtype', 'Object Type is a required field'));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(error.upstreamField).toBe('objectsReviewed[0].artaSubtype');
    expect(error.message).toBe('Object Type is a required field');

    const named = asUpstream(
      refusal(
        'imageOrder',
        "imageOrder must name each of the lot's image ids (photoID) once.",
        'INVALID_ORDER',
      ),
    );
    expect(named.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(named.message).toBe('The request was refused.');
    // An id in the contract's spelling, even without a field.
    expect(asUpstream(refusal(undefined, 'The body must be a list of {channelID, value}.')).message).toBe(
      'The request was refused.',
    );
  });

  it('names a reused idempotency key as the input field, not the header', () => {
    const error = asUpstream(
      upstreamHttpError('house', 409, {
        error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'Used before.', field: 'Idempotency-Key' },
      }),
    );
    expect(error.extensions).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' });
  });
});

describe('inInputTerms', () => {
  const SHIPPING = { objectsReviewed: 'objects', artaSubtype: 'objectTypeId' };

  it('renames the upstream path name by name, with dotted indexes', () => {
    const error = inInputTerms(refusal('objectsReviewed[2].artaSubtype', 'Object Type is a required field'), {
      fields: SHIPPING,
    });
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'objects.2.objectTypeId',
      reason: 'INVALID_OBJECT',
    });
  });

  it("renames the id a service's 404 names, keeping NOT_FOUND, and leaves unavailability alone", () => {
    const notFound = upstreamHttpError('shipping', 404, {
      error: { code: 'ID_NOT_FOUND', message: 'Not found', field: 'originID' },
    });
    expect((inInputTerms(notFound, { fields: { originID: 'originId' } }) as GraphQLError).extensions).toEqual(
      {
        code: 'NOT_FOUND',
        field: 'originId',
        reason: 'ID_NOT_FOUND',
      },
    );
    const unavailable = upstreamHttpError('shipping', 503, {});
    expect(inInputTerms(unavailable, { fields: { originID: 'originId' } })).toBe(unavailable);
  });

  it("uses the module's message for a code, and a prefix", () => {
    const error = inInputTerms(
      refusal('imageOrder', 'imageOrder must name … (photoID) once.', 'INVALID_ORDER'),
      {
        fields: { imageOrder: 'photoIds' },
        messages: { INVALID_ORDER: "photoIds must name each of the lot's photos once." },
      },
    ) as GraphQLError;
    expect(error.message).toBe("photoIds must name each of the lot's photos once.");
    expect(error.extensions['field']).toBe('photoIds');
    const prefixed = inInputTerms(refusal('subject', 'Subject is required'), { prefix: 'invoiceSettings.' });
    expect((prefixed as GraphQLError).extensions['field']).toBe('invoiceSettings.subject');
  });

  it('leaves out a field that renaming did not make GraphQL, and passes other errors through', () => {
    const error = inInputTerms(refusal('objectsReviewed[0].colour', 'Bad colour'), { fields: SHIPPING });
    expect((error as GraphQLError).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_OBJECT' });
    const other = new Error('boom');
    expect(inInputTerms(other)).toBe(other);
  });
});
