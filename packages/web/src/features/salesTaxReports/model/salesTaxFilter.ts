import { SALES_TAX_DEFAULT_PAGE_SIZE, SALES_TAX_FIRST_YEAR, SALES_TAX_PAGE_SIZES } from '@ah/schema';

/** The applied report filter, read from and written to the URL (a reload shows the same report). */
export interface SalesTaxFilter {
  year: number;
  /** 1-12; null: every month. */
  month: number | null;
  /** A state code; null: every state. */
  state: string | null;
}

export interface SalesTaxView {
  /** Null until View Report (sales §4: nothing until View Report). */
  filter: SalesTaxFilter | null;
  page: number;
  pageSize: number;
}

const whole = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

/** The view of the URL's query: a filter only when it names a year from 2023. */
export function salesTaxViewOf(params: URLSearchParams): SalesTaxView {
  const year = whole(params.get('year'));
  const month = whole(params.get('month'));
  const state = params.get('state');
  const size = whole(params.get('size'));
  const page = whole(params.get('page'));
  return {
    filter:
      year !== null && year >= SALES_TAX_FIRST_YEAR
        ? {
            year,
            month: month !== null && month >= 1 && month <= 12 ? month : null,
            state: state && /^[A-Z]{2}$/.test(state) ? state : null,
          }
        : null,
    page: page !== null && page >= 1 ? page : 1,
    pageSize: (SALES_TAX_PAGE_SIZES as readonly number[]).includes(size ?? 0)
      ? size!
      : SALES_TAX_DEFAULT_PAGE_SIZE,
  };
}

/** The URL query of a view (page 1 and the default size are left out). */
export function salesTaxSearch(view: SalesTaxView): string {
  const params = new URLSearchParams();
  if (view.filter) {
    params.set('year', String(view.filter.year));
    if (view.filter.month !== null) params.set('month', String(view.filter.month));
    if (view.filter.state) params.set('state', view.filter.state);
  }
  if (view.pageSize !== SALES_TAX_DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
