import { AFTER_SALE_MESSAGES as M, disputeActionMessageViolations } from '@ah/schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  DisputeActionDocument,
  DisputeDetailDocument,
  type DisputeDetailQuery,
} from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { formatMoney } from '../../../ui/moneyFormat';
import { PageHeader } from '../../../ui/PageHeader';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ACTION_LABELS, confirmActionUrl, formatDisputeDate } from '../model/disputeParams';

const detailQuery = toDocument(DisputeDetailDocument);
const actionMutation = toDocument(DisputeActionDocument);
type Detail = NonNullable<DisputeDetailQuery['dispute']>;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Facts({ d }: { d: Detail }) {
  const money = (v: string) => formatMoney(v, d.prices.currencySymbol);
  return (
    <Paper p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Fact label="Status">
          <Badge variant="light" color={d.isOpen ? 'orange' : 'gray'}>
            {d.statusDescription}
          </Badge>
        </Fact>
        <Fact label="Reason">{d.reason}</Fact>
        <Fact label="Opened">{formatDisputeDate(d.openedAt)}</Fact>
        <Fact label="Last change">{formatDisputeDate(d.statusChangedAt)}</Fact>
        <Fact label="Bidder">
          {d.bidder.firstName} {d.bidder.lastName}
          {d.bidder.isEbay ? ' (eBay)' : ''}
        </Fact>
        <Fact label="Channel">{d.bidder.channel}</Fact>
        <Fact label="Phone">{d.bidder.phone || '—'}</Fact>
        <Fact label="Email">{d.bidder.email}</Fact>
        <Fact label="Sale">
          {d.catalog.title} ({formatDisputeDate(d.catalog.date)})
        </Fact>
        <Fact label="Lot">
          <Anchor href={d.lot.url} target="_blank" rel="noopener">
            {d.lot.number}: {d.lot.title}
          </Anchor>
        </Fact>
        <Fact label="Hammer">{money(d.prices.hammer)}</Fact>
        <Fact label="Buyer's premium">{money(d.prices.buyersPremium)}</Fact>
        <Fact label="Live fee">{money(d.prices.liveFee)}</Fact>
        <Fact label="Payable">{money(d.prices.payable)}</Fact>
      </SimpleGrid>
      {d.closeRecord ? (
        <Alert mt="md" color="gray" title="Recorded at close">
          {d.closeRecord.credit ? `Credit to your house: ${money(d.closeRecord.credit)}. ` : ''}
          {d.closeRecord.strikeRecorded ? 'Unpaid item strike recorded. ' : ''}
          {d.closeRecord.onNoBidList ? 'The bidder is on your no-bid list.' : ''}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** Send a message from the dispute page (sales §5 "Message is required."; §8 eBay text from the gateway). */
function SendMessage({ d }: { d: Detail }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [send, { loading }] = useMutation(actionMutation, { refetchQueries: ['DisputeDetail'] });
  async function submit() {
    setSent(null);
    const [violation] = disputeActionMessageViolations('message', message);
    setError(violation?.message ?? null);
    if (violation) return;
    try {
      const res = await send({ variables: { input: { disputeIds: [d.id], action: 'MESSAGE', message } } });
      setSent(res.data?.disputeAction.message ?? M.messageSent);
      setMessage('');
    } catch (e) {
      setError(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }
  return (
    <form
      noValidate
      aria-label="Send a message"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Message to the buyer"
          autosize
          minRows={3}
          maxLength={4000}
          value={message}
          error={error}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(null);
          }}
        />
        {sent ? (
          <Text size="sm" c="teal" role="status">
            {sent}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            Send Message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * One dispute (/customers/dispute/:disputeRef; sales §2, §3 Dispute): its facts and prices, what a
 * close recorded, the messages ("No messages to display"), sending a message, and the actions the
 * caller may take (which go on to the confirm page).
 */
export function DisputePage() {
  const { disputeRef = '' } = useParams();
  useDocumentTitle(`Dispute ${disputeRef}`);
  const superUser = useViewer().user.isSuperUser;
  const { data, loading, error, refetch } = useQuery(detailQuery, {
    variables: { ref: disputeRef },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const d = data?.dispute;
  const notFound =
    !d && CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');

  let body;
  if (loading && !d) body = <LoadingState label="Loading the dispute" />;
  else if (!d)
    body = notFound ? (
      <EmptyState
        title="Dispute not found"
        actions={
          <Button component={Link} to="/customers/viewDisputes">
            Back to disputes
          </Button>
        }
      />
    ) : (
      <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />
    );
  else {
    const actions = d.isOpen
      ? (['cancel', ...(d.closeable ? (['close'] as const) : [])] as const)
      : superUser
        ? (['reopen'] as const)
        : [];
    body = (
      <Stack gap="md">
        <Facts d={d} />
        {actions.length > 0 ? (
          <Group>
            {actions.map((a) => (
              <Button key={a} variant="default" component={Link} to={confirmActionUrl([d.id], a, '')}>
                {ACTION_LABELS[a].replace('Disputes', 'Dispute')}
              </Button>
            ))}
          </Group>
        ) : null}
        <Paper p="md">
          <Title order={2} size="h4" mb="sm">
            Messages
          </Title>
          {d.messages === null || d.messages === undefined ? (
            <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />
          ) : d.messages.length === 0 ? (
            <Text c="dimmed">{M.noMessages}</Text>
          ) : (
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0 }}>
              {d.messages.map((m) => (
                <Paper
                  key={m.id}
                  component="li"
                  withBorder
                  p="sm"
                  bg={m.sender === 'HOUSE' ? undefined : 'gray.0'}
                >
                  <Text size="xs" c="dimmed">
                    {m.senderName} ({m.sender === 'HOUSE' ? 'house' : 'buyer'}) ·{' '}
                    {formatDisputeDate(m.sentAt)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {m.message}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
          {d.isOpen ? <SendMessage d={d} /> : null}
        </Paper>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Customers"
        title={`Dispute ${disputeRef}`}
        actions={
          <Button variant="subtle" component={Link} to="/customers/viewDisputes">
            All disputes
          </Button>
        }
      />
      {body}
    </>
  );
}

export default DisputePage;
