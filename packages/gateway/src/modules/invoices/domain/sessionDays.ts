/**
 * Day numbers of an invoice group's sessions (invoicing §2.2): 1 for the earliest session's calendar
 * day, 2 for the next calendar day, and so on. Dates are YYYY-MM-DD in the house's time zone.
 */
export function sessionDayNumbers(dates: readonly string[]): number[] {
  const days = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const first = Math.min(...days);
  return days.map((day) => Math.round(day - first) + 1);
}
