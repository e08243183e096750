import { INVOICE_GROUP_MESSAGES as RULE_MESSAGES, INVOICE_GROUP_NAME_MAX } from '@ah/schema';

/**
 * Refusal texts of POST /invoiceGroup: the shared rule texts of packages/schema (the location text
 * is the spec's, invoicing §8), plus the refusals only the service can make, in the same style.
 */
export const INVOICE_GROUP_TITLE_MAX = INVOICE_GROUP_NAME_MAX;

export const INVOICE_GROUP_MESSAGES = {
  titleRequired: RULE_MESSAGES.nameRequired,
  titleTooLong: RULE_MESSAGES.nameTooLong,
  templateRequired: RULE_MESSAGES.templateRequired,
  templateNotFound: 'The selected invoice template does not exist',
  catalogsRequired: RULE_MESSAGES.sessionsRequired,
  catalogNotFound: (ref: string) => `Session ${ref} does not exist`,
  oneSaleGroup: RULE_MESSAGES.oneSaleGroup,
  oneLocation: RULE_MESSAGES.oneLocation,
  alreadyInvoiced: (refs: readonly string[]) =>
    `${refs.length === 1 ? 'Session' : 'Sessions'} ${refs.join(', ')} ${refs.length === 1 ? 'is' : 'are'} already in an invoice group`,
} as const;
