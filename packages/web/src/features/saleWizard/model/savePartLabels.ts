import type { FixedPriceSavePart, SessionSavePart } from '../../../__generated__/graphql';

/** How the parts of a parallel save are named to the user when one fails. */
export const SESSION_SAVE_PART_LABELS: Readonly<Record<SessionSavePart, string>> = {
  SESSION: 'Session details',
  STEP_TRACKER: 'Progress step',
  TIMED_LOT_TIMES: 'Timed lot end times',
  CATEGORIES: 'Categories',
  CHANNELS: 'Post Sale To channels',
  CONTACTS: 'Contacts',
  DEFAULTS: 'Location defaults',
};

export const FIXED_PRICE_SAVE_PART_LABELS: Readonly<Record<FixedPriceSavePart, string>> = {
  CONTACTS: 'Contacts',
  INVOICE_SETTINGS: 'Invoice Email Settings and Additional Charges',
  SHIP_TO: 'Geographic Shipping Rules',
  TERMS: 'Terms & Conditions',
  PAYMENT_METHODS: 'Payment methods',
  STEP_TRACKER: 'Progress step',
};
