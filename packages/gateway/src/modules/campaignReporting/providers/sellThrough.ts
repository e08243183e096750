/**
 * Sold lots in percent of lots offered, rounded half up to one decimal in integer arithmetic
 * (2 of 3 → 66.7); null when no lot was offered.
 */
export function sellThroughPercent(sold: number, offered: number): number | null {
  if (offered <= 0) return null;
  return Math.floor((sold * 2000 + offered) / (offered * 2)) / 10;
}
