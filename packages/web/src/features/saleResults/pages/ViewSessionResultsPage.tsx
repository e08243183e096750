import { AFTER_SALE_MESSAGES } from '@ah/schema';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SaleResultsDocument, type LotFeedbackFieldsFragment } from '../../../__generated__/graphql';
import { toDocument } from '../../../app/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { EmptyState } from '../../../ui/EmptyState';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDialogParam } from '../../../ui/useDialogParam';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LotFeedbackModal } from '../../feedback';
import { BidderResults } from '../components/BidderResults';
import { CreditsTable } from '../components/CreditsTable';
import { GrandTotals } from '../components/GrandTotals';
import { ResultDownloads } from '../components/ResultDownloads';
import { openNewFileVerdict } from '../model/openNewFile';
import {
  filterResults,
  isResultsFilter,
  RESULTS_FILTERS,
  RESULTS_SEARCH_DEBOUNCE_MS,
  type ResultsFilter,
} from '../model/resultsFilter';
import { catalogRefsFrom } from '../model/sessionSelection';

const resultsQuery = toDocument(SaleResultsDocument);
const TITLE = 'Session Results';
const BACK = '/reports/sessionResults';

function BackLink() {
  return (
    <Anchor component={Link} to={BACK} size="sm">
      ← Back to Session Results
    </Anchor>
  );
}

/**
 * The results of the selected sessions (/reports/sessionResults/viewSessionResults; sales §2 Sale
 * results): grand totals, per-bidder lot tables sorted by last name, search (first name, last name
 * or email, 700 ms; sales §5) and a filter, credits, downloads, Open New File and feedback. The
 * sessions come from the navigation state, else `?catalogRefs=` (a reload).
 */
export function ViewSessionResultsPage() {
  useDocumentTitle(TITLE);
  const location = useLocation();
  const navigate = useNavigate();
  const { cache } = useApolloClient();
  const catalogRefs = useMemo(
    () => catalogRefsFrom(location.state, location.search),
    [location.state, location.search],
  );
  // Disputes and feedback change these results from other screens (Open New File returns here):
  // every visit asks the server, showing the cached rows meanwhile (sales §4 "Dispute already exists").
  const { data, loading, error, refetch } = useQuery(resultsQuery, {
    variables: { catalogRefs },
    skip: catalogRefs.length === 0,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const dialog = useDialogParam();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, RESULTS_SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<ResultsFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const report = data?.saleResults;

  const items = useMemo(() => report?.bidders.flatMap((b) => b.items) ?? [], [report]);
  const rows = useMemo(
    () => (report ? filterResults(report.bidders, debouncedSearch, filter) : []),
    [report, debouncedSearch, filter],
  );
  const chosen = items.filter((i) => selected.has(i.lotRef));
  const verdict = openNewFileVerdict(chosen);
  const feedbackLots = (dialog.params.get('lots') ?? '').split(',').filter((r) => r !== '');
  const modalLots = items.filter((i) => feedbackLots.includes(i.lotRef));

  const select = (lotRefs: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const ref of lotRefs) {
        if (on) next.add(ref);
        else next.delete(ref);
      }
      return next;
    });
  const openFeedback = (lotRefs: readonly string[]) => dialog.open('feedback', { lots: lotRefs.join(',') });
  const feedbackSaved = (feedbacks: readonly LotFeedbackFieldsFragment[]) => {
    for (const f of feedbacks)
      cache.modify({
        id: cache.identify({ __typename: 'SaleResultItem', lotRef: f.lotRef }),
        fields: {
          feedback: (_old, { toReference }) =>
            toReference({ __typename: 'LotFeedback', lotRef: f.lotRef }) ?? null,
        },
      });
  };
  const feedbackRemoved = (lotRef: string) =>
    cache.modify({
      id: cache.identify({ __typename: 'SaleResultItem', lotRef }),
      fields: { feedback: () => null },
    });

  const header = (
    <PageHeader
      eyebrow={<BackLink />}
      title={TITLE}
      description={report?.sessions.map((s) => s.title).join(' · ')}
    />
  );
  if (catalogRefs.length === 0 || (report && report.bidders.length === 0))
    return (
      <>
        {header}
        <EmptyState title={AFTER_SALE_MESSAGES.noTransactions} actions={<BackLink />} />
      </>
    );
  if (loading && !report)
    return (
      <>
        {header}
        <ListSkeleton rows={8} label="Loading the session results" />
      </>
    );
  if (!report)
    return (
      <>
        {header}
        <ErrorBanner
          message={badUserInputMessage(error) ?? LOAD_FAILED_MESSAGE}
          onRetry={() => void refetch()}
        />
      </>
    );

  const canFeedbackAll = chosen.length > 0 && chosen.every((i) => i.canLeaveFeedback);
  const titles = new Map(report.sessions.map((s) => [s.catalogRef, s.title]));
  return (
    <>
      {header}
      <GrandTotals totals={report.totals} symbol={report.currencySymbol} />
      <Paper p="md" withBorder mb="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Search bidders"
              description="First name, last name or email"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={300}
            />
            <Select
              label="Filter"
              data={RESULTS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
              value={filter}
              allowDeselect={false}
              onChange={(value) => setFilter(isResultsFilter(value) ? value : 'all')}
              w={240}
            />
          </Group>
          <Group wrap="wrap">
            {/* Not on cached rows still being refreshed: they may miss a dispute opened since. */}
            <Button
              disabled={!verdict.ok || loading}
              onClick={() => verdict.ok && void navigate(verdict.path, { state: { catalogRefs } })}
            >
              Open New File
            </Button>
            <Button
              variant="light"
              disabled={!canFeedbackAll}
              onClick={() => openFeedback(chosen.map((i) => i.lotRef))}
            >
              Leave Feedback
            </Button>
            {chosen.length > 0 && !verdict.ok ? (
              <Text size="sm" c="red" role="status">
                {verdict.reason}
              </Text>
            ) : null}
          </Group>
          <ResultDownloads downloads={report.downloads} />
        </Stack>
      </Paper>
      {rows.length === 0 ? (
        <EmptyState title={AFTER_SALE_MESSAGES.noResult} />
      ) : (
        <BidderResults
          rows={rows}
          symbol={report.currencySymbol}
          selected={selected}
          onSelect={select}
          onFeedback={(lotRef) => openFeedback([lotRef])}
        />
      )}
      <CreditsTable credits={report.credits} titles={titles} />
      <LotFeedbackModal
        opened={dialog.isOpen('feedback') && modalLots.length > 0}
        lots={modalLots}
        onClose={() => dialog.close(['lots'])}
        onSaved={feedbackSaved}
        onRemoved={feedbackRemoved}
      />
    </>
  );
}

export default ViewSessionResultsPage;
