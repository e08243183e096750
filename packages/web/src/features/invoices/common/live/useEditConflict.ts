import { useRef, useState } from 'react';
import { authorOf } from './liveChange';
import { useLatestLiveChange } from './InvoiceGroupLive';

/**
 * A form field that another viewer may change while the user edits it: `theirs` is the value as the
 * screen now has it (reloaded live), `mine` the user's. When theirs moves away from the value the form
 * opened with while the user has changed theirs too, the user's value stays and the form says who
 * changed it; `takeTheirs` adopts the new value, `keepMine` keeps the user's and clears the notice.
 */
export function useEditConflict<T>(
  invoiceGroupId: string,
  theirs: T,
  mine: T,
  setMine: (value: T) => void,
): { conflict: string | null; keepMine: () => void; takeTheirs: () => void } {
  const base = useRef(theirs);
  const [dismissed, setDismissed] = useState<T | undefined>(undefined);
  const latest = useLatestLiveChange(invoiceGroupId);
  const theirsMoved = !Object.is(theirs, base.current);
  const edited = !Object.is(mine, base.current);
  if (theirsMoved && !edited) {
    // The user had not touched the field: take the new value quietly.
    base.current = theirs;
    if (!Object.is(mine, theirs)) setMine(theirs);
  }
  const open = theirsMoved && edited && !Object.is(mine, theirs) && !Object.is(dismissed, theirs);
  return {
    conflict: open ? (latest ? authorOf(latest) : 'another user') : null,
    keepMine: () => setDismissed(theirs),
    takeTheirs: () => {
      base.current = theirs;
      setMine(theirs);
    },
  };
}
