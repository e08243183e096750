import { lazy, Suspense } from 'react';
import type { InvoiceUnpaidItemsProps } from './InvoiceUnpaidItems';

// The line, its texts and the timeline's loader come after the invoice screens' own code: those
// screens are the app's heaviest (test/bundleBudget.test.ts), and the line is an addition to them.
const InvoiceUnpaidItemsPanel = lazy(() => import('./InvoiceUnpaidItems'));

/**
 * The "What happens next" line and timeline of one invoice, as the invoice editor and the group
 * details show it; nothing for an invoice the automation does not follow (not sent).
 */
export function InvoiceUnpaidItems(props: InvoiceUnpaidItemsProps) {
  if (props.timeline === null) return null;
  return (
    <Suspense fallback={null}>
      <InvoiceUnpaidItemsPanel {...props} />
    </Suspense>
  );
}
