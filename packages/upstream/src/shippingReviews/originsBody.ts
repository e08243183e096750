import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { id, text } from '../http/bodyFields.js';

/** The fulfilment location limits (sales §5, §9: 255 and 100). */
export const ORIGIN_LIMITS = { long: 255, short: 100 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10–15 digits with an optional plus (spaces, dashes, dots and brackets ignored). */
const PHONE = /^\+?\d{10,15}$/;

export interface OriginInput {
  id: number | null | undefined;
  name: string;
  accessInstructions: string;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  contacts: Array<{ fullName: string; email: string; phoneNumber: string }>;
}

/** POST /api/shipping/origin's body, refused with the modal's messages (sales §5 Fulfilment location modal). */
export async function parseOrigin(db: Kysely<DB>, body: unknown): Promise<OriginInput> {
  const b = jsonObjectBody(body, ['id', 'name', 'accessInstructions', 'address', 'contacts']);
  const need = (value: string | undefined, field: string, message: string): string => {
    if (!value) throw badRequest('FIELD_REQUIRED', message, field);
    return value;
  };
  const name = need(text(b, 'name', { max: ORIGIN_LIMITS.long }), 'name', 'Facility Name is required.');
  const a = jsonObjectBody(b['address'] ?? {}, [
    'addressLine1',
    'addressLine2',
    'city',
    'state',
    'postalCode',
    'country',
  ]);
  const country = need(text(a, 'country'), 'address.country', 'Country is required.').toUpperCase();
  const known = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', country)
    .executeTakeFirst();
  if (!known) throw badRequest('INVALID_COUNTRY', 'Country is required.', 'address.country');
  const state = need(
    text(a, 'state', { max: ORIGIN_LIMITS.short }),
    'address.state',
    'State / Province is required.',
  );
  if (country === 'US' || country === 'CA') {
    const sub = await db
      .selectFrom('subdivisions')
      .select('code')
      .where('country_code', '=', country)
      .where('code', '=', state)
      .executeTakeFirst();
    if (!sub) throw badRequest('INVALID_STATE', 'State / Province is required.', 'address.state');
  }
  const address = {
    addressLine1: need(
      text(a, 'addressLine1', { max: ORIGIN_LIMITS.long }),
      'address.addressLine1',
      'Street Address 1 is required.',
    ),
    addressLine2: text(a, 'addressLine2', { max: ORIGIN_LIMITS.long }) ?? '',
    city: need(text(a, 'city', { max: ORIGIN_LIMITS.long }), 'address.city', 'City is required.'),
    state,
    postalCode: need(
      text(a, 'postalCode', { max: ORIGIN_LIMITS.short }),
      'address.postalCode',
      'Postal code is required.',
    ),
    country,
  };
  const rawContacts = b['contacts'];
  if (!Array.isArray(rawContacts) || rawContacts.length > 20)
    throw badRequest('INVALID_BODY', '"contacts" must be a list.', 'contacts');
  const contacts = rawContacts.map((item: unknown, i: number) => {
    const c = jsonObjectBody(item, ['fullName', 'email', 'phoneNumber']);
    const f = (k: string) => `contacts.${i}.${k}`;
    const fullName = need(
      text(c, 'fullName', { max: ORIGIN_LIMITS.short }),
      f('fullName'),
      'Contact name is required.',
    );
    const email = need(text(c, 'email'), f('email'), 'Contact email is required.');
    if (!EMAIL.test(email)) throw badRequest('INVALID_EMAIL', 'Invalid email format.', f('email'));
    const phone = need(text(c, 'phoneNumber'), f('phoneNumber'), 'Contact phone number is required.').replace(
      /[\s\-.()]/g,
      '',
    );
    if (!PHONE.test(phone)) throw badRequest('INVALID_PHONE', 'Invalid phone number.', f('phoneNumber'));
    return { fullName, email, phoneNumber: phone };
  });
  return {
    id: id(b, 'id'),
    name,
    accessInstructions: text(b, 'accessInstructions', { max: ORIGIN_LIMITS.short }) ?? '',
    address,
    contacts,
  };
}
