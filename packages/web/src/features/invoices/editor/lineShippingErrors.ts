import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Whether every error of the screen query is a line's Shipping Status (the gateway's 'Error loading
 * shipping data' at `...lines.N.shippingStatus`): those show in their cells, and the screen loads as
 * usual without its load-error banner (invoicing §8: shipment-fetch failures do not fail the page).
 */
export function onlyLineShippingErrors(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => e.path?.at(-1) === 'shippingStatus')
  );
}
