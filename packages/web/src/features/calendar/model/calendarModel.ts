/** The calendar's view types (sales §2: /my-auctions/{type}, type current or past). */
export type CalendarType = 'current' | 'past';

export const CALENDAR_TYPE_LABELS: Readonly<Record<CalendarType, string>> = {
  current: 'Upcoming',
  past: 'Past',
};

export function calendarPath(type: CalendarType): string {
  return `/my-auctions/${type}`;
}

/** The Past calendar's search and page, as its URL keeps them (?q=…&page=N). */
export interface PastView {
  search: string;
  page: number;
}

export function pastViewOf(params: URLSearchParams): PastView {
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a Past view; a new search starts again at page 1. */
export function pastViewSearch(view: PastView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
