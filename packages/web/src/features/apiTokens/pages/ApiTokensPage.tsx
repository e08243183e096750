import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiTokensPageDocument, RevokeApiTokenDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDialogParam } from '../../../ui/useDialogParam';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ApiTokensTable } from '../components/ApiTokensTable';
import { CreateApiTokenModal } from '../components/CreateApiTokenModal';

const pageQuery = toDocument(ApiTokensPageDocument);
const revokeMutation = toDocument(RevokeApiTokenDocument);

/** Settings → API Tokens (/settings/api-tokens): the user's tokens for scripts; create, revoke (docs/API.md: Tokens). */
export function ApiTokensPage() {
  useDocumentTitle('API Tokens');
  const { data, loading, error, refetch } = useQuery(pageQuery, {
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const { dialog, params, open, close } = useDialogParam();
  const [revoke, { loading: revoking }] = useMutation(revokeMutation);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const tokens = data?.apiTokens;
  const selected = tokens?.find((t) => t.id === params.get('tokenId')) ?? null;

  async function confirmRevoke() {
    if (!selected) return;
    setRevokeError(null);
    try {
      await revoke({ variables: { id: selected.id } });
      close(['tokenId']);
      notifications.show({ color: 'teal', message: `${selected.name} was revoked.` });
      await refetch();
    } catch (e) {
      setRevokeError(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }

  let body;
  if (loading && !tokens) body = <ListSkeleton rows={3} label="Loading your API tokens" />;
  else if (!tokens) body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else if (tokens.length === 0)
    body = (
      <EmptyState
        icon={<IconKey size={28} stroke={1.5} />}
        title="No API tokens yet"
        description="Create a token to let a script or tool call the GraphQL API as you."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => open('create-token')}>
            Create token
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        {error ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} /> : null}
        <ApiTokensTable
          tokens={tokens}
          onRevoke={(token) => {
            setRevokeError(null);
            open('revoke-token', { tokenId: token.id });
          }}
        />
      </Stack>
    );

  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="API Tokens"
        description="Tokens let scripts call the GraphQL API as you, within the scopes you give them. A revoked or expired token is refused at once, and its open subscriptions end."
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => open('create-token')}
            disabled={!tokens}
          >
            Create token
          </Button>
        }
      />
      {body}
      <CreateApiTokenModal
        opened={dialog === 'create-token'}
        onClose={() => close()}
        onCreated={() => void refetch()}
      />
      <ConfirmModal
        opened={dialog === 'revoke-token' && Boolean(selected)}
        title="Revoke token"
        actionLabel="Revoke"
        busy={revoking}
        error={revokeError}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => close(['tokenId'])}
      >
        <Text size="sm">
          Revoke <strong>{selected?.name}</strong>? Scripts using it are refused from their next request, and
          its open subscriptions end. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}

export default ApiTokensPage;
