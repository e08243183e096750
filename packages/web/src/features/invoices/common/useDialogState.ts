import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readDialog, withDialog, withoutDialog, type DialogName, type DialogScope } from './dialogParams';

/** The open dialog of an invoice screen, read from and written to the URL. */
export function useDialogState() {
  const [params, setParams] = useSearchParams();
  const dialog = readDialog(params);

  const open = useCallback(
    (
      name: DialogName,
      options: { invoice?: string | null; line?: string | null; scope?: DialogScope } = {},
    ) => setParams((current) => withDialog(current, name, options)),
    [setParams],
  );
  /** Moves an open dialog to another invoice (Save & Next, Previous) without a history entry. */
  const moveTo = useCallback(
    (invoice: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('invoice', invoice);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(
    () => setParams((current) => withoutDialog(current), { replace: true }),
    [setParams],
  );

  return { dialog, open, moveTo, close };
}
