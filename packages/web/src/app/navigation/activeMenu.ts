import type { NavMenu } from './navRules';

/** True when the path is the link's path or below it (`/invoices` is active on `/invoices/ExistingInvoices`). */
export function isPathWithin(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const target = to.toLowerCase().replace(/\/+$/, '');
  return path === target || path.startsWith(`${target}/`);
}

/** The menu whose link matches the current path best (longest match), if any. */
export function activeMenuId(pathname: string, menus: readonly NavMenu[]): string | null {
  let best: { id: string; length: number } | null = null;
  for (const menu of menus)
    for (const item of menu.items)
      if (isPathWithin(pathname, item.to) && (!best || item.to.length > best.length))
        best = { id: menu.id, length: item.to.length };
  return best?.id ?? null;
}

/** The single link that matches the current path best, so only one item is marked in a menu. */
export function activeItemPath(pathname: string, menus: readonly NavMenu[]): string | null {
  let best: string | null = null;
  for (const menu of menus)
    for (const item of menu.items)
      if (isPathWithin(pathname, item.to) && (!best || item.to.length > best.length)) best = item.to;
  return best;
}
