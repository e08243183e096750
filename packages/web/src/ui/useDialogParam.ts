import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Dialog state kept in the URL (`?dialog=name`, plus any extra params the dialog needs, e.g. the id
 * of the row it acts on), so a dialog survives a reload and Back closes it.
 */
export function useDialogParam() {
  const [params, setParams] = useSearchParams();
  const dialog = params.get('dialog');

  const open = useCallback(
    (name: string, extra: Record<string, string> = {}) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('dialog', name);
        for (const [key, value] of Object.entries(extra)) next.set(key, value);
        return next;
      });
    },
    [setParams],
  );

  /** Closes the dialog and drops the params it brought. */
  const close = useCallback(
    (extraKeys: readonly string[] = []) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('dialog');
          for (const key of extraKeys) next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { dialog, params, open, close, isOpen: (name: string) => dialog === name };
}
