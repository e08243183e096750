import { useQuery } from '@apollo/client/react';
import { ReviewLocationCountriesDocument } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { FulfilmentLocationModal } from '../../../components/FulfilmentLocationModal';

const countriesQuery = toDocument(ReviewLocationCountriesDocument);

/**
 * The summary's location modal (sales §2 Review & Publish: modals): the shipping fulfilment location
 * edited in place, with the session wizard's own form and rules. Countries load when it opens.
 */
export function ReviewLocationModal(props: {
  opened: boolean;
  originId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { data } = useQuery(countriesQuery, { skip: !props.opened });
  return (
    <FulfilmentLocationModal
      opened={props.opened}
      originId={props.originId}
      countries={data?.countries ?? []}
      onClose={props.onClose}
      onSaved={() => {
        props.onClose();
        props.onSaved();
      }}
    />
  );
}
