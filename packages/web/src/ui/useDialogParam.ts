import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * How a screen's dialogs sit in the query: how the open one reads, and how opening and closing one
 * rewrite the parameters (other parameters such as page, filter or id list are always kept).
 */
export interface DialogParamsSpec<D, Name extends string, Options> {
  read: (params: URLSearchParams) => D | null;
  with: (params: URLSearchParams, name: Name, options?: Options) => URLSearchParams;
  without: (params: URLSearchParams) => URLSearchParams;
}

/** `?dialog=name` plus whatever extra params the dialog needs (e.g. the id of the row it acts on). */
const NAMED_DIALOG: DialogParamsSpec<string, string, Record<string, string>> = {
  read: (params) => params.get('dialog'),
  with: (params, name, extra = {}) => {
    const next = new URLSearchParams(params);
    next.set('dialog', name);
    for (const [key, value] of Object.entries(extra)) next.set(key, value);
    return next;
  },
  without: (params) => {
    const next = new URLSearchParams(params);
    next.delete('dialog');
    return next;
  },
};

/**
 * The control that opened the dialog on screen, focused again when it closes (WCAG 2.4.3). A dialog
 * in the URL unmounts when its param goes, so the modal cannot hand the focus back itself; one at a
 * time, as only one dialog is open at a time.
 */
let openedFrom: HTMLElement | null = null;

function returnFocus(): void {
  const target = openedFrom;
  openedFrom = null;
  if (!target) return;
  // After the dialog has unmounted, and only if the focus went with it (never taken from where the
  // user has since put it); a control that went away too (a menu item) is left alone.
  window.setTimeout(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && target.isConnected && !target.closest('[aria-hidden="true"]')) target.focus();
  }, 0);
}

/**
 * Dialog state kept in the URL, so a dialog survives a reload and Back closes it. Without a spec the
 * dialog is `?dialog=name` with free-form extra params; a screen with its own scheme (the invoice
 * screens' dialog, invoice, line and scope) passes a module-level spec.
 */
export function useDialogParam(): DialogParamApi<string, string, Record<string, string>>;
export function useDialogParam<D, Name extends string, Options>(
  spec: DialogParamsSpec<D, Name, Options>,
): DialogParamApi<D, Name, Options>;
export function useDialogParam<D, Name extends string, Options>(
  spec: DialogParamsSpec<D, Name, Options> = NAMED_DIALOG as unknown as DialogParamsSpec<D, Name, Options>,
): DialogParamApi<D, Name, Options> {
  const [params, setParams] = useSearchParams();
  const dialog = spec.read(params);

  const open = useCallback(
    (name: Name, options?: Options) => {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
        openedFrom = document.activeElement;
      setParams((current) => spec.with(current, name, options));
    },
    [setParams, spec],
  );

  /** Closes the dialog and drops the params it brought (and `extraKeys`), without a history entry. */
  const close = useCallback(
    (extraKeys: readonly string[] = []) => {
      setParams(
        (current) => {
          const next = spec.without(current);
          for (const key of extraKeys) next.delete(key);
          return next;
        },
        { replace: true },
      );
      returnFocus();
    },
    [setParams, spec],
  );

  /** Changes one param of the open dialog (e.g. Save & Next moves it to another row) without a history entry. */
  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { dialog, params, open, close, setParam, isOpen: (name: Name) => params.get('dialog') === name };
}

export interface DialogParamApi<D, Name extends string, Options> {
  /** The open dialog as the spec reads it; null when none is open. */
  dialog: D | null;
  params: URLSearchParams;
  open: (name: Name, options?: Options) => void;
  close: (extraKeys?: readonly string[]) => void;
  setParam: (key: string, value: string) => void;
  isOpen: (name: Name) => boolean;
}
