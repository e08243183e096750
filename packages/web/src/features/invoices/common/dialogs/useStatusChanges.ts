import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  MarkInvoiceLinesPaidDocument,
  MarkInvoicesPaidDocument,
  MarkInvoicesShippedDocument,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { changeVariables, useInvoiceChangeScope } from '../invoiceChangeContext';
import { newIdempotencyKey } from '../../../../ui/idempotencyKey';
import { refusalMessage } from '../../../../ui/mutationErrors';

const markPaid = toDocument(MarkInvoicesPaidDocument);
const markLinesPaid = toDocument(MarkInvoiceLinesPaidDocument);
const markShipped = toDocument(MarkInvoicesShippedDocument);

/**
 * Mark Paid and Mark Shipped as the modals run them: busy while the call runs, the gateway's reason
 * on failure (undefined when there is none yet), and true when it worked.
 */
export function useStatusChanges() {
  const scope = useInvoiceChangeScope();
  const group = scope.invoiceGroupId;
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [paid, paidState] = useMutation(markPaid);
  const [linesPaid, linesState] = useMutation(markLinesPaid);
  const [shipped, shippedState] = useMutation(markShipped);

  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setFailure(undefined);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure(refusalMessage(error));
      return false;
    }
  }

  return {
    busy: paidState.loading || linesState.loading || shippedState.loading,
    failure,
    markInvoicesPaid: (invoiceIds: string[], input: { paymentMethodId: string; paidDate: string }) =>
      run(() =>
        paid({
          variables: changeVariables(scope, {
            invoiceGroupId: group,
            invoiceIds,
            ...input,
            idempotencyKey: newIdempotencyKey(),
          }),
        }),
      ),
    markLinePaid: (invoiceId: string, lineId: string, input: { paymentMethodId: string; paidDate: string }) =>
      run(() =>
        linesPaid({
          variables: changeVariables(scope, {
            invoiceGroupId: group,
            invoiceId,
            lineIds: [lineId],
            paid: true,
            ...input,
            idempotencyKey: newIdempotencyKey(),
          }),
        }),
      ),
    markInvoicesShipped: (invoiceIds: string[], input: { shipped: boolean; shippedDate: string | null }) =>
      run(() =>
        shipped({
          variables: changeVariables(scope, {
            invoiceGroupId: group,
            invoiceIds,
            shipped: input.shipped,
            ...(input.shippedDate ? { shippedDate: input.shippedDate } : {}),
          }),
        }),
      ),
  };
}
