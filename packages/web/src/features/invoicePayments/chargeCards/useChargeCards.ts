import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  ChargeCardsDocument,
  InvoiceGroupDetailsDocument,
  type ChargeCardsMutation,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { actionFailureMessage, failureEndsAction, useActionKey } from '../../../ui/useActionKey';

const chargeMutation = toDocument(ChargeCardsDocument);
const detailsQuery = toDocument(InvoiceGroupDetailsDocument);

export type ChargeResult = ChargeCardsMutation['chargeCards'];

/** What was asked: every invoice of the group (null) or the selected ones. */
type ChargeRequest = readonly string[] | null;

/**
 * Charge all / selected cards (invoicing §2.3, §4, §8). One idempotency key per user action: made
 * when the confirmation opens, sent with the charge and with any retry of it after a whole-request
 * failure, so a double click or a retry never charges a card twice. The table refreshes after.
 */
export function useChargeCards(invoiceGroupId: string) {
  const [charge, { loading }] = useMutation(chargeMutation, { refetchQueries: [detailsQuery] });
  const key = useActionKey();
  const [result, setResult] = useState<ChargeResult | null>(null);
  /** The whole request failed: nothing was charged; keeps the request to retry it with its key. */
  const [failed, setFailed] = useState<{ request: ChargeRequest; reason: string | null } | null>(null);

  async function run(request: ChargeRequest): Promise<ChargeResult | null> {
    return (await key.once(() => send(request))) ?? null;
  }

  async function send(request: ChargeRequest): Promise<ChargeResult | null> {
    setFailed(null);
    setResult(null);
    try {
      const { data } = await charge({
        variables: {
          input: {
            invoiceGroupId,
            ...(request ? { invoiceIds: [...request] } : {}),
            idempotencyKey: key.current(),
          },
        },
      });
      if (!data) throw new Error('No answer');
      key.finish();
      setResult(data.chargeCards);
      return data.chargeCards;
    } catch (error) {
      // A refusal charged nothing: a retry is a new action. Otherwise the answer may be lost after
      // the charge ran: the retry keeps the key.
      if (failureEndsAction(error)) key.finish();
      setFailed({ request, reason: actionFailureMessage(error) });
      return null;
    }
  }

  return {
    charging: loading,
    result,
    failed,
    /** A new Charge All / Charge Selected action (its confirmation opened); the last outcome goes. */
    begin() {
      key.start();
      setResult(null);
      setFailed(null);
    },
    /** The confirmation closed without charging. */
    cancel() {
      key.finish();
    },
    charge: run,
    /** Try again after a whole-request failure: the same request with the same key. */
    retry: () => (failed ? run(failed.request) : Promise.resolve(null)),
    dismiss() {
      setResult(null);
      if (failed) key.finish();
      setFailed(null);
    },
  };
}
