/**
 * The create/edit screen's selection (invoicing §2.2). Select All Invoices is a flag, not a list of
 * every id: the count comes from the server (`totalCount`), and a card unticked after it is kept as
 * an exception, so a group of thousands of invoices never puts its ids in the browser to be selected.
 */
export type Selection =
  | { readonly all: false; readonly ids: ReadonlySet<string> }
  | { readonly all: true; readonly except: ReadonlySet<string> };

export const NO_SELECTION: Selection = { all: false, ids: new Set() };
export const ALL_SELECTED: Selection = { all: true, except: new Set() };

export function isSelected(selection: Selection, id: string): boolean {
  return selection.all ? !selection.except.has(id) : selection.ids.has(id);
}

/** How many invoices are selected, out of `total` on the screen. */
export function selectedCount(selection: Selection, total: number): number {
  return selection.all ? Math.max(0, total - selection.except.size) : selection.ids.size;
}

/** The selection with one invoice ticked or unticked. */
export function withInvoice(selection: Selection, id: string, on: boolean): Selection {
  const change = (set: ReadonlySet<string>, add: boolean) => {
    const next = new Set(set);
    if (add) next.add(id);
    else next.delete(id);
    return next;
  };
  return selection.all
    ? { all: true, except: change(selection.except, !on) }
    : { all: false, ids: change(selection.ids, on) };
}

/** Ids in the screen's order (the group's invoices are listed by id). */
export function inScreenOrder(ids: Iterable<string>): string[] {
  return [...ids].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/**
 * The selected ids when the selection names them; null when it is Select All (the caller reads the
 * screen's ids from the server, then `selectedOf` them).
 */
export function namedIds(selection: Selection): string[] | null {
  return selection.all ? null : inScreenOrder(selection.ids);
}

/** The selected ones of every id of the screen. */
export function selectedOf(selection: Selection, allIds: readonly string[]): string[] {
  return allIds.filter((id) => isSelected(selection, id));
}
