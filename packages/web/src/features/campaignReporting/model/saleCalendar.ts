import { todayIn } from '../../../ui/formatters';

/*
 * The report counts sale days and months in the house's time zone (the upstream's filter and month
 * buckets, sales §2 /campaign-reporting); the screen's own dates follow the same clock, or a sale at
 * 7 PM in New York would be listed under the next day (its UTC day) in the picker.
 */

/** The day (YYYY-MM-DD) of an ISO instant in the house's time zone. */
export function saleDayIn(timeZone: string | undefined, isoInstant: string): string {
  const instant = new Date(isoInstant);
  return Number.isNaN(instant.getTime()) ? isoInstant.slice(0, 10) : todayIn(timeZone, instant);
}

/** This month (YYYY-MM) in the house's time zone. */
export function currentMonthIn(timeZone: string | undefined, now: Date = new Date()): string {
  return todayIn(timeZone, now).slice(0, 7);
}

/**
 * The months the results line plots: those that have begun. A month still to come has scheduled
 * sales but no results yet; plotted, it drops the line to $0 as if nothing had sold.
 */
export function monthsSoFar<Month extends { month: string }>(
  months: readonly Month[],
  currentMonth: string,
): Month[] {
  return months.filter((m) => m.month <= currentMonth);
}
