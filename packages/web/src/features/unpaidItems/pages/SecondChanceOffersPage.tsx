import { useMutation, useQuery } from '@apollo/client/react';
import { SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DecideSecondChanceOfferDocument, SecondChanceOffersDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useDialogParam } from '../../../ui/useDialogParam';
import { OffersTable } from '../components/OffersTable';
import { PagedListPanel } from '../components/PagedListPanel';
import { UnpaidItemsShell } from '../components/UnpaidItemsShell';
import { listSearch, OFFER_STATES, offerListParamsOf, offerStateParam } from '../model/offerParams';
import { formatMoney } from '../../../ui/moneyFormat';

const offersQuery = toDocument(SecondChanceOffersDocument);
const decideMutation = toDocument(DecideSecondChanceOfferDocument);

/**
 * Unpaid Items → Second-chance offers (/unpaid-items/offers; issue 36): the offers sent to
 * underbidders, by state, and staff's record of their answer. Accepting moves the lot to an invoice
 * for the underbidder. The state, page and confirm dialog are in the URL.
 */
export function SecondChanceOffersPage() {
  const [params, setParams] = useSearchParams();
  const view = offerListParamsOf(params);
  const { data, loading, refetch } = useQuery(offersQuery, {
    variables: view,
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const dialogs = useDialogParam();
  const [decide, { loading: deciding }] = useMutation(decideMutation);
  const [error, setError] = useState<string | null>(null);
  const list = data?.secondChanceOffers;
  const offer = list?.nodes.find((o) => o.id === dialogs.params.get('offerId')) ?? null;
  const decision = dialogs.params.get('decision') === 'ACCEPTED' ? 'ACCEPTED' : 'DECLINED';

  async function confirm() {
    if (!offer) return;
    setError(null);
    try {
      await decide({ variables: { input: { offerId: offer.id, decision } } });
      dialogs.close(['offerId', 'decision']);
      notifications.show({
        color: 'teal',
        message:
          decision === 'ACCEPTED'
            ? `Lot ${offer.lotNumber} moved to an invoice for ${offer.bidderName}.`
            : `The offer to ${offer.bidderName} was declined.`,
      });
      await refetch();
    } catch (e) {
      setError(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }

  return (
    <>
      <UnpaidItemsShell
        title="Second-Chance Offers"
        description="After a non-payment dispute closes, the lot is offered by e-mail to its underbidder at their highest bid. Record their answer here."
        controls={
          <SegmentedControl
            aria-label="Show offers"
            value={offerStateParam(view.state)}
            data={OFFER_STATES.map((s) => ({ value: s.param, label: s.label }))}
            onChange={(value) =>
              setParams(
                new URLSearchParams(
                  listSearch({
                    ...view,
                    page: 1,
                    state: OFFER_STATES.find((s) => s.param === value)?.value ?? null,
                  }),
                ),
              )
            }
          />
        }
        data={list}
        loading={loading}
        loadingLabel="Loading the offers"
        onRetry={() => void refetch()}
      >
        {(offers) =>
          offers.totalCount === 0 ? (
            <EmptyState
              title="No second-chance offers"
              description={
                view.state === 'SENT' ? 'No offer is waiting for an answer.' : 'No offer in this state.'
              }
            />
          ) : (
            <PagedListPanel
              noun="Offers"
              list={offers}
              busy={loading}
              pageSize={view.pageSize}
              onPageSize={(pageSize) =>
                setParams(new URLSearchParams(listSearch({ ...view, page: 1, pageSize })))
              }
              hrefForPage={(page) => listSearch({ ...view, page })}
              paginationLabel="Offers"
            >
              <OffersTable
                offers={offers.nodes}
                onDecide={(o, d) => {
                  setError(null);
                  dialogs.open('decide', { offerId: o.id, decision: d });
                }}
              />
            </PagedListPanel>
          )
        }
      </UnpaidItemsShell>
      <ConfirmModal
        opened={dialogs.dialog === 'decide' && offer !== null}
        title={decision === 'ACCEPTED' ? 'Accept the offer' : 'Decline the offer'}
        actionLabel={decision === 'ACCEPTED' ? 'Accept' : 'Decline'}
        busy={deciding}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => dialogs.close(['offerId', 'decision'])}
      >
        <Text size="sm">
          {decision === 'ACCEPTED'
            ? `${offer?.bidderName ?? ''} accepted lot ${offer?.lotNumber ?? ''} at ${formatMoney(offer?.amount ?? '0')}: the lot moves to an invoice for them.`
            : `${offer?.bidderName ?? ''} declined lot ${offer?.lotNumber ?? ''}.`}
        </Text>
      </ConfirmModal>
    </>
  );
}

export default SecondChanceOffersPage;
