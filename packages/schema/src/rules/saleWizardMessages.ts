import { CATEGORIES_MAX, SALE_NAME_MAX, SESSION_TITLE_MAX, VIEW_NOTES_MAX } from '../constants.js';

/**
 * User-visible texts of the sales setup screens (sales §5 and §8). Texts the spec gives are
 * verbatim; the ones it does not give (marked "ours") follow its style.
 */
export const SESSION_STEP1_MESSAGES = {
  titleRequired: 'Please enter a session title',
  /** ours */
  titleTooLong: `Session title must be ${SESSION_TITLE_MAX} characters or less`,
  timeRequired: 'Please select session time',
  timedTimeRequired: 'Please select first lot end time',
  ampmRequired: 'Please select AM/PM',
  dateRequired: 'Please select a session date',
  timedDateRequired: 'Please select a first lot end date',
  dateOutOfRange: 'Session date must be within the next two years',
  /** ours */
  locationRequired: 'Please select a location',
  /** ours */
  timeZoneRequired: 'Please select a time zone',
  /** ours */
  staggerInvalid: 'Please select a stagger interval',
  sessionLimit:
    'You have reached the maximum number of sessions allowed per sale. In order to create a new session, please first add a new sale.',
} as const;

/** The calendar's version of the session-limit message names the sale group (sales §8). */
export function sessionLimitMessageFor(groupName: string): string {
  return `You have reached the maximum number of sessions allowed per sale for: ${groupName}. In order to create a new session, please first add a new sale.`;
}

export const SESSION_STEP2_MESSAGES = {
  /** ours */
  categoriesRequired: 'Please select at least one category',
  /** ours */
  categoriesTooMany: `Please select no more than ${CATEGORIES_MAX} categories`,
  /** ours */
  channelRequired: 'Please make the sale available on at least one channel',
  /** ours */
  viewNotesTooLong: `Viewing notes must be ${VIEW_NOTES_MAX} characters or less`,
  /** ours */
  viewNotesMarkup: 'Viewing notes cannot contain HTML or script',
  noContacts:
    'You do not have any saved contacts. Please go to the Users and Permissions page to add new contacts.',
} as const;

export const NEW_SALE_MESSAGES = {
  nameRequired: 'Sale title is required',
  /** ours */
  nameTooLong: `Sale title must be ${SALE_NAME_MAX} characters or less`,
  termsRequired: 'Please select your terms',
  /** ours */
  termsUnavailable: 'These terms cannot be used for a new sale',
  /** ours */
  saleTypeRequired: 'Please select live or timed',
  /** ours */
  shippingTermsRequired: 'Please select your shipping terms',
  /** ours: why a terms entry is greyed out */
  termsPaymentMismatch: 'These terms do not match your payment processing setting',
  termsFeeStepMismatch: 'These terms do not match your house fee step setting',
} as const;

/** The calendar's dialogs and blocks (sales §8 Calendar; completions of the spec's "..." are ours). */
export const CALENDAR_MESSAGES = {
  loadFailed:
    'Unable to load your auctions / sales. Please try again later or contact Customer Care any time at:',
  deleteFailed: 'Unable to delete your session. Please try again later or contact Customer Care any time at:',
  termsLoadFailed:
    'Unable to load your auction terms. Please try again later or contact Customer Care any time at:',
  addSaleFailed: 'Unable to add your sale. Please try again later or contact Customer Care any time at:',
  accountDisabled: 'Your account has been temporarily disabled. Please contact Customer Care any time at:',
  paymentProcessingRequired: 'You must have payment processing enabled to add a sale.',
  /** ours */
  cardExpired: 'The credit card on your account has expired. Please contact Customer Care any time at:',
  /** ours */
  overdueBalance: 'Your account has an overdue balance. Please contact Customer Care any time at:',
  /** ours */
  updateTermsCard: 'Please update your terms to include an accepted credit card.',
  /** ours */
  feeStepMismatch:
    "This sale's fee structure differs from your house's current fee step setting. In order to create a new session, please first add a new sale.",
  /** ours */
  sessionHasLots: 'Only a session with no lots can be deleted.',
} as const;

export const SESSION_WIZARD_MESSAGES = {
  createFailed: 'Unable to create a session. Please try again later or contact Customer Care any time at:',
  loadFailed:
    'Unable to load your session details. Please try again later or contact Customer Care any time at:',
  submitFailed:
    'Unable to submit session details. Please try again later or contact Customer Care any time at:',
} as const;

export const FULFILMENT_LOCATION_MESSAGES = {
  nameRequired: 'Facility Name is required.',
  street1Required: 'Street Address 1 is required.',
  cityRequired: 'City is required.',
  postalCodeRequired: 'Postal code is required.',
  stateRequired: 'State / Province is required.',
  /** ours */
  countryRequired: 'Country is required.',
  contactNameRequired: 'Contact name is required.',
  contactEmailRequired: 'Contact email is required.',
  contactEmailInvalid: 'Invalid email format.',
  contactPhoneRequired: 'Contact phone number is required.',
  contactPhoneInvalid: 'Invalid phone number.',
  /** ours */
  contactsRequired: 'At least one contact is required.',
  fixHighlighted: 'Please fix the highlighted errors to save changes.',
  saveFailed: 'An error occurred while saving. Please try again.',
  saved: 'Shipping fulfillment location saved successfully!',
} as const;

export const HOUSE_LOCATION_MESSAGES = {
  countryFirst: 'Please select a country first',
  invalidFormat: 'Please verify that your country and postal code are in the correct format.',
  /** ours */
  primaryCannotBeDeleted: 'The primary location cannot be deleted.',
  /** ours */
  emailInvalid: 'Please enter a valid email address',
} as const;

export const FIXED_PRICE_MESSAGES = {
  rateRange: 'Rate % must be a number between 0-100%',
  rateDecimals: 'Please enter a valid number, up to three decimal places',
  emailInvalid: 'Please enter a valid email address',
  paymentMethodRequired: 'Please select at least one payment method',
  loadFailed:
    'Unable to load your sale details. Please try again later or contact Customer Care any time at:',
  saveFailed: 'Unable to save sale details. Please try again later or contact Customer Care any time at:',
} as const;

/** "{field} is required" (sales §5 House location form, Fixed-price step 1). */
export function requiredMessage(field: string): string {
  return `${field} is required`;
}

/** ours: the length message, in the style of "Item title must be 250 characters or less." */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be ${max} characters or less`;
}
