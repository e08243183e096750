import { INVOICE_PAYMENT_MESSAGES, isAutoChargeDateValid } from '@ah/schema';
import { type AutoChargeSource, invoiceScreenLinks } from '../../invoices';

/** ALL: every eligible invoice of the screen; SELECTED: the ticked ones. */
export type AutoChargeScope = 'all' | 'selected';

/**
 * The change waiting for Save & Continue: a new date (null while the picker is still empty) or the
 * removal of the date, for all or the selected invoices.
 */
export type StagedChange =
  | { action: 'set'; scope: AutoChargeScope; date: string | null }
  | { action: 'remove'; scope: AutoChargeScope };

export interface MainAction {
  label: string;
  disabled: boolean;
  /** Why it is disabled ('Select a new date to continue'). */
  hint: string | null;
}

/**
 * The main button (invoicing §2.6, §5): 'Continue With No Changes' with nothing staged, 'Save &
 * Continue' otherwise; disabled with 'Select a new date to continue' while the picker is empty.
 */
export function mainAction(staged: StagedChange | null): MainAction {
  if (!staged) return { label: INVOICE_PAYMENT_MESSAGES.continueWithNoChanges, disabled: false, hint: null };
  if (staged.action === 'set' && !staged.date)
    return {
      label: INVOICE_PAYMENT_MESSAGES.saveAndContinue,
      disabled: true,
      hint: INVOICE_PAYMENT_MESSAGES.selectNewDate,
    };
  return { label: INVOICE_PAYMENT_MESSAGES.saveAndContinue, disabled: false, hint: null };
}

export interface RowDate {
  /** The date the row shows (the staged one when the change covers the row). */
  date: string | null;
  /** The staged change covers this row. */
  pending: boolean;
  /** False when the date is earlier than the invoice's first eligible date: flag it with the tooltip. */
  valid: boolean;
}

/** What a row's Auto-Charge Date cell shows, with the staged change applied when it covers the row. */
export function rowDate(
  row: { autoChargeDate?: string | null; autoChargeDateValid: boolean; firstEligibleAutoChargeDate: string },
  staged: StagedChange | null,
  covered: boolean,
): RowDate {
  if (staged && covered) {
    if (staged.action === 'remove') return { date: null, pending: true, valid: true };
    if (staged.date)
      return {
        date: staged.date,
        pending: true,
        valid: isAutoChargeDateValid(staged.date, row.firstEligibleAutoChargeDate),
      };
  }
  const date = row.autoChargeDate ?? null;
  return { date, pending: false, valid: date === null || row.autoChargeDateValid };
}

/** The back link (invoicing §2.6): where the user came from, by the session's autoChargeSource. */
export function autoChargeBackLink(source: AutoChargeSource | null, invoiceGroupId: string) {
  const links = invoiceScreenLinks(invoiceGroupId);
  if (source === 'create')
    return {
      to: `/invoices/CreateNewInvoices/${encodeURIComponent(invoiceGroupId)}`,
      label: 'Back to Create New Invoices',
    };
  if (source === 'edit') return { to: links.edit(), label: 'Back to Edit Invoices' };
  return { to: links.details, label: 'Back to Invoice Group Details' };
}
