/**
 * Session values the preview and auto-charge screens read (invoicing §2.2, §2.6): whether the user
 * came from Create New Invoices, and which screen the auto-charge back link returns to.
 */
export const FROM_CREATE_INVOICES_KEY = 'fromCreateInvoices';
export const AUTO_CHARGE_SOURCE_KEY = 'autoChargeSource';

export type AutoChargeSource = 'create' | 'edit' | 'group';

export interface PreviewSessionValues {
  /** Set on the create and edit screens; left as it is when undefined. */
  fromCreateInvoices?: boolean;
  /** The back target of the auto-charge screen; null clears it. */
  autoChargeSource: AutoChargeSource | null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the screens fall back to their defaults
  }
}

export function writePreviewSession(values: PreviewSessionValues, storage = defaultStorage()): void {
  if (!storage) return;
  if (values.fromCreateInvoices !== undefined)
    storage.setItem(FROM_CREATE_INVOICES_KEY, String(values.fromCreateInvoices));
  if (values.autoChargeSource) storage.setItem(AUTO_CHARGE_SOURCE_KEY, values.autoChargeSource);
  else storage.removeItem(AUTO_CHARGE_SOURCE_KEY);
}

export function readFromCreateInvoices(storage = defaultStorage()): boolean {
  return storage?.getItem(FROM_CREATE_INVOICES_KEY) === 'true';
}

export function readAutoChargeSource(storage = defaultStorage()): AutoChargeSource | null {
  const value = storage?.getItem(AUTO_CHARGE_SOURCE_KEY);
  return value === 'create' || value === 'edit' || value === 'group' ? value : null;
}
