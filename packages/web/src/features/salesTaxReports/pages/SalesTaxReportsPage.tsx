import { SALES_TAX_MESSAGES } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { SalesTaxReportDocument, SalesTaxStatesDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { SalesTaxFilters } from '../components/SalesTaxFilters';
import { SalesTaxTable } from '../components/SalesTaxTable';
import { salesTaxSearch, salesTaxViewOf, type SalesTaxView } from '../model/salesTaxFilter';

const statesQuery = toDocument(SalesTaxStatesDocument);
const reportQuery = toDocument(SalesTaxReportDocument);

const TITLE = 'Sales Tax Reports';

/**
 * Reports → Sales Tax Reports (sales §2 Other screens, §4 Sales tax report): year, month and state
 * filters; nothing until View Report, then loading, then the totals and table or the empty text.
 * The applied filter lives in the URL, so a reload or a shared link shows the same report.
 */
export default function SalesTaxReportsPage() {
  useDocumentTitle(TITLE);
  const location = useLocation();
  const navigate = useNavigate();
  const view = salesTaxViewOf(new URLSearchParams(location.search));
  const states = useQuery(statesQuery);
  const report = useQuery(reportQuery, {
    variables: {
      year: view.filter?.year ?? 0,
      month: view.filter?.month ?? null,
      state: view.filter?.state ?? null,
    },
    skip: view.filter === null,
    fetchPolicy: 'cache-and-network',
  });
  const go = (next: SalesTaxView) => void navigate({ search: salesTaxSearch(next) });
  const data = report.data?.salesTaxReport;

  return (
    <>
      <PageHeader
        eyebrow="Reports"
        title={TITLE}
        description="Paid sales and the tax on them, by month and buyer's state."
      />
      <SalesTaxFilters
        // A new applied filter (back/forward) restarts the form from it.
        key={location.search}
        applied={view.filter}
        states={states.data?.subdivisions ?? []}
        statesLoading={states.loading}
        onView={(filter) => go({ filter, page: 1, pageSize: view.pageSize })}
      />
      {view.filter === null ? null : report.loading && !data ? (
        <LoadingState label="Loading your sales tax report…" />
      ) : report.error && !data ? (
        <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void report.refetch()} />
      ) : !data || data.rows.length === 0 ? (
        <EmptyState
          title={SALES_TAX_MESSAGES.empty}
          description="Choose another year, month or state, or contact Customer Care."
        />
      ) : (
        <SalesTaxTable
          report={data}
          page={view.page}
          pageSize={view.pageSize}
          hrefForPage={(page) => salesTaxSearch({ ...view, page }) || '?'}
          onPageSize={(pageSize) => go({ ...view, page: 1, pageSize })}
        />
      )}
    </>
  );
}
