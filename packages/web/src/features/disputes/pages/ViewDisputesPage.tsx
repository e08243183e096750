import { AFTER_SALE_MESSAGES as M, disputeActionMessageViolations, type DisputeAction } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DisputeListDocument } from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LinkPagination } from '../../../ui/LinkPagination';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DisputeActionForm } from '../components/DisputeActionForm';
import { DisputeTable } from '../components/DisputeTable';
import {
  confirmActionUrl,
  DISPUTE_PAGE_SIZES,
  disputeListParamsOf,
  disputeListSearch,
  FILTER_OPTIONS,
  filterFromParam,
  MAX_DISPUTE_SELECTION,
  filterParam,
  type DisputeListParams,
} from '../model/disputeParams';

const listQuery = toDocument(DisputeListDocument);
const TITLE = 'View Disputes';

/**
 * Customers → View Disputes (/customers/viewDisputes; sales §2 Disputes and feedback, §4 filters,
 * §5): the filter, page and page size (in the URL; the server answers only that page), the checkbox
 * table (non-super users select open disputes only; the selection is kept across pages) and the
 * actions panel, which goes on to the confirm page with the selection in its URL.
 */
export function ViewDisputesPage() {
  useDocumentTitle(TITLE);
  const viewer = useViewer();
  const superUser = viewer.user.isSuperUser;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = disputeListParamsOf(params);
  const go = (next: DisputeListParams) => setParams(new URLSearchParams(disputeListSearch(next)));
  const { data, loading, refetch } = useQuery(listQuery, {
    variables: { filter: view.filter, page: view.page, pageSize: view.pageSize },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<DisputeAction>('message');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const list = data?.disputes?.disputePage;

  function toggle(id: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
    setError(null);
  }

  function submit() {
    // Chosen on this page or another of the same filter (each was selectable when chosen).
    const ids = [...selected];
    if (ids.length === 0) {
      setError(M.selectDispute);
      return;
    }
    if (ids.length > MAX_DISPUTE_SELECTION) {
      setError(`Select at most ${MAX_DISPUTE_SELECTION}.`);
      return;
    }
    const [violation] = disputeActionMessageViolations(action, message);
    setMessageError(violation?.message ?? null);
    if (violation) return;
    void navigate(confirmActionUrl(ids, action, message));
  }

  let body;
  if (loading && !list) body = <ListSkeleton rows={3} label="Loading your disputes" />;
  else if (!list) body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else if (list.totalCount === 0) body = <EmptyState title={M.noDisputes} />;
  else
    body = (
      <Stack gap="md">
        <Paper p="xs" aria-busy={loading}>
          <Group justify="space-between" p="xs">
            <Text size="sm" c="dimmed" role="status">
              {list.nodes.length === 0
                ? `${list.totalCount} disputes`
                : `Disputes ${(list.pageInfo.page - 1) * list.pageInfo.pageSize + 1}–${
                    (list.pageInfo.page - 1) * list.pageInfo.pageSize + list.nodes.length
                  } of ${list.totalCount}`}
              {selected.size > 0 ? ` · ${selected.size} selected` : ''}
            </Text>
            <Select
              label="Disputes per page"
              data={DISPUTE_PAGE_SIZES.map((size) => String(size))}
              value={String(view.pageSize)}
              allowDeselect={false}
              onChange={(value) => go({ ...view, page: 1, pageSize: Number(value) })}
              w={160}
            />
          </Group>
          <DisputeTable disputes={list.nodes} selected={selected} onToggle={toggle} caption="Disputes" />
          <LinkPagination
            page={list.pageInfo.page}
            totalPages={list.pageInfo.totalPages}
            hrefForPage={(page) => disputeListSearch({ ...view, page })}
            label="Disputes"
          />
        </Paper>
        <DisputeActionForm
          superUser={superUser}
          action={action}
          onAction={(a) => {
            setAction(a);
            setMessageError(null);
          }}
          message={message}
          onMessage={(m) => {
            setMessage(m);
            setMessageError(null);
          }}
          onSubmit={submit}
          submitLabel="Continue"
          error={error}
          messageError={messageError}
        />
      </Stack>
    );

  return (
    <>
      <PageHeader eyebrow="Customers" title={TITLE} description="Unpaid item disputes against your buyers." />
      <Stack gap="md">
        <SegmentedControl
          aria-label="Show disputes"
          value={filterParam(view.filter)}
          data={FILTER_OPTIONS.map((f) => ({ value: f.param, label: f.label }))}
          onChange={(value) => {
            setSelected(new Set());
            go({ ...view, filter: filterFromParam(value), page: 1 });
          }}
        />
        {body}
      </Stack>
    </>
  );
}

export default ViewDisputesPage;
