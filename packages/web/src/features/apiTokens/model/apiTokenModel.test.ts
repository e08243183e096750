import { describe, expect, it } from 'vitest';
import {
  EMPTY_TOKEN_FORM,
  createTokenVariables,
  scopeOptions,
  tokenFormErrors,
  TOKEN_FORM_MESSAGES,
  type AccessFlags,
} from './apiTokenModel';

const NONE: AccessFlags = {
  invoices: false,
  reports: false,
  calendar: false,
  customer: false,
  sensitive: false,
  messages: false,
  console: false,
  inventory: false,
  settlement: false,
  users: false,
  bulkBidding: false,
  payments: false,
};

describe('the API token form', () => {
  it('offers only the scopes the user holds', () => {
    expect(scopeOptions({ ...NONE, invoices: true, bulkBidding: true })).toEqual([
      { value: 'INVOICES', label: 'Invoices' },
      { value: 'BULK_BIDDING', label: 'Bulk bidding' },
    ]);
  });

  it('needs a name of at most 50 characters and 1 to 365 days', () => {
    expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: 'nightly export' })).toEqual({});
    expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: '  ' }).name).toBe(TOKEN_FORM_MESSAGES.nameRequired);
    expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: 'x'.repeat(51) }).name).toBe(
      TOKEN_FORM_MESSAGES.nameTooLong,
    );
    for (const days of [0, 366, 1.5, ''])
      expect(tokenFormErrors({ ...EMPTY_TOKEN_FORM, name: 'a', expiresInDays: days }).expiresInDays).toBe(
        TOKEN_FORM_MESSAGES.expiresInDays,
      );
  });

  it('sends no scopes as null (all of the user’s areas) and trims the name', () => {
    expect(createTokenVariables({ ...EMPTY_TOKEN_FORM, name: ' a ' })).toEqual({
      name: 'a',
      expiresInDays: 90,
      readOnly: false,
      scopes: null,
    });
  });
});
