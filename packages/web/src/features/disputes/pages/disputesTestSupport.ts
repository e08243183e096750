import type { ApolloClient } from '@apollo/client';
import {
  DisputeListDocument,
  type DisputeFilter,
  type DisputeRowFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';

/** The disputes of a filter as the real gateway answers them (the tests' expectations; the seed's fit one page of 200). */
export async function listDisputes(
  client: ApolloClient,
  filter: DisputeFilter,
): Promise<DisputeRowFieldsFragment[]> {
  const { data } = await client.query({
    query: toDocument(DisputeListDocument),
    variables: { filter, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  if (!data?.disputes) throw new Error('The stack returned no disputes');
  return data.disputes.disputePage.nodes;
}

/** The first dispute matching `pick`, or a failure naming what the seed lacks. */
export async function findDispute(
  client: ApolloClient,
  filter: DisputeFilter,
  what: string,
  pick: (d: DisputeRowFieldsFragment) => boolean,
): Promise<DisputeRowFieldsFragment> {
  const found = (await listDisputes(client, filter)).find(pick);
  if (!found) throw new Error(`The seed has no ${what}`);
  return found;
}
