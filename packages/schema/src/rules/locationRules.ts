import {
  FULFILMENT_LOCATION_LIMITS as FL,
  HOUSE_LOCATION_LIMITS as HL,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
} from '../constants.js';
import {
  FULFILMENT_STATE_DROPDOWN_COUNTRIES,
  hasSubdivisionList,
  postalCodeLabelOf,
  subdivisionLabelOf,
} from './countryRules.js';
import { isValidPostalCode } from './postalCodes.js';
import {
  FULFILMENT_LOCATION_MESSAGES,
  HOUSE_LOCATION_MESSAGES,
  requiredMessage,
  tooLongMessage,
} from './saleWizardMessages.js';
import type { RuleViolation } from './types.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address a person could have typed correctly (one @, a dot in the domain, no spaces). */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** 10 to 15 digits with an optional leading plus; spaces, dashes, dots and brackets are ignored. */
export function isValidPhoneNumber(value: string): boolean {
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  return /^\d+$/.test(digits) && digits.length >= PHONE_DIGITS_MIN && digits.length <= PHONE_DIGITS_MAX;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** The House location form (sales §5). */
export interface HouseLocationDraft {
  facilityName?: string | null;
  street1: string;
  street2?: string | null;
  city: string;
  countryCode: string | null | undefined;
  stateCode?: string | null;
  province?: string | null;
  postalCode: string;
  phone?: string | null;
  fax?: string | null;
  email?: string | null;
}

/**
 * House location form (sales §5): Street Address 1, City, Country, State (dropdown when the country
 * has states) or Province (free text otherwise) and Postal/Zip Code required ("{field} is
 * required"); the postal code in the country's format (UK treated as GB) — with no country,
 * "Please select a country first"; the max lengths 75/50/50/50/50/32/40/60.
 */
export function validateHouseLocation(draft: HouseLocationDraft): RuleViolation[] {
  const v: RuleViolation[] = [];
  const country = text(draft.countryCode);
  const postalLabel = postalCodeLabelOf(country);
  const required: Array<[keyof HouseLocationDraft, string, string]> = [
    ['street1', 'Street Address 1', text(draft.street1)],
    ['city', 'City', text(draft.city)],
    ['countryCode', 'Country', country],
  ];
  if (country !== '' && hasSubdivisionList(country))
    required.push(['stateCode', subdivisionLabelOf(country), text(draft.stateCode)]);
  else required.push(['province', 'Province', text(draft.province)]);
  for (const [field, label, value] of required)
    if (value === '') v.push({ field, message: requiredMessage(label) });

  const postal = text(draft.postalCode);
  if (postal === '') v.push({ field: 'postalCode', message: requiredMessage(postalLabel) });
  else if (country === '') v.push({ field: 'postalCode', message: HOUSE_LOCATION_MESSAGES.countryFirst });
  else if (postal.length <= HL.postalCode && !isValidPostalCode(country, postal))
    v.push({ field: 'postalCode', message: HOUSE_LOCATION_MESSAGES.invalidFormat });

  const limits: Array<[keyof HouseLocationDraft, string, number]> = [
    ['facilityName', 'Facility Name', HL.facilityName],
    ['street1', 'Street Address 1', HL.street1],
    ['street2', 'Street Address 2', HL.street2],
    ['city', 'City', HL.city],
    ['province', 'Province', HL.province],
    ['postalCode', postalLabel, HL.postalCode],
    ['phone', 'Phone', HL.phone],
    ['fax', 'Fax', HL.fax],
    ['email', 'Email', HL.email],
  ];
  for (const [field, label, max] of limits)
    if (text(draft[field] as string | null | undefined).length > max)
      v.push({ field, message: tooLongMessage(label, max) });
  const email = text(draft.email);
  if (email !== '' && email.length <= HL.email && !isValidEmail(email))
    v.push({ field: 'email', message: HOUSE_LOCATION_MESSAGES.emailInvalid });
  return v;
}

/**
 * Changing the country clears state, province and postal code (and their errors, which the form
 * drops with the values).
 */
export function withCountryChanged<D extends HouseLocationDraft>(draft: D, countryCode: string): D {
  return { ...draft, countryCode, stateCode: '', province: '', postalCode: '' };
}

/** The Fulfilment location modal (sales §5). */
export interface FulfilmentLocationDraft {
  name: string;
  accessInstructions?: string | null;
  address: {
    addressLine1: string;
    addressLine2?: string | null;
    city: string;
    state: string;
    postalCode: string;
    country: string | null | undefined;
  };
  contacts: ReadonlyArray<{ fullName: string; email: string; phoneNumber: string }>;
}

/** Whether the modal shows a state dropdown (US, CA) or a free-text State / Province. */
export function fulfilmentStateIsDropdown(countryCode: string | null | undefined): boolean {
  return FULFILMENT_STATE_DROPDOWN_COUNTRIES.includes(
    countryCode as (typeof FULFILMENT_STATE_DROPDOWN_COUNTRIES)[number],
  );
}

/**
 * Fulfilment location modal (sales §5): required fields with their messages, the 255/100 limits,
 * at least one contact, each contact's name (100), email and phone (10–15 digits, optional plus).
 * Contact fields are `contacts.{index}.{field}`. When anything fails, the modal also shows
 * FULFILMENT_LOCATION_MESSAGES.fixHighlighted.
 */
export function validateFulfilmentLocation(draft: FulfilmentLocationDraft): RuleViolation[] {
  const m = FULFILMENT_LOCATION_MESSAGES;
  const v: RuleViolation[] = [];
  const a = draft.address;
  const required: Array<[string, string, string]> = [
    ['name', text(draft.name), m.nameRequired],
    ['address.addressLine1', text(a.addressLine1), m.street1Required],
    ['address.city', text(a.city), m.cityRequired],
    ['address.postalCode', text(a.postalCode), m.postalCodeRequired],
    ['address.state', text(a.state), m.stateRequired],
    ['address.country', text(a.country), m.countryRequired],
  ];
  for (const [field, value, message] of required) if (value === '') v.push({ field, message });
  const limits: Array<[string, string, string, number]> = [
    ['name', 'Facility Name', text(draft.name), FL.name],
    ['address.addressLine1', 'Street Address 1', text(a.addressLine1), FL.addressLine1],
    ['address.addressLine2', 'Street Address 2', text(a.addressLine2), FL.addressLine2],
    ['address.city', 'City', text(a.city), FL.city],
    ['address.postalCode', 'Postal code', text(a.postalCode), FL.postalCode],
    ['address.state', 'State / Province', text(a.state), FL.state],
    ['accessInstructions', 'Onsite instructions', text(draft.accessInstructions), FL.accessInstructions],
  ];
  for (const [field, label, value, max] of limits)
    if (value.length > max) v.push({ field, message: tooLongMessage(label, max) });

  if (draft.contacts.length === 0) v.push({ field: 'contacts', message: m.contactsRequired });
  draft.contacts.forEach((contact, i) => {
    const name = text(contact.fullName);
    if (name === '') v.push({ field: `contacts.${i}.fullName`, message: m.contactNameRequired });
    else if (name.length > FL.contactName)
      v.push({ field: `contacts.${i}.fullName`, message: tooLongMessage('Contact name', FL.contactName) });
    const email = text(contact.email);
    if (email === '') v.push({ field: `contacts.${i}.email`, message: m.contactEmailRequired });
    else if (!isValidEmail(email)) v.push({ field: `contacts.${i}.email`, message: m.contactEmailInvalid });
    const phone = text(contact.phoneNumber);
    if (phone === '') v.push({ field: `contacts.${i}.phoneNumber`, message: m.contactPhoneRequired });
    else if (!isValidPhoneNumber(phone))
      v.push({ field: `contacts.${i}.phoneNumber`, message: m.contactPhoneInvalid });
  });
  return v;
}

/** Deleting the last contact leaves one blank contact (sales §5). */
export function withoutContact<C extends { fullName: string; email: string; phoneNumber: string }>(
  contacts: readonly C[],
  index: number,
  blankContact: C,
): C[] {
  const rest = contacts.filter((_, i) => i !== index);
  return rest.length > 0 ? rest : [blankContact];
}
