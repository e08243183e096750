import type { DialogParamsSpec } from '../../../ui/useDialogParam';

/**
 * Which modal is open lives in the URL (`?dialog=charges&invoice=123`), so a reload or a shared link
 * reopens it and Back closes it.
 */
export const DIALOGS = [
  'charges',
  'note',
  'contact',
  'markPaid',
  'delivery',
  'print',
  'bulkContact',
  'bulkNote',
  'chargeCards',
] as const;
export type DialogName = (typeof DIALOGS)[number];

/** all: every invoice of the screen; selected: the ticked ones; one: just `invoice`. */
export type DialogScope = 'all' | 'selected' | 'one';

export interface DialogState {
  dialog: DialogName;
  invoice: string | null;
  /** A line of the invoice, for line actions (mark one lot paid). */
  line: string | null;
  scope: DialogScope;
}

/** What opening a dialog may carry besides its name. */
export interface DialogOptions {
  invoice?: string | null;
  line?: string | null;
  scope?: DialogScope;
}

const PARAMS = ['dialog', 'invoice', 'line', 'scope'] as const;

export function readDialog(params: URLSearchParams): DialogState | null {
  const dialog = params.get('dialog');
  if (!dialog || !(DIALOGS as readonly string[]).includes(dialog)) return null;
  const scope = params.get('scope');
  return {
    dialog: dialog as DialogName,
    invoice: params.get('invoice') || null,
    line: params.get('line') || null,
    scope: scope === 'all' || scope === 'selected' ? scope : 'one',
  };
}

/** The query with the dialog opened; other parameters (page, filter, id list) are kept. */
export function withDialog(
  params: URLSearchParams,
  dialog: DialogName,
  options: DialogOptions = {},
): URLSearchParams {
  const next = withoutDialog(params);
  next.set('dialog', dialog);
  if (options.invoice) next.set('invoice', options.invoice);
  if (options.line) next.set('line', options.line);
  if (options.scope && options.scope !== 'one') next.set('scope', options.scope);
  return next;
}

export function withoutDialog(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PARAMS) next.delete(key);
  return next;
}

/** The invoice screens' dialogs for `useDialogParam`: dialog, invoice, line and scope. */
export const INVOICE_DIALOGS: DialogParamsSpec<DialogState, DialogName, DialogOptions> = {
  read: readDialog,
  with: withDialog,
  without: withoutDialog,
};
