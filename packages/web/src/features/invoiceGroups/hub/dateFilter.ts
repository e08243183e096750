import { DEFAULT_RANGE_START, normalizeDateRange, type DateRange, type RuleViolation } from '@ah/schema';
import { parsePageParam } from '../../../ui/paginationModel';

/** The Existing Invoices query string: page, start, end (YYYY-MM-DD). */
export interface ExistingInvoicesParams {
  page: number;
  start: string | null;
  end: string | null;
}

export function readExistingInvoicesParams(params: URLSearchParams): ExistingInvoicesParams {
  return {
    page: parsePageParam(params.get('page')),
    start: params.get('start') || null,
    end: params.get('end') || null,
  };
}

/** The range to query and the problems to show; no query runs while there is a problem. */
export function existingInvoicesRange(
  params: ExistingInvoicesParams,
  today: string,
): { range: DateRange; violations: RuleViolation[] } {
  return normalizeDateRange({ start: params.start, end: params.end }, today);
}

/**
 * The query string after a date picker changed: back to page 1; an end date with no start starts
 * the range at 01/01/1989 (invoicing §5), so the From picker shows where the range starts.
 */
export function withDateChange(
  params: URLSearchParams,
  field: 'start' | 'end',
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (value) next.set(field, value);
  else next.delete(field);
  if (field === 'end' && value && !next.get('start')) next.set('start', DEFAULT_RANGE_START);
  return next;
}

/** Clear Dates: no range, page 1. */
export function withoutDates(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('start');
  next.delete('end');
  next.delete('page');
  return next;
}
