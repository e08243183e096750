/**
 * Money as the API sends it: decimal strings with two places ("1234.50", "-3.00"). Sums are done in
 * integer cents (BigInt), never in binary floating point, so a total is exact to the cent.
 */
const MONEY = /^(-?)(\d+)\.(\d{2})$/;

export function toCents(amount: string): bigint {
  const m = MONEY.exec(amount);
  if (!m) throw new Error(`Not a money amount: ${JSON.stringify(amount)}`);
  const cents = BigInt(m[2]!) * 100n + BigInt(m[3]!);
  return m[1] === '-' ? -cents : cents;
}

export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export function sumMoney(amounts: Iterable<string>): string {
  let total = 0n;
  for (const amount of amounts) total += toCents(amount);
  return formatCents(total);
}
