import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The spec's generic alert (invoicing §8) for failures the gateway did not explain. */
export const GENERIC_FAILURE_MESSAGE =
  'Unable to complete your request. Please try again later or contact Customer Care';

/** What to tell the user when signing in fails: the gateway's message, or the generic alert. */
export function loginErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.message)?.message;
    if (message) return message;
  }
  return GENERIC_FAILURE_MESSAGE;
}
