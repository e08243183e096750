import { badUserInput } from '../../../errors.js';
import {
  connectionOf,
  isPagingViolation,
  pageWindowOf,
  type Connection,
  type ConnectionArgs,
  type PageWindow,
} from '../../../shared/connection.js';

/** The house service pages these lists by `page` and `pageSize` (1 to 100). */
const UNPAID_ITEMS_PAGING = { defaultSize: 50, maxSize: 100 } as const;

/** The window a connection field's arguments ask for; BAD_USER_INPUT at the argument otherwise. */
export function unpaidItemsWindow(args: ConnectionArgs): PageWindow {
  const window = pageWindowOf(args, UNPAID_ITEMS_PAGING);
  if (isPagingViolation(window)) throw badUserInput(window.message, window.field);
  return window;
}

/** One page of a list from the service, and how many the list holds. */
export interface ServicePage<T, E> {
  items: T[];
  total: number;
  /** What else the page's answer carries (the stage counts, the dry run's instant). */
  extra: E;
}

/**
 * One window read through the service's own paging: one call when the window is a page of its size
 * (the screens, and scripts walking with one `first`), otherwise the two pages of that size it spans.
 * An empty window still reads one row, for the count and the extras.
 */
export async function windowFromPages<T, E>(
  window: PageWindow,
  readPage: (page: number, pageSize: number) => Promise<ServicePage<T, E>>,
): Promise<{ connection: Connection<T>; extra: E }> {
  const size = Math.max(1, window.limit);
  const first = Math.floor(window.offset / size) + 1;
  const skip = window.offset % size;
  const pageNumbers = skip === 0 || window.limit === 0 ? [first] : [first, first + 1];
  const [head, ...rest] = await Promise.all(pageNumbers.map((page) => readPage(page, size)));
  if (!head) throw new Error('windowFromPages read no page');
  const items = [head, ...rest].flatMap((p) => p.items).slice(skip, skip + window.limit);
  return { connection: connectionOf(items, window, head.total), extra: head.extra };
}
