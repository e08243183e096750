/** Restricted items cannot be paid online (invoicing §5): the '*' footnote. */
export const RESTRICTED_ITEM_NOTE = '*this item is restricted and cannot be paid for online';

/** The charges modal's notice for an invoice with restricted items (invoicing §8). */
export const RESTRICTED_INVOICE_MESSAGE =
  'One or more item(s) in this invoice are restricted and cannot be paid for online. Additional charges will need to be added on an item level.';
