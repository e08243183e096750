import { GraphQLError } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors.js';
import { upstreamHttpError } from '../rest/errors.js';
import { isId, isNotFound, notFound, orNullWhenMissing, parseId, parseIds, serviceNotFound } from './ids.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof GraphQLError
      ? [error.extensions['code'], error.extensions['field'], error.message]
      : error;
  }
  return null;
};

describe('ids', () => {
  it('takes positive whole numbers of at most 10 digits without a leading zero', () => {
    expect(['1', '42', '9999999999'].every(isId)).toBe(true);
    expect(['0', '007', '12345678901', '1.5', ' 1', '', '-1'].some(isId)).toBe(false);
    expect(parseId('42', 'lotId')).toBe(42);
  });

  it("refuses anything else at its field, in the caller's words when given", () => {
    expect(codeOf(() => parseId('x', 'lotId'))).toEqual([
      ErrorCode.BAD_USER_INPUT,
      'lotId',
      'lotId must be an id.',
    ]);
    expect(codeOf(() => parseId('0', 'id', 'Not a valid id.'))).toEqual([
      ErrorCode.BAD_USER_INPUT,
      'id',
      'Not a valid id.',
    ]);
    expect(parseIds(['3', '1', '3'], 'invoiceIds')).toEqual([1, 3]);
  });

  it("answers NOT_FOUND, and reads only the upstream's 404 as missing data", async () => {
    const missing = upstreamHttpError('house', 404, {});
    expect(notFound('No such lot.', 'lotId').extensions).toEqual({
      code: ErrorCode.NOT_FOUND,
      field: 'lotId',
    });
    expect(isNotFound(missing)).toBe(true);
    expect(isNotFound(notFound('gateway'))).toBe(false);
    expect(isNotFound(serviceNotFound('house', 'No such invoice.', 'invoiceIds.0'))).toBe(true);
    await expect(orNullWhenMissing(Promise.reject(missing))).resolves.toBeNull();
    const refused = upstreamHttpError('house', 403, {});
    await expect(orNullWhenMissing(Promise.reject(refused))).rejects.toBe(refused);
  });
});
