import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { actionFailureMessage, failureEndsAction } from './useActionKey';

const graphqlError = (code: string, message = 'refused') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('retrying a money action', () => {
  it('keeps the key when the request may have acted (time-out, service down, lost answer)', () => {
    expect(failureEndsAction(new TypeError('Failed to fetch'))).toBe(false);
    expect(failureEndsAction(graphqlError('UPSTREAM_UNAVAILABLE'))).toBe(false);
    expect(actionFailureMessage(graphqlError('UPSTREAM_UNAVAILABLE'))).toBeNull();
  });

  it('starts a new action after a refusal or a key reused with other details', () => {
    for (const code of ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'])
      expect(failureEndsAction(graphqlError(code))).toBe(true);
    expect(actionFailureMessage(graphqlError('IDEMPOTENCY_KEY_REUSED', 'already made'))).toBe('already made');
  });
});
