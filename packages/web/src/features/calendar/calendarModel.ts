/** The calendar's view types (sales §2: /my-auctions/{type}, type current or past). */
export type CalendarType = 'current' | 'past';

export const CALENDAR_TYPE_LABELS: Readonly<Record<CalendarType, string>> = {
  current: 'Upcoming',
  past: 'Past',
};

export function calendarPath(type: CalendarType): string {
  return `/my-auctions/${type}`;
}
