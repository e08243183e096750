import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SetAutoChargeDateDocument, type AutoChargeNextScreen } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ACTION_FAILED_MESSAGE } from '../../../ui/mutationErrors';
import { actionFailureMessage, failureEndsAction, useActionKey } from '../../../ui/useActionKey';

const setDateMutation = toDocument(SetAutoChargeDateDocument);

/**
 * Save & Continue (invoicing §2.6, §7): one idempotency key per confirmation, reused by a retry;
 * resolves with where the screen goes next, or null when the change was refused (the reason is in
 * `failure`).
 */
export function useSetAutoChargeDate(invoiceGroupId: string) {
  const [setDate, { loading }] = useMutation(setDateMutation);
  const key = useActionKey();
  const [failure, setFailure] = useState<string | null>(null);

  return {
    saving: loading,
    failure,
    begin() {
      key.start();
      setFailure(null);
    },
    cancel() {
      key.finish();
      setFailure(null);
    },
    save: async (invoiceIds: readonly string[], autoChargeDate: string | null) =>
      (await key.once(() => save(invoiceIds, autoChargeDate))) ?? null,
  };

  async function save(
    invoiceIds: readonly string[],
    autoChargeDate: string | null,
  ): Promise<AutoChargeNextScreen | null> {
    setFailure(null);
    try {
      const { data } = await setDate({
        variables: {
          input: {
            invoiceGroupId,
            invoiceIds: [...invoiceIds],
            autoChargeDate,
            idempotencyKey: key.current(),
          },
        },
      });
      if (!data) throw new Error('No answer');
      key.finish();
      return data.setAutoChargeDate.next;
    } catch (error) {
      if (failureEndsAction(error)) key.finish();
      setFailure(actionFailureMessage(error) ?? ACTION_FAILED_MESSAGE);
      return null;
    }
  }
}
