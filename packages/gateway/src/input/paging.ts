import {
  isPagingViolation,
  pageWindowOf,
  type ConnectionArgs,
  type PageWindow,
  type PagingRule,
} from '../shared/connection.js';
import { badUserInput } from '../errors.js';

/** A connection field's window, or BAD_USER_INPUT naming the argument that cannot be read. */
export function pageWindow(args: ConnectionArgs, rule: PagingRule): PageWindow {
  const window = pageWindowOf(args, rule);
  if (isPagingViolation(window)) throw badUserInput(window.message, window.field);
  return window;
}
