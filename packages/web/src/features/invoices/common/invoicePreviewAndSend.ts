import type { AutoChargeSource, PreviewSessionValues } from './invoicePreviewSession';

/** Where Preview & Send goes and what it keeps in session storage (invoicing §2.2, §2.6). */
export interface PreviewAndSendInput {
  groupId: string | null | undefined;
  /** The invoices to preview: all of the screen's, or the selected ones. */
  invoiceIds: readonly string[];
  autoChargeEnabled: boolean;
  processorType: string | null | undefined;
  /** The screen the user starts from. */
  source: AutoChargeSource;
}

export interface PreviewAndSendTarget {
  path: string;
  session: PreviewSessionValues;
}

/**
 * The auto-charge route when auto charge is on and the processor is 'p', otherwise the group
 * preview. Create and edit set fromCreateInvoices (true on create) and set autoChargeSource to
 * themselves under processor 'p', clearing it otherwise; group details sets it to 'group' under
 * processors p and s (§2.6). Null when the action is disabled: no group id or no invoices.
 */
export function previewAndSendTarget(input: PreviewAndSendInput): PreviewAndSendTarget | null {
  if (!input.groupId || input.invoiceIds.length === 0) return null;
  const group = encodeURIComponent(input.groupId);
  const ids = input.invoiceIds.map(encodeURIComponent).join(',');
  const autoCharge = input.autoChargeEnabled && input.processorType === 'p';
  const path = autoCharge
    ? `/invoices/InvoiceAutoCharge/${group}/invoice/${ids}`
    : `/invoices/InvoiceGroupPreview/${group}/invoice/${ids}`;
  if (input.source === 'group') {
    const groupSource = input.processorType === 'p' || input.processorType === 's';
    return { path, session: { autoChargeSource: groupSource ? 'group' : null } };
  }
  return {
    path,
    session: {
      fromCreateInvoices: input.source === 'create',
      autoChargeSource: input.processorType === 'p' ? input.source : null,
    },
  };
}
