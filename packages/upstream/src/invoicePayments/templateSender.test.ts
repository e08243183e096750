import { describe, expect, it } from 'vitest';
import { templateSender } from './invoicePreviewSources.js';

describe('templateSender', () => {
  it.each([
    [
      {
        fromName: ' Hartley Billing ',
        fromEmail: 'billing@hartley.example',
        bccEmail: ' copies@hartley.example ',
      },
      { from: '"Hartley Billing" <billing@hartley.example>', bcc: 'copies@hartley.example' },
    ],
    [
      { fromName: '', fromEmail: '', bccEmail: '' },
      { from: '"Demo House" <invoices@localhost>', bcc: '' },
    ],
    [
      { fromName: 'A <b> "c"', fromEmail: 'x@y.example', bccEmail: '' },
      { from: '"A b c" <x@y.example>', bcc: '' },
    ],
    [null, { from: '"Demo House" <invoices@localhost>', bcc: '' }],
  ])('sends %j as its name at its address, else the house at the default', (template, expected) => {
    expect(templateSender(template, 'Demo "House"')).toEqual(expected);
  });
});
