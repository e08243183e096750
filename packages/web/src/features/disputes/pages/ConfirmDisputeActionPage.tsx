import {
  AFTER_SALE_MESSAGES as M,
  DISPUTE_REFUSAL_CODES,
  disputeActionMessageViolations,
  needsDisputeTerms,
  type DisputeAction,
} from '@ah/schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AcceptDisputeTermsDocument,
  DisputeActionDocument,
  DisputeSelectionDocument,
} from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useDialogParam } from '../../../ui/useDialogParam';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DisputeActionForm } from '../components/DisputeActionForm';
import { DisputeTable } from '../components/DisputeTable';
import { TermsDialog } from '../components/TermsDialog';
import { ACTION_KINDS, actionFromParam, MAX_DISPUTE_SELECTION, parseIdList } from '../model/disputeParams';

const selectionQuery = toDocument(DisputeSelectionDocument);
const actionMutation = toDocument(DisputeActionDocument);
const termsMutation = toDocument(AcceptDisputeTermsDocument);
const TITLE = 'View Open Disputes';

function isTermsRefusal(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.['reason'] === DISPUTE_REFUSAL_CODES.termsRequired)
  );
}

/**
 * The confirm page (/customers/confirmDisputeAction; sales §2, §4): the chosen disputes and the action
 * area; the selection, action and message sit in the URL (`?ids=1,2&action=close&message=`) so a
 * reload keeps them. A non-super user's first close shows the terms dialog first (`?dialog=terms`);
 * continuing accepts them. After success, the §8 success text and a Go Back button.
 */
export function ConfirmDisputeActionPage() {
  useDocumentTitle(TITLE);
  const superUser = useViewer().user.isSuperUser;
  const [params, setParams] = useSearchParams();
  const terms = useDialogParam();
  const ids = parseIdList(params.get('ids'));
  const action: DisputeAction = actionFromParam(params.get('action')) ?? 'message';
  const message = params.get('message') ?? '';
  // Only the chosen disputes (the actions take at most 100), never the whole list.
  const { data, loading, refetch } = useQuery(selectionQuery, {
    variables: { ids: ids.slice(0, MAX_DISPUTE_SELECTION) },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const [act, { loading: acting }] = useMutation(actionMutation, {
    refetchQueries: ['DisputeList', 'DisputeSelection', 'DisputeDetail'],
  });
  const [accept, { loading: accepting }] = useMutation(termsMutation);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const chosen = data?.disputes?.disputePage.nodes ?? [];

  const setQuery = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  async function run() {
    setError(null);
    try {
      const res = await act({
        variables: { input: { disputeIds: chosen.map((d) => d.id), action: ACTION_KINDS[action], message } },
      });
      setSuccess(res.data?.disputeAction.message ?? null);
    } catch (e) {
      if (isTermsRefusal(e)) terms.open('terms');
      else setError(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }

  function submit() {
    if (chosen.length === 0) return setError(M.selectDispute);
    const [violation] = disputeActionMessageViolations(action, message);
    setMessageError(violation?.message ?? null);
    if (violation) return;
    if (needsDisputeTerms(action, superUser, data?.disputes?.termsAccepted ?? false)) terms.open('terms');
    else void run();
  }

  async function acceptTerms() {
    setTermsError(null);
    try {
      await accept();
      terms.close();
      await refetch();
      await run();
    } catch (e) {
      setTermsError(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }

  let body;
  if (success)
    body = (
      <Paper p="lg">
        <Stack align="flex-start">
          <Alert color="teal" role="status">
            {success}
          </Alert>
          <Button component={Link} to="/customers/viewDisputes">
            Go Back
          </Button>
        </Stack>
      </Paper>
    );
  else if (loading && !data) body = <ListSkeleton rows={2} label="Loading the disputes" />;
  else if (!data?.disputes)
    body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else if (chosen.length === 0)
    body = (
      <EmptyState
        title={M.selectDispute}
        actions={
          <Button component={Link} to="/customers/viewDisputes">
            Go Back
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Paper p="xs">
          <Title order={2} size="h4" p="xs">
            {TITLE}
          </Title>
          <DisputeTable disputes={chosen} caption={TITLE} />
        </Paper>
        <DisputeActionForm
          superUser={superUser}
          action={action}
          onAction={(a) => setQuery('action', a)}
          message={message}
          onMessage={(m) => {
            setQuery('message', m);
            setMessageError(null);
          }}
          onSubmit={submit}
          submitLabel="Submit"
          submitting={acting}
          error={error}
          messageError={messageError}
        />
      </Stack>
    );

  return (
    <>
      <PageHeader eyebrow="Customers" title="Confirm Dispute Action" />
      {body}
      <TermsDialog
        opened={terms.isOpen('terms') && !success}
        onClose={() => terms.close()}
        onAccept={() => void acceptTerms()}
        accepting={accepting || acting}
        error={termsError}
      />
    </>
  );
}

export default ConfirmDisputeActionPage;
