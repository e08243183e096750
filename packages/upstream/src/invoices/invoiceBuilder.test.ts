import { describe, expect, it } from 'vitest';
import {
  buildInvoices,
  buildLine,
  isLiveFeeCharged,
  ruleApplies,
  type ChargeRule,
  type WonLot,
} from './invoiceBuilder.js';

const lot = (overrides: Partial<WonLot> = {}): WonLot => ({
  lotId: 1,
  approvalId: 10,
  bidderId: 100,
  channel: 'INV',
  saleType: 'live',
  hammer: 10_000,
  buyerPremiumRate: 25_000,
  restricted: false,
  ...overrides,
});

const rule = (overrides: Partial<ChargeRule> = {}): ChargeRule => ({
  kind: 'tax',
  rate: 8_875,
  country: 'US',
  state: 'NY',
  appliesHammer: true,
  appliesPremium: true,
  appliesLiveFee: true,
  ...overrides,
});

const NY = { country: 'US', state: 'NY' };

describe('buildLine', () => {
  it('computes premium, live fee, tax and fees in cents', () => {
    const line = buildLine(
      lot(),
      [rule()],
      [
        rule({
          kind: 'fee',
          rate: 1_000,
          country: 'ALL',
          state: 'ALL',
          appliesPremium: false,
          appliesLiveFee: false,
        }),
      ],
    );
    // $100 hammer, 25% BP = $25, 3% live fee = $3, 8.875% of $128 = $11.36, 1% fee on hammer = $1.
    expect(line).toEqual({
      lotId: 1,
      hammer: 10_000,
      premium: 2_500,
      liveFee: 300,
      tax: 1_136,
      other: 100,
      restricted: false,
    });
  });

  it('taxes only the bases a rule names', () => {
    const hammerOnly = buildLine(lot(), [rule({ appliesPremium: false, appliesLiveFee: false })], []);
    expect(hammerOnly.tax).toBe(888); // 887.5 → 888
    const premiumOnly = buildLine(lot(), [rule({ appliesHammer: false, appliesLiveFee: false })], []);
    expect(premiumOnly.tax).toBe(222); // 8.875% of 2500 = 221.875
    const liveFeeOnly = buildLine(lot(), [rule({ appliesHammer: false, appliesPremium: false })], []);
    expect(liveFeeOnly.tax).toBe(27); // 26.625
  });

  it('rounds half-up once per line, not per rule', () => {
    const half = rule({ rate: 500, appliesPremium: false, appliesLiveFee: false }); // 0.5%
    const line = buildLine(lot({ hammer: 100, buyerPremiumRate: 0 }), [half, half], []);
    // Each rule alone is 0.5 cent; together exactly 1 cent (per-rule rounding would give 2).
    expect(line.tax).toBe(1);
    expect(buildLine(lot({ hammer: 100, buyerPremiumRate: 0 }), [half], []).tax).toBe(1); // 0.5 → 1
  });

  it('rounds the premium half-up', () => {
    expect(buildLine(lot({ hammer: 1_002 }), [], []).premium).toBe(251);
    expect(buildLine(lot({ hammer: 12_345, buyerPremiumRate: 22_500 }), [], []).premium).toBe(2_778);
  });

  it('charges the live fee only on live sales won over the internet', () => {
    expect(isLiveFeeCharged({ saleType: 'live', channel: 'INV' })).toBe(true);
    expect(isLiveFeeCharged({ saleType: 'live', channel: 'PL' })).toBe(true);
    expect(isLiveFeeCharged({ saleType: 'live', channel: 'AZ' })).toBe(true);
    expect(isLiveFeeCharged({ saleType: 'live', channel: 'Floor' })).toBe(false);
    expect(isLiveFeeCharged({ saleType: 'timed', channel: 'INV' })).toBe(false);
    expect(buildLine(lot({ channel: 'Floor' }), [], []).liveFee).toBe(0);
    expect(buildLine(lot({ saleType: 'timed' }), [], []).liveFee).toBe(0);
  });

  it('keeps the restricted flag', () => {
    expect(buildLine(lot({ restricted: true }), [], []).restricted).toBe(true);
  });
});

describe('ruleApplies', () => {
  it('matches ALL, the country, and ALL or the state', () => {
    expect(ruleApplies(rule({ country: 'ALL' }), NY)).toBe(true);
    expect(ruleApplies(rule(), NY)).toBe(true);
    expect(ruleApplies(rule({ state: 'ALL' }), NY)).toBe(true);
    expect(ruleApplies(rule({ state: 'NJ' }), NY)).toBe(false);
    expect(ruleApplies(rule({ country: 'CA', state: 'ON' }), NY)).toBe(false);
    expect(ruleApplies(rule({ state: 'ny' }), NY)).toBe(true);
  });

  it('treats UK and GB as the same country', () => {
    expect(ruleApplies(rule({ country: 'UK', state: 'ALL' }), { country: 'GB', state: '' })).toBe(true);
    expect(ruleApplies(rule({ country: 'GB', state: 'ALL' }), { country: 'UK', state: '' })).toBe(true);
  });
});

describe('buildInvoices', () => {
  it('makes one invoice per winning approval with lines in the given order', () => {
    const invoices = buildInvoices(
      [
        lot({ lotId: 1, approvalId: 10 }),
        lot({ lotId: 2, approvalId: 11, bidderId: 101 }),
        lot({ lotId: 3, approvalId: 10 }),
      ],
      [rule(), rule({ state: 'NJ', rate: 6_625 })],
      NY,
    );
    expect(invoices.map((i) => [i.approvalId, i.bidderId, i.lines.map((l) => l.lotId)])).toEqual([
      [10, 100, [1, 3]],
      [11, 101, [2]],
    ]);
    // Only the NY rule applies at a NY sale.
    expect(invoices[0]?.lines[0]?.tax).toBe(1_136);
  });

  it('puts fee rows into other and leaves tax for tax rows', () => {
    const [invoice] = buildInvoices(
      [lot()],
      [rule({ kind: 'fee', rate: 2_500, country: 'ALL', state: 'ALL', appliesLiveFee: false })],
      NY,
    );
    expect(invoice?.lines[0]).toMatchObject({ tax: 0, other: 313 }); // 2.5% of 12500 = 312.5 → 313
  });

  it('returns nothing without won lots', () => {
    expect(buildInvoices([], [rule()], NY)).toEqual([]);
  });
});
