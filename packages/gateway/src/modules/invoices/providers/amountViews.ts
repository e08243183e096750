import { centsToMoney } from '@ah/schema';
import type { AdditionalCharges, ChargeAmounts } from '../../../__generated__/resolvers-types.js';
import type { AdditionalPriceInfo } from './invoiceApiModels.js';
import { cents } from './facts.js';
import { usToIso } from '../../../shared/houseDate.js';

type Amounts = Omit<ChargeAmounts, 'total' | '__typename'>;

/** Amounts with their total, summed in integer cents. */
export function chargeAmounts(amounts: Amounts): ChargeAmounts {
  const total =
    cents(amounts.hammer) +
    cents(amounts.premium) +
    cents(amounts.liveFee) +
    cents(amounts.tax) +
    cents(amounts.shipping) +
    cents(amounts.insurance) +
    cents(amounts.other);
  return { ...amounts, total: centsToMoney(total) };
}

export function additionalChargesOf(info: AdditionalPriceInfo): AdditionalCharges {
  return {
    tax: info.tax,
    shipping: info.shipping,
    insurance: info.insurance,
    other: info.other,
    total: centsToMoney(cents(info.tax) + cents(info.shipping) + cents(info.insurance) + cents(info.other)),
    paid: info.paid,
    paidDate: usToIso(info.paidDate ?? null),
    onlinePaymentStatus: info.onlinePaymentStat ?? null,
    sentDate: usToIso(info.additionalChargeSentDate ?? null),
  };
}
