import { describe, expect, it } from 'vitest';
import { addSaleBlock, addSessionBlock, termsGreyedReason, validateNewSale } from './newSaleRules.js';
import { CALENDAR_MESSAGES, NEW_SALE_MESSAGES } from './saleWizardMessages.js';

describe('validateNewSale', () => {
  const draft = { name: 'Spring Sale', termsId: '3', auctionType: 'TIMED' as const, shippingTermsId: null };

  it('accepts a named sale with terms and a type', () => {
    expect(validateNewSale(draft, { shippingEnabled: false })).toEqual([]);
  });

  it('gives the spec texts for a missing name and terms', () => {
    expect(validateNewSale({ ...draft, name: ' ', termsId: null }, { shippingEnabled: false })).toEqual([
      { field: 'name', message: 'Sale title is required' },
      { field: 'termsId', message: 'Please select your terms' },
    ]);
  });

  it('limits the name to 120 characters', () => {
    expect(validateNewSale({ ...draft, name: 'x'.repeat(120) }, { shippingEnabled: false })).toEqual([]);
    expect(validateNewSale({ ...draft, name: 'x'.repeat(121) }, { shippingEnabled: false })[0]?.message).toBe(
      NEW_SALE_MESSAGES.nameTooLong,
    );
  });

  it('needs a sale type, shipping terms when shipping is enabled, and terms that are not greyed', () => {
    const fields = validateNewSale(
      { ...draft, auctionType: null },
      { shippingEnabled: true, greyedTermsIds: ['3'] },
    ).map((v) => v.field);
    expect(fields).toEqual(['termsId', 'auctionType', 'shippingTermsId']);
    expect(validateNewSale({ ...draft, shippingTermsId: '9' }, { shippingEnabled: true })).toEqual([]);
  });
});

describe('termsGreyedReason', () => {
  const house = { houseFeeStepActive: false, paymentProcessingEnabled: true };
  it('greys terms whose payment-processing or fee-step eligibility differs from the house', () => {
    expect(
      termsGreyedReason({ paymentProcessingEligible: true, houseFeeStepEligible: false }, house),
    ).toBeNull();
    expect(termsGreyedReason({ paymentProcessingEligible: false, houseFeeStepEligible: false }, house)).toBe(
      NEW_SALE_MESSAGES.termsPaymentMismatch,
    );
    expect(termsGreyedReason({ paymentProcessingEligible: true, houseFeeStepEligible: true }, house)).toBe(
      NEW_SALE_MESSAGES.termsFeeStepMismatch,
    );
  });
});

describe('addSessionBlock', () => {
  const ok = {
    groupName: 'Spring Sale',
    groupFeeStepEnabled: false,
    houseFeeStepActive: false,
    paymentSignUpIncomplete: false,
    canAddCatalogs: true,
  };
  it('blocks on a fee-step mismatch, then payment sign-up, then the session limit', () => {
    expect(addSessionBlock(ok)).toBeNull();
    expect(addSessionBlock({ ...ok, houseFeeStepActive: true, canAddCatalogs: false })?.reason).toBe(
      'FEE_STEP_MISMATCH',
    );
    expect(addSessionBlock({ ...ok, paymentSignUpIncomplete: true })?.reason).toBe(
      'PAYMENT_SIGN_UP_INCOMPLETE',
    );
    expect(addSessionBlock({ ...ok, canAddCatalogs: false })).toEqual({
      reason: 'MAX_SESSIONS_REACHED',
      message:
        'You have reached the maximum number of sessions allowed per sale for: Spring Sale. In order to create a new session, please first add a new sale.',
    });
  });
});

describe('addSaleBlock', () => {
  const fine = {
    accountDisabled: false,
    paymentProcessingRequired: true,
    paymentProcessingEnabled: true,
    cardExpired: false,
    overdueBalance: false,
  };
  it('returns the §8 dialog that applies', () => {
    expect(addSaleBlock(fine)).toBeNull();
    expect(addSaleBlock({ ...fine, paymentProcessingEnabled: false })).toEqual({
      reason: 'PAYMENT_PROCESSING_REQUIRED',
      message: 'You must have payment processing enabled to add a sale.',
    });
    expect(addSaleBlock({ ...fine, accountDisabled: true, cardExpired: true })?.message).toBe(
      CALENDAR_MESSAGES.accountDisabled,
    );
    expect(addSaleBlock({ ...fine, cardExpired: true })?.reason).toBe('CARD_EXPIRED');
    expect(addSaleBlock({ ...fine, overdueBalance: true })?.reason).toBe('OVERDUE_BALANCE');
  });
});
