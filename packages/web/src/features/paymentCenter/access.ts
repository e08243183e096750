import { type AccessRule, hasFlag } from '../../platform/access/accessRules';

/** Who sees the Payment Center link and opens its pages (sales spec "Top navigation", §6). */
export const paymentCenterAccess = {
  /**
   * The payment center's pages (/payments, /payments/{action}): an eligible house and the payments
   * flag; the sign-up is for a house not yet enabled, so only the link waits for enabled.
   */
  paymentCenterPage: (v) => v.house.settings.paymentProcessingEligible && hasFlag(v, 'payments'),
  /** The Payment Center link: payment processing eligible and enabled. */
  paymentCenter: (v) =>
    v.house.settings.paymentProcessingEligible && v.house.settings.paymentProcessingEnabled,
} satisfies Record<string, AccessRule>;
