import type {
  BuyerPremiumScheduleResolvers,
  PremiumApplication,
} from '../../../__generated__/resolvers-types.js';
import {
  centsToMoney,
  moneyToCents,
  percentToThousandths,
  premiumFor,
  type PremiumTier,
} from '../domain/buyerPremium.js';
import type { BuyerPremiumScheduleModel } from '../models.js';

const applicationOf = (s: BuyerPremiumScheduleModel): PremiumApplication =>
  s.application === 'whole' ? 'WHOLE_PRICE' : 'SLICE_BY_BAND';

const tiersOf = (s: BuyerPremiumScheduleModel): PremiumTier[] =>
  s.buyPremSteps.map((t) => ({
    from: moneyToCents(t.from),
    to: t.to === null ? null : moneyToCents(t.to),
    rate: percentToThousandths(t.stepPct),
  }));

/** A sale group's buyer's premium tiers (GET buypremsteps) and how they apply. */
export const BuyerPremiumSchedule: BuyerPremiumScheduleResolvers = {
  application: applicationOf,
  tiers: (s) =>
    tiersOf(s).map((t, i) => ({
      from: centsToMoney(t.from),
      to: t.to === null ? null : centsToMoney(t.to),
      percent: s.buyPremSteps[i]?.stepPct ?? '0',
    })),
  premiumFor: (s, args) => centsToMoney(premiumFor(moneyToCents(args.hammer), tiersOf(s), applicationOf(s))),
};
