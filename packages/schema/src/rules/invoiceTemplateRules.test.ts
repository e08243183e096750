import { describe, expect, it } from 'vitest';
import {
  INVOICE_TEMPLATE_MESSAGES as M,
  formatTemplateRate,
  initialTemplateMessages,
  isTemplateActive,
  keptTemplateMessages,
  nextMessageSequence,
  parseMessageSequence,
  saveBlockedByFeeNames,
  templateRateToThousandths,
  validateInvoiceTemplate,
  validateTemplateCharges,
  validateTemplateMessages,
  type InvoiceTemplateDraft,
  type TemplateChargeDraft,
} from './invoiceTemplateRules.js';

const tax: TemplateChargeDraft = {
  name: 'NY Sales Tax',
  rate: '8.875',
  countryCode: 'US',
  stateCode: 'NY',
  hammer: true,
  liveFee: false,
  buyersPremium: true,
};
const fee: TemplateChargeDraft = {
  ...tax,
  name: 'Handling Fee',
  rate: '1',
  countryCode: 'ALL',
  stateCode: null,
};
const valid: InvoiceTemplateDraft = {
  name: 'Standard Invoice',
  subject: 'Your invoice',
  fromName: 'Demo House',
  fromEmail: 'invoices@demo.example.com',
  bccEmail: '',
  taxes: [tax],
  fees: [fee],
  messages: initialTemplateMessages(),
};
const fields = (draft: InvoiceTemplateDraft) =>
  validateInvoiceTemplate(draft).map((v) => [v.field, v.message]);

describe('validateInvoiceTemplate: name and email settings', () => {
  it('accepts a complete template', () => {
    expect(validateInvoiceTemplate(valid)).toEqual([]);
  });

  it('requires the name, subject, reply-to name and email with the spec texts', () => {
    expect(fields({ ...valid, name: ' ', subject: '', fromName: '', fromEmail: '' })).toEqual([
      ['name', 'Invoice template name is required'],
      ['subject', 'Email Subject is required'],
      ['fromName', 'Reply to Name is required'],
      ['fromEmail', 'Reply to Email is required'],
    ]);
  });

  it('limits the name to 50, the subject to 72 and BCC to 150 characters', () => {
    expect(fields({ ...valid, name: 'n'.repeat(50), subject: 's'.repeat(72) })).toEqual([]);
    expect(
      fields({ ...valid, name: 'n'.repeat(51), subject: 's'.repeat(73), bccEmail: 'b'.repeat(151) }),
    ).toEqual([
      ['name', M.nameTooLong],
      ['subject', M.subjectTooLong],
      ['bccEmail', M.bccTooLong],
    ]);
  });

  it('wants valid reply-to and BCC addresses (BCC optional, several allowed)', () => {
    expect(fields({ ...valid, fromEmail: 'nope', bccEmail: 'a@b.co, nope' })).toEqual([
      ['fromEmail', 'Valid Email is required'],
      ['bccEmail', 'Valid Email is required'],
    ]);
    expect(fields({ ...valid, bccEmail: 'a@b.co; c@d.org' })).toEqual([]);
  });

  it('wants a PayPal email only when PayPal is accepted', () => {
    expect(fields({ ...valid, payPal: false, payPalEmail: 'x' })).toEqual([]);
    expect(fields({ ...valid, payPal: true, payPalEmail: '' })).toEqual([
      ['payPalEmail', M.payPalEmailRequired],
    ]);
    expect(fields({ ...valid, payPal: true, payPalEmail: 'pay@' })).toEqual([
      ['payPalEmail', M.emailInvalid],
    ]);
  });
});

describe('validateTemplateCharges', () => {
  it('requires the charge type (max 50) and a rate of up to three decimals from 0 to 100', () => {
    expect(validateTemplateCharges('tax', [{ ...tax, name: '', rate: '8.8755' }])).toEqual([
      { field: 'taxes.0.name', message: 'Charge type is required' },
      { field: 'taxes.0.rate', message: 'Please enter a valid tax rate %.' },
    ]);
    for (const rate of ['', 'abc', '-1', '100.001', '1e2', '1.2.3'])
      expect(validateTemplateCharges('fee', [{ ...fee, rate }])).toEqual([
        { field: 'fees.0.rate', message: 'Please enter a valid fee rate %.' },
      ]);
    for (const rate of ['0', '100', '8.875', '.5', '7.'])
      expect(validateTemplateCharges('tax', [{ ...tax, rate }])).toEqual([]);
    expect(validateTemplateCharges('tax', [{ ...tax, name: 'x'.repeat(51) }])[0]?.message).toBe(
      M.chargeTypeTooLong,
    );
  });

  it('requires a country, and a state when the country is US', () => {
    expect(validateTemplateCharges('tax', [{ ...tax, countryCode: null }])).toEqual([
      { field: 'taxes.0.countryCode', message: 'Country is required.' },
    ]);
    expect(validateTemplateCharges('tax', [{ ...tax, stateCode: '' }])).toEqual([
      { field: 'taxes.0.stateCode', message: 'State is required.' },
    ]);
    expect(validateTemplateCharges('tax', [{ ...tax, countryCode: 'CA', stateCode: null }])).toEqual([]);
    expect(validateTemplateCharges('tax', [{ ...tax, countryCode: 'ALL', stateCode: null }])).toEqual([]);
  });

  it('requires at least one of Hammer, Live Fee and BP, with the tax or fee text', () => {
    const none = { hammer: false, liveFee: false, buyersPremium: false };
    expect(validateTemplateCharges('tax', [tax, { ...tax, ...none }])).toEqual([
      {
        field: 'taxes.1.appliesTo',
        message: 'Tax Type is Required, Please select at least one Tax Type Check Box',
      },
    ]);
    expect(validateTemplateCharges('fee', [{ ...fee, ...none }])).toEqual([
      {
        field: 'fees.0.appliesTo',
        message: 'Fee Type is Required, Please select at least one Fee Type Check Box',
      },
    ]);
    expect(validateTemplateCharges('fee', [{ ...fee, ...none, liveFee: true }])).toEqual([]);
  });

  it.each(['Tax', 'Sales tax', 'Processing taxes', 'TAX handling', 'Tax-free handling', 'Duty/tax'])(
    'refuses the word tax in the fee name %j and blocks Save',
    (name) => {
      expect(validateTemplateCharges('fee', [{ ...fee, name }])).toEqual([
        {
          field: 'fees.0.name',
          message: 'Taxes cannot be entered in the fees section, please use the taxes section above.',
        },
      ]);
      expect(saveBlockedByFeeNames([{ name }])).toBe(true);
    },
  );

  it.each(['Taxidermy handling', 'Syntax review fee', 'Surtax fee', 'Handling Fee'])(
    'accepts the fee name %j: it does not contain the word tax',
    (name) => {
      expect(validateTemplateCharges('fee', [{ ...fee, name }])).toEqual([]);
      expect(saveBlockedByFeeNames([{ name }])).toBe(false);
    },
  );

  it('lets a tax be called a tax', () => {
    expect(validateTemplateCharges('tax', [{ ...tax, name: 'Sales Tax' }])).toEqual([]);
  });

  it('holds at most 500 rows per table', () => {
    expect(
      validateTemplateCharges(
        'tax',
        Array.from({ length: 500 }, () => tax),
      ),
    ).toEqual([]);
    expect(
      validateTemplateCharges(
        'tax',
        Array.from({ length: 501 }, () => tax),
      ),
    ).toEqual([{ field: 'taxes', message: M.tooManyTaxes }]);
  });
});

describe('validateTemplateMessages', () => {
  const messages = [
    { header: 'Payment Option(s)', detail: 'Cards and wire', sequence: 1 },
    { header: 'Shipping Notes', detail: '', sequence: '2' },
    { header: 'Pickup', detail: 'Weekdays', sequence: '3' },
  ];

  it('accepts unique sequences starting at 1', () => {
    expect(validateTemplateMessages(messages)).toEqual([]);
  });

  it('marks every row whose sequence is used twice', () => {
    expect(validateTemplateMessages([...messages, { header: 'Hours', detail: '', sequence: 3 }])).toEqual([
      { field: 'messages.2.sequence', message: 'Sequence number must be unique' },
      { field: 'messages.3.sequence', message: 'Sequence number must be unique' },
    ]);
  });

  it('keeps the first row at 1 and wants whole sequences from 1 to 999', () => {
    expect(validateTemplateMessages([{ ...messages[0]!, sequence: 4 }, ...messages.slice(1)])).toEqual([
      { field: 'messages.0.sequence', message: M.firstSequenceFixed },
    ]);
    expect(validateTemplateMessages([...messages, { header: 'A', sequence: '' }])).toEqual([
      { field: 'messages.3.sequence', message: M.sequenceRequired },
    ]);
    for (const sequence of ['1.5', '0', '1000', 'x'])
      expect(validateTemplateMessages([...messages, { header: 'A', sequence }])).toEqual([
        { field: 'messages.3.sequence', message: M.sequenceInvalid },
      ]);
  });

  it('drops rows with an empty header before checking them', () => {
    const withBlank = [...messages, { header: '  ', detail: 'ignored', sequence: 3 }];
    expect(validateTemplateMessages(withBlank)).toEqual([]);
    expect(keptTemplateMessages(withBlank).map((k) => k.index)).toEqual([0, 1, 2]);
  });

  it('refuses a template without Payment Option(s) or Shipping Notes', () => {
    expect(validateTemplateMessages([messages[0]!, { ...messages[2]!, sequence: 2 }])).toEqual([
      { field: 'messages', message: 'Payment Option(s) and Shipping Notes cannot be deleted' },
    ]);
  });
});

describe('helpers', () => {
  it('reads and formats rates in thousandths of a percent without floats', () => {
    expect(templateRateToThousandths('8.875')).toBe(8875);
    expect(templateRateToThousandths('0.1')).toBe(100);
    expect(templateRateToThousandths('100')).toBe(100_000);
    expect(templateRateToThousandths('100.5')).toBeNull();
    expect(formatTemplateRate(8875)).toBe('8.875');
    expect(formatTemplateRate(7000)).toBe('7.000');
    expect(formatTemplateRate(50)).toBe('0.050');
  });

  it('numbers messages', () => {
    expect(parseMessageSequence(' 12 ')).toBe(12);
    expect(parseMessageSequence(2.5)).toBeNull();
    expect(nextMessageSequence(initialTemplateMessages())).toBe(3);
    expect(nextMessageSequence([])).toBe(1);
  });

  it('makes a non-processor template read-only under processor type p only', () => {
    expect(isTemplateActive('p', false)).toBe(false);
    expect(isTemplateActive('p', true)).toBe(true);
    expect(isTemplateActive('s', false)).toBe(true);
    expect(isTemplateActive(null, false)).toBe(true);
  });
});
