import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SendInvoicesDocument, SentInvoicesDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ACTION_FAILED_MESSAGE } from '../../../ui/mutationErrors';
import { actionFailureMessage, failureEndsAction, useActionKey } from '../../../ui/useActionKey';

const sendMutation = toDocument(SendInvoicesDocument);
const sentQuery = toDocument(SentInvoicesDocument);

/**
 * Send All (invoicing §2.4, §4): one key per confirmation; a retry after a failure reuses it, so the
 * buyers get one e-mail each however often the button is pressed. Resolves true when every invoice
 * was sent (then the screen goes to the sent page).
 */
export function useSendInvoices(invoiceGroupId: string, invoiceIds: readonly string[]) {
  const client = useApolloClient();
  const [send, { loading }] = useMutation(sendMutation);
  const key = useActionKey();
  const [failure, setFailure] = useState<string | null>(null);

  return {
    sending: loading,
    failure,
    /** A new Send All action (the confirmation opened). */
    begin() {
      key.start();
      setFailure(null);
    },
    /** The action abandoned (the confirmation closed). */
    cancel() {
      key.finish();
      setFailure(null);
    },
    sendAll: async (): Promise<boolean> => (await key.once(sendAll)) ?? false,
  };

  async function sendAll(): Promise<boolean> {
    setFailure(null);
    try {
      const { data } = await send({
        variables: {
          input: { invoiceGroupId, invoiceIds: [...invoiceIds], idempotencyKey: key.current() },
        },
      });
      if (data?.sendInvoices.success) {
        key.finish();
        // The confirmations are kept for the sent page (invoicing §4): it reads them from here.
        client.writeQuery({
          query: sentQuery,
          variables: { invoiceGroupId, invoiceIds: [...invoiceIds] },
          data: { sentInvoices: data.sendInvoices.sent },
        });
        return true;
      }
      setFailure(ACTION_FAILED_MESSAGE);
    } catch (error) {
      if (failureEndsAction(error)) key.finish();
      setFailure(actionFailureMessage(error) ?? ACTION_FAILED_MESSAGE);
    }
    return false;
  }
}
