import { useSearchParams } from 'react-router';
import { withoutDialog } from '../../invoices';
import { readFailedFilter, withFailedFilter } from './failedFilter';
import { useChargeCards } from './useChargeCards';

type Failures = { failedInvoiceIds: readonly string[] } | null;

/** After a charge with declined cards the table shows just those: the failed-invoices filter. */
function withFailures(params: URLSearchParams, result: Failures): URLSearchParams {
  return result && result.failedInvoiceIds.length > 0
    ? withFailedFilter(params, result.failedInvoiceIds)
    : params;
}

/**
 * Charge cards as group details runs it (invoicing §2.3, §4): the charge with its key, and the
 * failed-invoices filter kept in the URL (set after a charge with declines, Clear filter drops it).
 */
export function useChargeCardsFlow(invoiceGroupId: string) {
  const charge = useChargeCards(invoiceGroupId);
  const [params, setParams] = useSearchParams();
  const showFailed = (result: Failures) => {
    if (result && result.failedInvoiceIds.length > 0) setParams((current) => withFailures(current, result));
  };
  return {
    ...charge,
    /** The declined invoices the table is filtered to, or null. */
    failedIds: readFailedFilter(params),
    showFailed,
    /** Charge from the confirmation: every invoice (null) or the selected ones; the dialog closes. */
    confirm: (invoiceIds: readonly string[] | null) =>
      charge
        .charge(invoiceIds)
        .then((result) =>
          setParams((current) => withFailures(withoutDialog(current), result), { replace: true }),
        ),
    /** Try again after a whole-request failure, with the same key. */
    retry: () => charge.retry().then(showFailed),
    clearFilter: () => setParams((current) => withFailedFilter(current, null)),
  };
}

export type ChargeCardsFlow = ReturnType<typeof useChargeCardsFlow>;

/**
 * How many invoices of a charge are ready now: the group's count for Charge All, the selected rows'
 * for Charge Selected when they are all on this page (null when some are on other pages).
 */
export function readyToCharge(
  scope: 'all' | 'selected',
  groupReadyCount: number,
  rows: readonly { id: string; batchChargeEligible: boolean }[],
  selected: ReadonlySet<string>,
): number | null {
  if (scope === 'all') return groupReadyCount;
  const shown = rows.filter((row) => selected.has(row.id));
  return shown.length === selected.size ? shown.filter((row) => row.batchChargeEligible).length : null;
}
