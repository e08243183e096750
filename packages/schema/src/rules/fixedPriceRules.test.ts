import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES, orderCountries, postalCodeLabelOf, subdivisionLabelOf } from './countryRules.js';
import {
  rateToThousandths,
  thousandthsToRate,
  validateCharge,
  validateFixedPriceStep1,
} from './fixedPriceRules.js';

describe('validateCharge', () => {
  const charge = { taxType: 'NY Sales Tax', rate: '8.875', countryCode: 'US', stateCode: 'NY' };

  it('accepts a complete charge', () => {
    expect(validateCharge(charge)).toEqual([]);
    expect(validateCharge({ ...charge, countryCode: 'ALL', stateCode: null, rate: '100' })).toEqual([]);
  });

  it('names each required field', () => {
    expect(validateCharge({ taxType: '', rate: '', countryCode: '' })).toEqual([
      { field: 'taxType', message: 'Tax Type is required' },
      { field: 'rate', message: 'Rate % is required' },
      { field: 'countryCode', message: 'Country is required' },
    ]);
    expect(validateCharge({ ...charge, stateCode: '' })).toEqual([
      { field: 'stateCode', message: 'State is required' },
    ]);
    expect(validateCharge({ ...charge, countryCode: 'FR', stateCode: '' })).toEqual([]);
  });

  it('keeps the rate above 0, at most 100, with up to three decimals', () => {
    const range = 'Rate % must be a number between 0-100%';
    for (const rate of ['0', '100.001', '-1', 'abc', '1e2'])
      expect(validateCharge({ ...charge, rate })[0]?.message, rate).toBe(range);
    expect(validateCharge({ ...charge, rate: '5.1234' })[0]?.message).toBe(
      'Please enter a valid number, up to three decimal places',
    );
    expect(validateCharge({ ...charge, rate: '.5' })).toEqual([]);
    expect(validateCharge({ ...charge, taxType: 't'.repeat(151) })[0]?.field).toBe('taxType');
  });

  it('converts rates to thousandths without floating point', () => {
    expect(rateToThousandths('8.875')).toBe(8875);
    expect(rateToThousandths('7')).toBe(7000);
    expect(rateToThousandths('0.1')).toBe(100);
    expect(rateToThousandths('1.2345')).toBeNull();
    expect(thousandthsToRate(8875)).toBe('8.875');
    expect(thousandthsToRate(7000)).toBe('7');
    expect(thousandthsToRate(6250)).toBe('6.25');
    expect(thousandthsToRate(50)).toBe('0.05');
  });
});

describe('validateFixedPriceStep1', () => {
  const draft = {
    invoiceSettings: {
      subject: 'Your invoice',
      fromName: 'Demo',
      fromEmail: 'inv@demo.example.com',
      bccEmail: '',
    },
    paymentMethodIds: ['3'],
    terms: [
      { slot: 1, active: true, title: 'Conditions', text: 'All sales final.' },
      { slot: 2, active: true, title: 'Shipping', text: 'Ships in 5 days.' },
    ],
  };

  it('accepts a complete step', () => {
    expect(validateFixedPriceStep1(draft)).toEqual([]);
  });

  it('needs a payment method, the invoice email fields and the first two terms', () => {
    const v = validateFixedPriceStep1({
      invoiceSettings: { subject: '', fromName: '', fromEmail: 'bad', bccEmail: 'also bad' },
      paymentMethodIds: [],
      terms: [{ slot: 1, active: true, title: 'Conditions', text: '' }],
    });
    expect(v).toEqual([
      { field: 'paymentMethodIds', message: 'Please select at least one payment method' },
      { field: 'invoiceSettings.subject', message: 'Subject is required' },
      { field: 'invoiceSettings.fromName', message: 'Reply To Name is required' },
      { field: 'invoiceSettings.fromEmail', message: 'Please enter a valid email address' },
      { field: 'invoiceSettings.bccEmail', message: 'Please enter a valid email address' },
      { field: 'terms.1.text', message: 'Conditions of Sale text is required' },
      { field: 'terms.2.title', message: 'Shipping title is required' },
      { field: 'terms.2.text', message: 'Shipping text is required' },
    ]);
    expect(
      validateFixedPriceStep1({
        ...draft,
        invoiceSettings: { ...draft.invoiceSettings, subject: 's'.repeat(151) },
      }),
    ).toEqual([{ field: 'invoiceSettings.subject', message: 'Subject must be 150 characters or less' }]);
  });
});

describe('country lists', () => {
  const countries = [
    { code: 'FR', name: 'France' },
    { code: 'AU', name: 'Australia' },
    { code: 'US', name: 'United States' },
    { code: 'UK', name: 'United Kingdom' },
    { code: 'CA', name: 'Canada' },
    { code: 'AT', name: 'Austria' },
  ];
  const pseudo = (p: { code: string; name: string }) => p;

  it('orders the shipping list All Countries, European Union, UK, US, CA, AU, then A-Z', () => {
    expect(orderCountries(countries, 'SHIPPING_RULES', pseudo).map((c) => c.code)).toEqual([
      'ALL',
      'EU',
      'UK',
      'US',
      'CA',
      'AU',
      'AT',
      'FR',
    ]);
  });

  it('orders the location form UK, US, CA, AU first, without pseudo entries', () => {
    expect(orderCountries([...countries, ALL_COUNTRIES], 'LOCATION_FORM', pseudo).map((c) => c.code)).toEqual(
      ['UK', 'US', 'CA', 'AU', 'AT', 'FR'],
    );
    expect(orderCountries(countries, 'CHARGES', pseudo)[0]).toEqual(ALL_COUNTRIES);
  });

  it('labels subdivisions and postal codes by country', () => {
    expect(['US', 'CA', 'AU', 'UK', 'FR'].map(subdivisionLabelOf)).toEqual([
      'State',
      'Province',
      'State/Territory',
      'County',
      'Province',
    ]);
    expect(postalCodeLabelOf('US')).toBe('Zip Code');
    expect(postalCodeLabelOf('UK')).toBe('Postal Code');
  });
});
