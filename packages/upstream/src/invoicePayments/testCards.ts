import type { CardChargeOutcome } from './tables.js';

/**
 * The simulated card processor: a payment token (approvals.payment_token) is a test card number, or
 * 'ach:' and an account number for a buyer who pays by ACH only. Every answer is decided by the token
 * (and, for the limit card, the amount), so tests and demos are repeatable. Nothing leaves the machine.
 */

export interface TestCard {
  token: string;
  brand: CardBrand;
  /** What charging it does. */
  behaviour: 'approve' | 'decline' | 'insufficientFunds' | 'limit' | 'achOnly';
  description: string;
}

export type CardBrand = 'Visa' | 'MasterCard' | 'Discover' | 'American Express' | 'ACH';

/** The limit card approves up to this amount and answers OVER_CARD_LIMIT above it. */
export const LIMIT_CARD_LIMIT_CENTS = 10_000;

export const TEST_CARDS = {
  approvedVisa: {
    token: '4242424242424242',
    brand: 'Visa',
    behaviour: 'approve',
    description: 'Visa, always approved',
  },
  approvedMasterCard: {
    token: '5555555555554444',
    brand: 'MasterCard',
    behaviour: 'approve',
    description: 'MasterCard, always approved',
  },
  approvedDiscover: {
    token: '6011111111111117',
    brand: 'Discover',
    behaviour: 'approve',
    description: 'Discover, always approved',
  },
  approvedAmex: {
    token: '378282246310005',
    brand: 'American Express',
    behaviour: 'approve',
    description: 'American Express, always approved',
  },
  declined: {
    token: '4000000000000002',
    brand: 'Visa',
    behaviour: 'decline',
    description: 'Visa, always declined',
  },
  insufficientFunds: {
    token: '4000000000009995',
    brand: 'Visa',
    behaviour: 'insufficientFunds',
    description: 'Visa, declined for insufficient funds',
  },
  overLimit: {
    token: '4000000000000259',
    brand: 'Visa',
    behaviour: 'limit',
    description: 'Visa with a 100.00 limit: approved up to 100.00, over the card limit above',
  },
  achOnly: {
    token: 'ach:000123456789',
    brand: 'ACH',
    behaviour: 'achOnly',
    description: 'ACH-only payment profile: a card charge is an invalid payment type',
  },
} as const satisfies Record<string, TestCard>;

const BY_TOKEN: ReadonlyMap<string, TestCard> = new Map(Object.values(TEST_CARDS).map((c) => [c.token, c]));

/** Payment method ids of invoicing §9: 3 Visa, 4 MasterCard, 5 Discover, 6 American Express, 11 ACH. */
export const PAYMENT_METHOD_ID_OF_BRAND: Readonly<Record<CardBrand, number>> = {
  Visa: 3,
  MasterCard: 4,
  Discover: 5,
  'American Express': 6,
  ACH: 11,
};

/** A card's brand from its number (the usual prefixes); ACH for an 'ach:' token. */
export function brandOf(token: string): CardBrand {
  if (token.startsWith('ach:')) return 'ACH';
  if (/^3[47]/.test(token)) return 'American Express';
  if (/^(5[1-5]|2[2-7])/.test(token)) return 'MasterCard';
  if (/^(6011|65)/.test(token)) return 'Discover';
  return 'Visa';
}

export const last4Of = (token: string): string => token.slice(-4);

export interface ProcessorAnswer {
  outcome: CardChargeOutcome;
  brand: CardBrand;
  last4: string;
}

/** What the processor answers for charging `amountCents` to `token`. Unknown card numbers are approved. */
export function chargeCard(token: string, amountCents: number): ProcessorAnswer {
  const card = BY_TOKEN.get(token);
  const brand = card?.brand ?? brandOf(token);
  const answer = (outcome: CardChargeOutcome): ProcessorAnswer => ({ outcome, brand, last4: last4Of(token) });
  if (brand === 'ACH') return answer('ACH_ONLY');
  switch (card?.behaviour) {
    case 'decline':
      return answer('DECLINED');
    case 'insufficientFunds':
      return answer('INSUFFICIENT_FUNDS');
    case 'limit':
      return answer(amountCents > LIMIT_CARD_LIMIT_CENTS ? 'OVER_CARD_LIMIT' : 'APPROVED');
    default:
      return answer('APPROVED');
  }
}

/** The readable message of a result (CardChargeResult.message). */
export function outcomeMessage(answer: ProcessorAnswer, amount: string): string {
  const card =
    answer.brand === 'ACH' ? `ACH account ending ${answer.last4}` : `${answer.brand} ending ${answer.last4}`;
  switch (answer.outcome) {
    case 'APPROVED':
      return `Charged ${amount} to ${card}`;
    case 'DECLINED':
      return `Declined: ${card} was declined`;
    case 'INSUFFICIENT_FUNDS':
      return `Declined: insufficient funds on ${card}`;
    case 'OVER_CARD_LIMIT':
      return `Declined: ${amount} is over the card limit of ${card}`;
    case 'ACH_ONLY':
      return `Not charged: the buyer pays by ACH only (${card}), an invalid payment type for a card charge`;
  }
}
