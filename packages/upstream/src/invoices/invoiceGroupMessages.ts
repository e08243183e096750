/**
 * Refusal texts of POST /invoiceGroup. The location text is the spec's (invoicing §8); the others
 * are in the same style (they match packages/schema's INVOICE_GROUP_MESSAGES where it has one).
 */
export const INVOICE_GROUP_TITLE_MAX = 50;

export const INVOICE_GROUP_MESSAGES = {
  titleRequired: 'Invoice group name is required',
  titleTooLong: `Invoice group name must be ${INVOICE_GROUP_TITLE_MAX} characters or less`,
  templateRequired: 'Please select an invoice template',
  templateNotFound: 'The selected invoice template does not exist',
  catalogsRequired: 'Please select at least one session',
  catalogNotFound: (ref: string) => `Session ${ref} does not exist`,
  oneSaleGroup: 'Invoice Groups can only contain catalogs of one sale',
  oneLocation:
    'Invoice Groups can only contain catalogs that had the same sale location for sales tax calculation. Please create separate invoice groups for the selected catalogs',
  alreadyInvoiced: (refs: readonly string[]) =>
    `${refs.length === 1 ? 'Session' : 'Sessions'} ${refs.join(', ')} ${refs.length === 1 ? 'is' : 'are'} already in an invoice group`,
} as const;
