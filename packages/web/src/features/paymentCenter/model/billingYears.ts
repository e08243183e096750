/** The years the Billing page offers: this year back to 2023 (the product's first statements). */
export const FIRST_BILLING_YEAR = 2023;

export function billingYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = Math.max(now.getFullYear(), FIRST_BILLING_YEAR); year >= FIRST_BILLING_YEAR; year -= 1)
    years.push(year);
  return years;
}
