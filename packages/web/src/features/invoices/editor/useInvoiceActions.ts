import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import {
  MarkInvoiceLinesPaidDocument,
  MarkInvoiceLinesShippedDocument,
  MarkInvoicesNotPaidDocument,
  SetInvoiceDeliveryModeDocument,
  SetInvoiceLinesHiddenDocument,
  type EditorLineFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { changeVariables, useInvoiceChangeScope } from '../common/invoiceChangeContext';
import { newIdempotencyKey } from '../../../ui/idempotencyKey';
import { ACTION_FAILED_MESSAGE, refusalMessage } from '../../../ui/mutationErrors';

const hideLines = toDocument(SetInvoiceLinesHiddenDocument);
const shipLines = toDocument(MarkInvoiceLinesShippedDocument);
const payLines = toDocument(MarkInvoiceLinesPaidDocument);
const invoicesNotPaid = toDocument(MarkInvoicesNotPaidDocument);
const deliveryMode = toDocument(SetInvoiceDeliveryModeDocument);

function reportFailure(error: unknown) {
  notifications.show({
    color: 'red',
    title: ACTION_FAILED_MESSAGE,
    message: refusalMessage(error) ?? undefined,
  });
}

/** Reloads the screen (the spec reloads the page after a delivery-mode change, §4). */
export function reloadPage() {
  window.location.reload();
}

/** The line menu's and the card's one-click actions (invoicing §2.2, §4). */
export function useInvoiceActions() {
  const scope = useInvoiceChangeScope();
  const group = scope.invoiceGroupId;
  const [hide] = useMutation(hideLines);
  const [ship] = useMutation(shipLines);
  const [pay] = useMutation(payLines);
  const [notPaid] = useMutation(invoicesNotPaid);
  const [setMode, { loading: changingMode }] = useMutation(deliveryMode);

  return {
    /** Optimistic: the line dims at once; Apollo drops the optimistic layer when the call fails. */
    setHidden: (line: EditorLineFieldsFragment, hidden: boolean) =>
      hide({
        variables: changeVariables(scope, {
          invoiceGroupId: group,
          invoiceId: line.invoiceId,
          lineIds: [line.id],
          hidden,
        }),
        optimisticResponse: {
          setInvoiceLinesHidden: {
            __typename: 'InvoiceChangePayload',
            invoices: [],
            lines: [{ ...line, __typename: 'InvoiceLine', hidden }],
          },
        },
      }).catch(reportFailure),
    markLineShipped: (line: EditorLineFieldsFragment) =>
      ship({
        variables: changeVariables(scope, {
          invoiceGroupId: group,
          invoiceId: line.invoiceId,
          lineIds: [line.id],
        }),
      }).catch(reportFailure),
    markLineNotPaid: (line: EditorLineFieldsFragment) =>
      pay({
        variables: changeVariables(scope, {
          invoiceGroupId: group,
          invoiceId: line.invoiceId,
          lineIds: [line.id],
          paid: false,
          idempotencyKey: newIdempotencyKey(),
        }),
      }).catch(reportFailure),
    markInvoiceNotPaid: (invoiceId: string) =>
      notPaid({
        variables: changeVariables(scope, {
          invoiceGroupId: group,
          invoiceIds: [invoiceId],
          idempotencyKey: newIdempotencyKey(),
        }),
      }).catch(reportFailure),
    changingDeliveryMode: changingMode,
    /** Mark as pickup / Mark as shipping; the page reloads after success (§4). */
    toggleDeliveryMode: async (invoiceId: string, pickup: boolean) => {
      try {
        await setMode({
          variables: changeVariables(scope, {
            invoiceGroupId: group,
            invoiceId,
            mode: pickup ? 'SHIPPING' : 'PICKUP',
          }),
        });
        reloadPage();
      } catch (error) {
        reportFailure(error);
      }
    },
  };
}
