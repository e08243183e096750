import { SALE_NAME_MAX } from '../constants.js';
import { CALENDAR_MESSAGES, NEW_SALE_MESSAGES, sessionLimitMessageFor } from './saleWizardMessages.js';
import type { RuleViolation } from './types.js';

/** The Add Sale form (sales §5 New sale). */
export interface NewSaleDraft {
  name: string;
  termsId: string | null | undefined;
  /** 'LIVE' or 'TIMED'; null until chosen. */
  auctionType: 'LIVE' | 'TIMED' | null | undefined;
  shippingTermsId: string | null | undefined;
}

export interface NewSaleContext {
  /** A shipping policy is enabled: shipping terms are required. */
  shippingEnabled: boolean;
  /** Ids of the terms entries that are greyed out (refused). */
  greyedTermsIds?: readonly string[];
}

/**
 * New sale (sales §5): name required, at most 120 (internal only); terms required (and not a
 * greyed-out entry); live or timed chosen; shipping terms required when a shipping policy is
 * enabled. Continue is enabled exactly when this returns nothing.
 */
export function validateNewSale(draft: NewSaleDraft, context: NewSaleContext): RuleViolation[] {
  const m = NEW_SALE_MESSAGES;
  const v: RuleViolation[] = [];
  const name = draft.name.trim();
  if (name === '') v.push({ field: 'name', message: m.nameRequired });
  else if (name.length > SALE_NAME_MAX) v.push({ field: 'name', message: m.nameTooLong });
  if (!draft.termsId) v.push({ field: 'termsId', message: m.termsRequired });
  else if (context.greyedTermsIds?.includes(draft.termsId))
    v.push({ field: 'termsId', message: m.termsUnavailable });
  if (draft.auctionType !== 'LIVE' && draft.auctionType !== 'TIMED')
    v.push({ field: 'auctionType', message: m.saleTypeRequired });
  if (context.shippingEnabled && !draft.shippingTermsId)
    v.push({ field: 'shippingTermsId', message: m.shippingTermsRequired });
  return v;
}

export interface TermsEligibility {
  houseFeeStepEligible: boolean;
  paymentProcessingEligible: boolean;
}

export interface HouseSaleSettings {
  houseFeeStepActive: boolean;
  paymentProcessingEnabled: boolean;
}

/**
 * Why a terms entry is greyed out (sales §5: a payment-processing or fee-step mismatch with the
 * house), or null when it can be chosen.
 */
export function termsGreyedReason(terms: TermsEligibility, house: HouseSaleSettings): string | null {
  if (terms.paymentProcessingEligible !== house.paymentProcessingEnabled)
    return NEW_SALE_MESSAGES.termsPaymentMismatch;
  if (terms.houseFeeStepEligible !== house.houseFeeStepActive) return NEW_SALE_MESSAGES.termsFeeStepMismatch;
  return null;
}

export type AddSessionBlockReason =
  'FEE_STEP_MISMATCH' | 'PAYMENT_SIGN_UP_INCOMPLETE' | 'MAX_SESSIONS_REACHED';

export interface AddSessionFacts {
  groupName: string;
  /** The group's fee step setting (houseFeeStepEnabled). */
  groupFeeStepEnabled: boolean;
  /** The house's current fee step setting (isHouseFeeStepActive). */
  houseFeeStepActive: boolean;
  /** Payment processing is required and its sign-up is not complete. */
  paymentSignUpIncomplete: boolean;
  /** Group info's canAddCatalogs. */
  canAddCatalogs: boolean;
}

/** Why Add Session is blocked (sales §5 New sale), first reason first; null when it is not. */
export function addSessionBlock(
  facts: AddSessionFacts,
): { reason: AddSessionBlockReason; message: string } | null {
  if (facts.groupFeeStepEnabled !== facts.houseFeeStepActive)
    return { reason: 'FEE_STEP_MISMATCH', message: CALENDAR_MESSAGES.feeStepMismatch };
  if (facts.paymentSignUpIncomplete)
    return { reason: 'PAYMENT_SIGN_UP_INCOMPLETE', message: CALENDAR_MESSAGES.paymentProcessingRequired };
  if (!facts.canAddCatalogs)
    return { reason: 'MAX_SESSIONS_REACHED', message: sessionLimitMessageFor(facts.groupName) };
  return null;
}

export type AddSaleBlockReason =
  'ACCOUNT_DISABLED' | 'PAYMENT_PROCESSING_REQUIRED' | 'CARD_EXPIRED' | 'OVERDUE_BALANCE';

export interface AccountStanding {
  accountDisabled: boolean;
  paymentProcessingRequired: boolean;
  paymentProcessingEnabled: boolean;
  cardExpired: boolean;
  overdueBalance: boolean;
}

/** The dialog that stops Add Sale (sales §8 Calendar), or null when a sale may be added. */
export function addSaleBlock(
  standing: AccountStanding,
): { reason: AddSaleBlockReason; message: string } | null {
  const m = CALENDAR_MESSAGES;
  if (standing.accountDisabled) return { reason: 'ACCOUNT_DISABLED', message: m.accountDisabled };
  if (standing.paymentProcessingRequired && !standing.paymentProcessingEnabled)
    return { reason: 'PAYMENT_PROCESSING_REQUIRED', message: m.paymentProcessingRequired };
  if (standing.cardExpired) return { reason: 'CARD_EXPIRED', message: m.cardExpired };
  if (standing.overdueBalance) return { reason: 'OVERDUE_BALANCE', message: m.overdueBalance };
  return null;
}
