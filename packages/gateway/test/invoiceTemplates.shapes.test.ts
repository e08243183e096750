import { describe, expect, it } from 'vitest';
import {
  countryCodeForClient,
  countryCodeForUpstream,
  inputFieldOf,
  saveRequestOf,
} from '../src/modules/invoiceTemplates/providers/templateShapes.js';

/** The template editor's translations between the GraphQL input and the upstream's body. */
describe('template shapes', () => {
  it('names an upstream refusal by the GraphQL input path', () => {
    expect(inputFieldOf('groupName')).toBe('name');
    expect(inputFieldOf('houseAddressID')).toBe('addressId');
    expect(inputFieldOf('additionalChargesPerLot')).toBe('chargeApplication');
    expect(inputFieldOf('subject')).toBe('subject');
    expect(inputFieldOf('taxSettings.2.taxCountryID')).toBe('taxes.2.countryCode');
    expect(inputFieldOf('feeSettings.0.feeType')).toBe('fees.0.name');
    expect(inputFieldOf('feeSettings.1.feePremium')).toBe('fees.1.buyersPremium');
    expect(inputFieldOf('taxSettings.3')).toBe('taxes.3.appliesTo');
    expect(inputFieldOf('feeSettings')).toBe('fees');
    expect(inputFieldOf('messages.4.sequence')).toBe('messages.4.sequence');
  });

  it('calls the United Kingdom GB under processor type p only', () => {
    expect(countryCodeForClient('UK', 'p')).toBe('GB');
    expect(countryCodeForClient('UK', 's')).toBe('UK');
    expect(countryCodeForUpstream('gb', 'p')).toBe('UK');
    expect(countryCodeForUpstream('GB', 's')).toBe('GB');
  });

  it('sends a state only where rows name one, and the charge application as the two flags', () => {
    const charge = { name: ' VAT ', rate: '20', hammer: true, liveFee: false, buyersPremium: true };
    const body = saveRequestOf(
      {
        name: ' T ',
        subject: 'S',
        fromName: 'N',
        fromEmail: 'a@b.co',
        chargeApplication: 'PER_LOT',
        taxes: [
          { ...charge, countryCode: 'GB', stateCode: 'XX' },
          { ...charge, countryCode: 'us', stateCode: 'ny' },
        ],
        fees: [],
        messages: [{ header: 'Payment Option(s)', sequence: 1 }],
      },
      'p',
    );
    expect(body).toMatchObject({
      groupSettingsID: null,
      groupName: 'T',
      additionalChargesPerInvoice: false,
      additionalChargesPerLot: true,
      payPal: false,
      payPalEmail: '',
      taxSettings: [
        { taxType: 'VAT', taxCountryID: 'UK', taxStateID: null, taxHammer: true, taxPremium: true },
        { taxCountryID: 'US', taxStateID: 'NY' },
      ],
      messages: [{ header: 'Payment Option(s)', detail: '', sequence: 1 }],
    });
  });
});
