/**
 * Type parsing shared by both drivers: int8 (ids, cents, counts) as JS numbers, dates as
 * YYYY-MM-DD strings (a Date would drag in the process time zone), numeric left as a string.
 */
export const PG_OID = { INT8: 20, DATE: 1082, NUMERIC: 1700 } as const;

export function parseInt8(value: string): number {
  const n = Number(value);
  // Cents beyond 2^53 would silently lose precision: fail loudly instead.
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} is outside the safe integer range`);
  return n;
}

export function parseDateOnly(value: string): string {
  return value;
}
