/**
 * The invoices' Shipping Status or Policy column (invoicing §8 "Shipping data"): the gateway's error
 * for a line whose shipping data could not be loaded, and what the editor shows in its place.
 */
export const INVOICE_SHIPPING_MESSAGES = {
  loadFailed: 'Error loading shipping data',
} as const;
