import type { ChosenSession } from '@ah/schema';

/** A session ticked in the Uninvoiced Sessions tab, with what the rules and the mutation need. */
export interface SelectedSession extends ChosenSession {
  id: string;
  ref: string;
  saleGroupName: string;
}

/** Ticked sessions by session id, in the order they were ticked. */
export type SessionSelection = ReadonlyMap<string, SelectedSession>;

export const EMPTY_SELECTION: SessionSelection = new Map();

/** Ticks or unticks a session. */
export function toggleSession(selection: SessionSelection, session: SelectedSession): SessionSelection {
  const next = new Map(selection);
  if (next.has(session.id)) next.delete(session.id);
  else next.set(session.id, session);
  return next;
}

/** The sale group the selection is fixed to (the first ticked session's), or null when nothing is ticked. */
export function selectedSaleGroupId(selection: SessionSelection): string | null {
  for (const session of selection.values()) return session.saleGroupId;
  return null;
}

/**
 * Selecting a session fixes the sale group: sessions of other groups are disabled until nothing
 * is selected again (invoicing §4 "Invoice creation").
 */
export function isSessionLocked(selection: SessionSelection, saleGroupId: string): boolean {
  const fixed = selectedSaleGroupId(selection);
  return fixed !== null && fixed !== saleGroupId;
}

export function selectedSessions(selection: SessionSelection): SelectedSession[] {
  return [...selection.values()];
}
