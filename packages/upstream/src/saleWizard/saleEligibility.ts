/**
 * Whether a house may add a sale, and whether a terms entry may be chosen (sales §5 New sale, §8
 * Calendar). The gateway applies the same rules from @ah/schema; the service refuses on its own too.
 */
export interface HouseStanding {
  account_disabled: boolean;
  payment_processing_required: boolean;
  payment_processing_enabled: boolean;
  card_expired: boolean;
  overdue_balance: boolean;
  house_fee_step_active: boolean;
}

export function addSaleRefusal(house: HouseStanding): { code: string; message: string } | null {
  if (house.account_disabled)
    return {
      code: 'ACCOUNT_DISABLED',
      message: 'Your account has been temporarily disabled. Please contact Customer Care any time at:',
    };
  if (house.payment_processing_required && !house.payment_processing_enabled)
    return {
      code: 'PAYMENT_PROCESSING_REQUIRED',
      message: 'You must have payment processing enabled to add a sale.',
    };
  if (house.card_expired)
    return {
      code: 'CARD_EXPIRED',
      message: 'The credit card on your account has expired. Please contact Customer Care any time at:',
    };
  if (house.overdue_balance)
    return {
      code: 'OVERDUE_BALANCE',
      message: 'Your account has an overdue balance. Please contact Customer Care any time at:',
    };
  return null;
}

/** Terms are greyed out on a payment-processing or fee-step mismatch with the house. */
export function termsAreEligible(
  terms: { payrix_template: boolean; house_fee_step_eligible: boolean },
  house: Pick<HouseStanding, 'payment_processing_enabled' | 'house_fee_step_active'>,
): boolean {
  return (
    terms.payrix_template === house.payment_processing_enabled &&
    terms.house_fee_step_eligible === house.house_fee_step_active
  );
}
