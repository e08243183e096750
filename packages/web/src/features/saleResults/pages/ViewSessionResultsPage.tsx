import { AFTER_SALE_MESSAGES, RESULT_BIDDER_PAGE_SIZES } from '@ah/schema';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  SaleResultsDocument,
  type LotFeedbackFieldsFragment,
  type SaleResultItemFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { EmptyState } from '../../../ui/EmptyState';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { LinkPagination } from '../../../ui/LinkPagination';
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
import { isResultsFilter, RESULTS_FILTERS, RESULTS_SEARCH_DEBOUNCE_MS } from '../model/resultsFilter';
import {
  resultsParamsFrom,
  resultsVariables,
  withResultsParams,
  type ResultsParams,
} from '../model/resultsParams';
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
 * results): grand totals, per-bidder lot tables sorted by last name, a page of bidders at a time,
 * search (first name, last name or email, 700 ms; sales §5) and a filter applied by the server,
 * credits, downloads, Open New File and feedback. The sessions come from the navigation state, else
 * `?catalogRefs=` (a reload); search, filter and page live in the URL (model/resultsParams.ts).
 * Selected lots are kept by ref across pages.
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
  const params = useMemo(() => resultsParamsFrom(location.search), [location.search]);
  // The page links carry the sessions in the URL, as the navigation state does not follow a link.
  const baseSearch = useMemo(() => {
    const query = new URLSearchParams(location.search);
    if (!query.has('catalogRefs') && catalogRefs.length > 0) query.set('catalogRefs', catalogRefs.join(','));
    return `?${query.toString().replace(/%2C/g, ',')}`;
  }, [location.search, catalogRefs]);
  const go = useCallback(
    (changes: Partial<ResultsParams>, replace = false) =>
      void navigate({ search: withResultsParams(baseSearch, changes) }, { replace, state: location.state }),
    [navigate, baseSearch, location.state],
  );
  // Disputes and feedback change these results from other screens (Open New File returns here):
  // every visit asks the server, showing the cached rows meanwhile (sales §4 "Dispute already exists").
  const { data, previousData, loading, error, refetch } = useQuery(resultsQuery, {
    variables: resultsVariables(catalogRefs, params),
    skip: catalogRefs.length === 0,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const dialog = useDialogParam();
  const [search, setSearch] = useState(params.search);
  const [debouncedSearch] = useDebouncedValue(search, RESULTS_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch.trim() !== params.search.trim()) go({ search: debouncedSearch }, true);
    // Only a new pause in typing moves the URL; the URL moving (back, a link) resets the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  useEffect(
    () => setSearch((current) => (current.trim() === params.search.trim() ? current : params.search)),
    [params.search],
  );
  const [selected, setSelected] = useState<ReadonlyMap<string, SaleResultItemFieldsFragment>>(new Map());
  // While the next page loads, the previous one of the same sessions stays on screen.
  const shown = data?.saleResults ?? previousData?.saleResults;
  const report = shown && shown.catalogRefs.join(',') === catalogRefs.join(',') ? shown : undefined;
  const page = report?.bidderPage;

  const items = useMemo(() => page?.lots ?? [], [page]);
  const rows = useMemo(() => {
    const lotsOf = new Map<string, SaleResultItemFieldsFragment[]>();
    for (const item of items) lotsOf.set(item.bidderId, [...(lotsOf.get(item.bidderId) ?? []), item]);
    return page?.nodes.map((bidder) => ({ bidder, items: lotsOf.get(bidder.id) ?? [] })) ?? [];
  }, [page, items]);
  // A selected lot as this page shows it now (feedback saved since), else as it was selected.
  const current = new Map(items.map((i) => [i.lotRef, i]));
  const chosen = [...selected.values()].map((lot) => current.get(lot.lotRef) ?? lot);
  const verdict = openNewFileVerdict(chosen);
  const feedbackLots = (dialog.params.get('lots') ?? '').split(',').filter((r) => r !== '');
  const modalLots = feedbackLots.flatMap((ref) => {
    const lot = current.get(ref) ?? selected.get(ref);
    return lot ? [lot] : [];
  });

  // A page past the end (the list shrank since the link was made) shows the last page instead.
  const totalPages = page?.pageInfo.totalPages ?? 1;
  useEffect(() => {
    if (page && !loading && params.page > totalPages) go({ page: totalPages }, true);
  }, [page, loading, params.page, totalPages, go]);

  const select = (lotRefs: readonly string[], on: boolean) =>
    setSelected((was) => {
      const next = new Map(was);
      for (const ref of lotRefs) {
        const lot = current.get(ref);
        if (on && lot) next.set(ref, lot);
        else if (!on) next.delete(ref);
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
  if (catalogRefs.length === 0 || (report && report.totals.lotCount === 0))
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
  if (!report || !page)
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
              value={params.filter}
              allowDeselect={false}
              onChange={(value) => go({ filter: isResultsFilter(value) ? value : 'all' })}
              w={240}
            />
            <Select
              label="Bidders per page"
              data={RESULT_BIDDER_PAGE_SIZES.map((size) => String(size))}
              value={String(params.pageSize)}
              allowDeselect={false}
              onChange={(value) => go({ pageSize: Number(value) })}
              w={160}
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
      {page.totalCount === 0 ? (
        <EmptyState title={AFTER_SALE_MESSAGES.noResult} />
      ) : (
        <Stack gap="sm" aria-busy={loading}>
          <Text size="sm" c="dimmed" role="status">
            {page.pageInfo.totalCount === 1
              ? '1 bidder'
              : `Bidders ${(page.pageInfo.page - 1) * page.pageInfo.pageSize + 1}–${
                  (page.pageInfo.page - 1) * page.pageInfo.pageSize + page.nodes.length
                } of ${page.pageInfo.totalCount}`}
            {selected.size > 0 ? ` · ${selected.size} lot${selected.size === 1 ? '' : 's'} selected` : ''}
          </Text>
          <BidderResults
            rows={rows}
            symbol={report.currencySymbol}
            selected={selected}
            onSelect={select}
            onFeedback={(lotRef) => openFeedback([lotRef])}
          />
          <LinkPagination
            page={page.pageInfo.page}
            totalPages={page.pageInfo.totalPages}
            hrefForPage={(n) => withResultsParams(baseSearch, { page: n })}
            label="Bidders"
          />
        </Stack>
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
