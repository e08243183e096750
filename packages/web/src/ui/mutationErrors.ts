import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A generic failure of an action (invoicing §8's general alert). */
export const ACTION_FAILED_MESSAGE =
  'Unable to complete your request. Please try again later or contact Customer Care';

/**
 * The gateway's explanation of a refused change, for errors a person can act on (input refused,
 * not allowed, not found); null otherwise so the generic text shows.
 */
export function refusalMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) =>
    ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND'].includes(String(e.extensions?.['code'])),
  );
  return refusal?.message ?? null;
}

/** True when the gateway says the group or invoice is not in the caller's house (or does not exist). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}
