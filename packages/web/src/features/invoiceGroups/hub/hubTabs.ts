/** The two tabs of the invoices hub and their paths (invoicing §2.1). */
export type HubTab = 'uninvoiced' | 'existing';

export const HUB_TAB_PATHS: Readonly<Record<HubTab, string>> = {
  uninvoiced: '/invoices',
  existing: '/invoices/ExistingInvoices',
};

export const HUB_TAB_LABELS: Readonly<Record<HubTab, string>> = {
  uninvoiced: 'Uninvoiced Sessions',
  existing: 'Existing Invoices',
};

/** Existing Invoices is selected when the path starts with /invoices/ExistingInvoices. */
export function hubTabForPath(pathname: string): HubTab {
  return pathname.toLowerCase().startsWith(HUB_TAB_PATHS.existing.toLowerCase()) ? 'existing' : 'uninvoiced';
}
