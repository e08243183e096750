import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from './idempotencyKey';

/**
 * One idempotency key per user action (charge, send, set auto-charge): `start()` when the person
 * begins the action (opens its confirmation), `current()` for every request of it, so a double click
 * or a "Try again" after a lost answer carries the same key and the gateway acts once; `finish()`
 * once the action is over (done or abandoned).
 */
export function useActionKey() {
  const key = useRef<string | null>(null);
  const running = useRef(false);
  const start = useCallback(() => {
    key.current = newIdempotencyKey();
    return key.current;
  }, []);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const finish = useCallback(() => {
    key.current = null;
  }, []);
  /**
   * Runs one request of the action unless one is already on its way (a double click lands before
   * the button shows it is busy); resolves undefined for the ignored one.
   */
  const once = useCallback(async <T>(request: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await request();
    } finally {
      running.current = false;
    }
  }, []);
  return { start, current, finish, once };
}

/** The gateway's code for a key sent again with other details (the upstream's 409). */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/**
 * Whether a failed request surely did nothing, so trying again is a new action with a new key: the
 * gateway refused it (bad input, not allowed, not found) or the key was already used with other
 * details. Any other failure (time-out, service down, lost answer) may have acted: keep the key.
 */
export function failureEndsAction(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) =>
      ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', IDEMPOTENCY_KEY_REUSED].includes(
        String(e.extensions?.['code']),
      ),
    )
  );
}

/** The gateway's explanation of a refusal or a reused key; null for other failures. */
export function actionFailureMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) =>
    ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', IDEMPOTENCY_KEY_REUSED].includes(
      String(e.extensions?.['code']),
    ),
  );
  return refusal?.message ?? null;
}
