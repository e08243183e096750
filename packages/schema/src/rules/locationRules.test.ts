import { describe, expect, it } from 'vitest';
import {
  fulfilmentStateIsDropdown,
  isValidEmail,
  isValidPhoneNumber,
  validateFulfilmentLocation,
  validateHouseLocation,
  withCountryChanged,
  withoutContact,
  type FulfilmentLocationDraft,
  type HouseLocationDraft,
} from './locationRules.js';
import { COUNTRIES_WITH_POSTAL_FORMAT, isValidPostalCode, isoCountryCode } from './postalCodes.js';
import { FULFILMENT_LOCATION_MESSAGES as F } from './saleWizardMessages.js';

const house: HouseLocationDraft = {
  facilityName: 'Main Gallery',
  street1: '120 Madison Avenue',
  city: 'New York',
  countryCode: 'US',
  stateCode: 'NY',
  postalCode: '10016',
};

describe('validateHouseLocation', () => {
  it('accepts a complete US location and a UK one with a GB postcode', () => {
    expect(validateHouseLocation(house)).toEqual([]);
    expect(
      validateHouseLocation({
        ...house,
        countryCode: 'UK',
        stateCode: 'Greater London',
        postalCode: 'SW1A 1AA',
      }),
    ).toEqual([]);
  });

  it('names each missing required field, with the country-dependent labels', () => {
    expect(
      validateHouseLocation({ street1: '', city: '', countryCode: 'US', stateCode: '', postalCode: '' }),
    ).toEqual([
      { field: 'street1', message: 'Street Address 1 is required' },
      { field: 'city', message: 'City is required' },
      { field: 'stateCode', message: 'State is required' },
      { field: 'postalCode', message: 'Zip Code is required' },
    ]);
    expect(
      validateHouseLocation({ ...house, countryCode: 'CA', stateCode: '', postalCode: 'M5R 1B9' }),
    ).toEqual([{ field: 'stateCode', message: 'Province is required' }]);
    expect(
      validateHouseLocation({ ...house, countryCode: 'AU', stateCode: '', postalCode: '2000' })[0]?.message,
    ).toBe('State/Territory is required');
    expect(
      validateHouseLocation({ ...house, countryCode: 'UK', stateCode: '', postalCode: 'EC1A 1BB' })[0]
        ?.message,
    ).toBe('County is required');
  });

  it('asks for a province (free text) for countries without a state list', () => {
    expect(
      validateHouseLocation({ ...house, countryCode: 'FR', stateCode: null, postalCode: '75008' }),
    ).toEqual([{ field: 'province', message: 'Province is required' }]);
    expect(
      validateHouseLocation({ ...house, countryCode: 'FR', province: 'Île-de-France', postalCode: '75008' }),
    ).toEqual([]);
  });

  it('checks the postal code against the country, or asks for the country first', () => {
    expect(validateHouseLocation({ ...house, postalCode: '1001' })).toEqual([
      {
        field: 'postalCode',
        message: 'Please verify that your country and postal code are in the correct format.',
      },
    ]);
    expect(validateHouseLocation({ ...house, countryCode: '', stateCode: '', province: 'X' })).toEqual([
      { field: 'countryCode', message: 'Country is required' },
      { field: 'postalCode', message: 'Please select a country first' },
    ]);
  });

  it('applies the max lengths 75/50/50/50/50/32/40/60', () => {
    const long = (n: number) => 'a'.repeat(n);
    const fields = validateHouseLocation({
      ...house,
      facilityName: long(76),
      street1: long(51),
      street2: long(51),
      city: long(51),
      phone: long(41),
      fax: long(41),
      email: `${long(55)}@x.com`,
    }).map((v) => v.field);
    expect(fields).toEqual(['facilityName', 'street1', 'street2', 'city', 'phone', 'fax', 'email']);
    expect(
      validateHouseLocation({
        ...house,
        facilityName: long(75),
        street1: long(50),
        city: long(50),
        phone: long(40),
      }),
    ).toEqual([]);
    expect(validateHouseLocation({ ...house, postalCode: '1'.repeat(33) })[0]?.message).toBe(
      'Zip Code must be 32 characters or less',
    );
  });

  it('clears state, province and postal code when the country changes', () => {
    expect(withCountryChanged({ ...house, province: 'x' }, 'CA')).toEqual({
      ...house,
      countryCode: 'CA',
      stateCode: '',
      province: '',
      postalCode: '',
    });
  });
});

describe('postal codes', () => {
  it('treats UK as GB and knows the main formats', () => {
    expect(isoCountryCode('uk')).toBe('GB');
    expect(isValidPostalCode('UK', 'sw1a 1aa')).toBe(true);
    expect(isValidPostalCode('GB', 'SW1A1AA')).toBe(true);
    expect(isValidPostalCode('UK', '10016')).toBe(false);
    expect(isValidPostalCode('US', '10016-1234')).toBe(true);
    expect(isValidPostalCode('US', '1001')).toBe(false);
    expect(isValidPostalCode('CA', 'M5R 1B9')).toBe(true);
    expect(isValidPostalCode('CA', 'D5R 1B9')).toBe(false);
    expect(isValidPostalCode('AU', '2000')).toBe(true);
    expect(isValidPostalCode('AU', '20000')).toBe(false);
    expect(isValidPostalCode('NL', '1017 CT')).toBe(true);
    expect(isValidPostalCode('JP', '100-0001')).toBe(true);
    expect(isValidPostalCode('DE', '1011')).toBe(false);
  });

  it('accepts letters, digits, spaces and dashes for countries without a known format', () => {
    expect(COUNTRIES_WITH_POSTAL_FORMAT).not.toContain('KE');
    expect(isValidPostalCode('KE', '00100')).toBe(true);
    expect(isValidPostalCode('KE', '00100#')).toBe(false);
    expect(isValidPostalCode('KE', '  ')).toBe(false);
  });
});

describe('validateFulfilmentLocation', () => {
  const contact = { fullName: 'Dana Shipper', email: 'dana@example.com', phoneNumber: '+12125550100' };
  const draft: FulfilmentLocationDraft = {
    name: 'Hudson Warehouse',
    accessInstructions: 'Dock 4',
    address: {
      addressLine1: '45 Port Imperial Blvd',
      city: 'Weehawken',
      state: 'NJ',
      postalCode: '07086',
      country: 'US',
    },
    contacts: [contact],
  };

  it('accepts a complete location', () => {
    expect(validateFulfilmentLocation(draft)).toEqual([]);
  });

  it('gives the spec messages for missing fields', () => {
    const empty = validateFulfilmentLocation({
      name: '',
      address: { addressLine1: '', city: '', state: '', postalCode: '', country: 'US' },
      contacts: [{ fullName: '', email: '', phoneNumber: '' }],
    });
    expect(empty.map((v) => v.message)).toEqual([
      'Facility Name is required.',
      'Street Address 1 is required.',
      'City is required.',
      'Postal code is required.',
      'State / Province is required.',
      'Contact name is required.',
      'Contact email is required.',
      'Contact phone number is required.',
    ]);
    expect(empty.map((v) => v.field).slice(-3)).toEqual([
      'contacts.0.fullName',
      'contacts.0.email',
      'contacts.0.phoneNumber',
    ]);
  });

  it('checks email and phone formats and the limits', () => {
    const v = validateFulfilmentLocation({
      ...draft,
      name: 'n'.repeat(256),
      accessInstructions: 'i'.repeat(101),
      contacts: [contact, { fullName: 'x'.repeat(101), email: 'nope', phoneNumber: '555-0100' }],
    });
    expect(v.map((x) => [x.field, x.message])).toEqual([
      ['name', 'Facility Name must be 255 characters or less'],
      ['accessInstructions', 'Onsite instructions must be 100 characters or less'],
      ['contacts.1.fullName', 'Contact name must be 100 characters or less'],
      ['contacts.1.email', F.contactEmailInvalid],
      ['contacts.1.phoneNumber', F.contactPhoneInvalid],
    ]);
    expect(validateFulfilmentLocation({ ...draft, contacts: [] })).toEqual([
      { field: 'contacts', message: F.contactsRequired },
    ]);
  });

  it('uses a state dropdown only for US and CA, and keeps one blank contact', () => {
    expect(fulfilmentStateIsDropdown('US')).toBe(true);
    expect(fulfilmentStateIsDropdown('AU')).toBe(false);
    const blankContact = { fullName: '', email: '', phoneNumber: '' };
    expect(withoutContact([contact], 0, blankContact)).toEqual([blankContact]);
    expect(withoutContact([contact, blankContact], 1, blankContact)).toEqual([contact]);
  });
});

describe('email and phone', () => {
  it('accepts 10 to 15 digits with an optional plus', () => {
    expect(isValidPhoneNumber('2125550100')).toBe(true);
    expect(isValidPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(isValidPhoneNumber('(212) 555-0100')).toBe(true);
    expect(isValidPhoneNumber('212555010')).toBe(false);
    expect(isValidPhoneNumber('+1234567890123456')).toBe(false);
    expect(isValidPhoneNumber('++12125550100')).toBe(false);
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a b@c.co')).toBe(false);
    expect(isValidEmail('a@b')).toBe(false);
  });
});
