import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Whether every error of a screen's query (read with `errorPolicy: 'all'`) is at one of `fields`:
 * the gateway answered the rest, those fields say their failure where they show, and the screen loads
 * without its page-level load error. Any other error, or a network failure, is the page's.
 */
export function onlyFieldErrors(error: unknown, fields: readonly string[]): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => fields.includes(String(e.path?.at(-1))))
  );
}

/** Whether some error of the query is at `field`. */
export function hasFieldError(error: unknown, field: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.at(-1) === field);
}
