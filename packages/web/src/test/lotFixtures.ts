import type { ApolloClient } from '@apollo/client';
import { SaveLotDocument, type LotInput } from '../__generated__/graphql';
import { toDocument } from '../platform/graphql/graphqlDocument';

/** Lots made through the REAL stack, for the tests of every screen that shows them. */

export async function saveLot(probe: ApolloClient, groupId: string, catalogId: string, input: LotInput) {
  const { data } = await probe.mutate({
    mutation: toDocument(SaveLotDocument),
    variables: { groupId, catalogId, input },
  });
  if (!data) throw new Error('saveLot answered nothing');
  return data.saveLot.lot;
}
