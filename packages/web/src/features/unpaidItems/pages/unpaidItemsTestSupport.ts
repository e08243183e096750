import type { ApolloClient } from '@apollo/client';
import {
  UnpaidItemSettingsPageDocument,
  UpdateUnpaidItemSettingsDocument,
  type UnpaidItemSettingsFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { settingsInput, formOfSettings } from '../model/settingsForm';

/** The house's settings as the real gateway answers them. */
export async function readSettings(client: ApolloClient): Promise<UnpaidItemSettingsFieldsFragment> {
  const { data } = await client.query({
    query: toDocument(UnpaidItemSettingsPageDocument),
    fetchPolicy: 'network-only',
  });
  if (!data?.unpaidItemSettings) throw new Error('The stack returned no unpaid-item settings');
  return data.unpaidItemSettings;
}

/** Saves settings through the gateway (a test's set-up and its clean-up). */
export async function saveSettings(
  client: ApolloClient,
  settings: UnpaidItemSettingsFieldsFragment,
): Promise<void> {
  await client.mutate({
    mutation: toDocument(UpdateUnpaidItemSettingsDocument),
    variables: { input: settingsInput(formOfSettings(settings)) },
  });
}
