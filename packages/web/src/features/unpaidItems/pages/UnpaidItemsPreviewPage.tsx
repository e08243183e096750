import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { UnpaidItemPreviewDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { PagedListPanel } from '../components/PagedListPanel';
import { TodaysStepsTable } from '../components/TodaysStepsTable';
import { UnpaidItemsShell } from '../components/UnpaidItemsShell';
import { listParamsOf, listSearch } from '../model/offerParams';
import { formatWhen } from '../model/nextStepText';

const previewQuery = toDocument(UnpaidItemPreviewDocument);

/**
 * Unpaid Items → Today's steps (/unpaid-items/preview; issue 36): the dry run, every step the
 * pipeline would take or skip if it ran now, with why. Nothing is sent or written.
 */
export function UnpaidItemsPreviewPage() {
  const [params, setParams] = useSearchParams();
  const view = listParamsOf(params);
  const { data, loading, refetch } = useQuery(previewQuery, {
    variables: view,
    errorPolicy: 'all',
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  return (
    <UnpaidItemsShell
      title="Today's Steps"
      description="A dry run: every step the automation would take or skip if it ran now. Nothing is sent or written."
      data={data?.unpaidItemPreview}
      loading={loading}
      loadingLabel="Loading today's steps"
      onRetry={() => void refetch()}
    >
      {(preview) => {
        const list = preview.steps;
        if (list.totalCount === 0)
          return (
            <EmptyState
              title="Nothing to do now"
              description="The automation has no step due: no reminder, dispute or offer is waiting."
            />
          );
        return (
          <PagedListPanel
            noun="Steps"
            list={list}
            busy={loading}
            rangeSuffix={<> · as of {formatWhen(preview.at)}</>}
            pageSize={view.pageSize}
            onPageSize={(pageSize) => setParams(new URLSearchParams(listSearch({ page: 1, pageSize })))}
            hrefForPage={(page) => listSearch({ ...view, page })}
            paginationLabel="Steps"
          >
            <TodaysStepsTable steps={list.nodes} />
          </PagedListPanel>
        );
      }}
    </UnpaidItemsShell>
  );
}

export default UnpaidItemsPreviewPage;
