import { AFTER_SALE_MESSAGES as M, openDisputeViolations } from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { OpenDisputesDocument, OpenDisputesFormDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { formatMoney } from '../../../ui/moneyFormat';
import { PageHeader } from '../../../ui/PageHeader';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { catalogRefsOf, parseLotRefs, SESSION_RESULTS_PATH } from '../model/disputeParams';

const formQuery = toDocument(OpenDisputesFormDocument);
const openMutation = toDocument(OpenDisputesDocument);
const TITLE = 'Open New File';

/**
 * Open New File (/reports/openDisputes/:lotRefs; sales §2 "Open New File", §4, §5): the lots, each
 * with why it cannot be disputed when it cannot (the submit disables), the reason (default 4) and the
 * required message. It returns to the session results with the catalog refs it was given
 * (navigation state `{ catalogRefs }`, also in the query so a reload keeps them).
 */
export function OpenDisputesPage() {
  const { lotRefs: param } = useParams();
  const lotRefs = parseLotRefs(param);
  useDocumentTitle(TITLE);
  const location = useLocation();
  const navigate = useNavigate();
  const catalogRefs = catalogRefsOf(location.state);
  const { data, loading, refetch } = useQuery(formQuery, {
    variables: { lotRefs },
    errorPolicy: 'all',
    fetchPolicy: 'network-only',
    skip: lotRefs.length === 0,
  });
  const [open, { loading: opening }] = useMutation(openMutation, { refetchQueries: ['DisputeList'] });
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = data?.disputeCandidates;
  const types = data?.disputeTypes;
  const reason = reasonId ?? types?.defaultTypeId ?? '4';
  const violations = openDisputeViolations({ message, reasonId: Number(reason) || null });
  const { errorOf, touch, attempt, refuse, clearServerErrors } = useFieldErrors(violations);
  const blocked = candidates?.filter((c) => c.blocked) ?? [];

  function back() {
    const query =
      catalogRefs.length > 0 ? `?catalogRefs=${catalogRefs.map(encodeURIComponent).join(',')}` : '';
    void navigate(`${SESSION_RESULTS_PATH}${query}`, { state: { catalogRefs } });
  }

  async function submit() {
    attempt();
    setFailure(null);
    if (violations.length > 0 || !candidates || blocked.length > 0) return;
    try {
      const res = await open({
        variables: {
          input: {
            transactionIds: candidates.map((c) => c.transactionId),
            reasonId: reason,
            message: message.trim(),
          },
        },
      });
      notifications.show({ color: 'teal', message: res.data?.openDisputes.message ?? '' });
      back();
    } catch (e) {
      if (refuse(e).length === 0 || !errorOf('message'))
        setFailure(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
      void refetch();
    }
  }

  let body;
  if (lotRefs.length === 0) body = <Alert color="red">No lots were chosen.</Alert>;
  else if (loading && !candidates) body = <ListSkeleton rows={2} label="Loading the lots" />;
  else if (!candidates || !types)
    body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else
    body = (
      <Paper
        p="md"
        component="form"
        noValidate
        aria-label={TITLE}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Lots to dispute">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Lot</Table.Th>
                  <Table.Th>Sale</Table.Th>
                  <Table.Th>Bidder</Table.Th>
                  <Table.Th>Payable</Table.Th>
                  <Table.Th>Can be disputed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {candidates.map((c) => (
                  <Table.Tr key={c.lotRef}>
                    <Table.Td>
                      {c.lotNumber}: {c.lotTitle}
                    </Table.Td>
                    <Table.Td>{c.catalogTitle}</Table.Td>
                    <Table.Td>{c.bidderName}</Table.Td>
                    <Table.Td>{formatMoney(c.prices.payable, c.prices.currencySymbol)}</Table.Td>
                    <Table.Td>{c.blockedReason ?? 'Yes'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Select
            label="Reason"
            required
            allowDeselect={false}
            data={types.types.map((t) => ({ value: t.id, label: t.name }))}
            value={reason}
            onChange={(v) => setReasonId(v)}
          />
          <Textarea
            label="Message"
            required
            autosize
            minRows={3}
            maxLength={4000}
            value={message}
            error={errorOf('message')}
            onBlur={() => touch('message')}
            onChange={(e) => {
              setMessage(e.currentTarget.value);
              clearServerErrors(['message']);
            }}
          />
          {blocked.length > 0 ? (
            <Text c="red" size="sm" role="alert">
              {blocked[0]?.blockedReason ?? M.disputeExists}
            </Text>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={back}>
              Cancel
            </Button>
            <Button type="submit" loading={opening} disabled={blocked.length > 0}>
              Open File
            </Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <>
      <PageHeader
        eyebrow="Reports"
        title={TITLE}
        description="Open an unpaid item dispute on the lots below."
      />
      {body}
    </>
  );
}

export default OpenDisputesPage;
