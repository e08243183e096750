import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { hasFieldError, onlyFieldErrors } from './fieldErrors';

const at = (...paths: (string | number)[][]) =>
  new CombinedGraphQLErrors({ data: {}, errors: paths.map((path) => ({ message: 'failed', path })) });

describe('field errors of a partial answer', () => {
  it('are only the named fields when every error ends at one of them', () => {
    expect(
      onlyFieldErrors(at(['g', 'items', 0, 'unpaidItems'], ['g', 'items', 3, 'shippingStatus']), [
        'unpaidItems',
        'shippingStatus',
      ]),
    ).toBe(true);
    expect(onlyFieldErrors(at(['g', 'items', 0, 'unpaidItems'], ['g', 'totals']), ['unpaidItems'])).toBe(
      false,
    );
  });

  it('are never a network failure, an error without a path or no error at all', () => {
    expect(onlyFieldErrors(new Error('502'), ['unpaidItems'])).toBe(false);
    expect(
      onlyFieldErrors(new CombinedGraphQLErrors({ errors: [{ message: 'failed' }] }), ['unpaidItems']),
    ).toBe(false);
    expect(onlyFieldErrors(at(), ['unpaidItems'])).toBe(false);
    expect(onlyFieldErrors(undefined, ['unpaidItems'])).toBe(false);
  });

  it('finds a field among the errors', () => {
    expect(hasFieldError(at(['g', 'totals'], ['g', 'items', 1, 'unpaidItems']), 'unpaidItems')).toBe(true);
    expect(hasFieldError(at(['g', 'totals']), 'unpaidItems')).toBe(false);
  });
});
