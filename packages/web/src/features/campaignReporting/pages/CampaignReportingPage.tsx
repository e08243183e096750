import '@mantine/charts/styles.css';
import { useQuery } from '@apollo/client/react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CampaignOutsideDashboardDocument, CampaignReportDocument } from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { CampaignFilters } from '../components/CampaignFilters';
import {
  EngagementSection,
  KeywordsSection,
  OverTimeSection,
  PerformanceSection,
  PromotionsSection,
} from '../components/DashboardSections';
import { OutsideDashboard } from '../components/OutsideDashboard';
import { campaignFilterErrors, campaignFilterOf, campaignSearch } from '../model/campaignFilter';
import { currentMonthIn } from '../model/saleCalendar';

const reportQuery = toDocument(CampaignReportDocument);
const outsideQuery = toDocument(CampaignOutsideDashboardDocument);
const TITLE = 'Campaign Reporting';

/**
 * Campaign Reporting (sales §2 /campaign-reporting): the house's promotions and their results. A
 * house with an outside BI dashboard configured sees it first and may switch to the built-in one.
 * The filter lives in the URL, so a reload or a shared link shows the same figures.
 */
export default function CampaignReportingPage() {
  useDocumentTitle(TITLE);
  const location = useLocation();
  const navigate = useNavigate();
  const timeZone = useViewer().house.timeZone;
  const filter = campaignFilterOf(new URLSearchParams(location.search));
  const valid = campaignFilterErrors(filter).length === 0;
  const outside = useQuery(outsideQuery).data?.campaignOutsideDashboard ?? null;
  const [view, setView] = useState<'outside' | 'builtIn'>('outside');
  const report = useQuery(reportQuery, {
    variables: { filter: { from: filter.from, to: filter.to, catalogRefs: filter.catalogRefs } },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const data = report.data?.campaignReport;
  const showOutside = outside !== null && view === 'outside';

  return (
    <>
      <PageHeader
        eyebrow="Reports"
        title={TITLE}
        description="Your promotions and their results: featured lots, keywords, sale performance, views and watchers."
      />
      {outside ? (
        <SegmentedControl
          mb="md"
          aria-label="Dashboard"
          value={view}
          onChange={(value) => setView(value === 'builtIn' ? 'builtIn' : 'outside')}
          data={[
            { value: 'outside', label: 'Your analytics dashboard' },
            { value: 'builtIn', label: 'Built-in dashboard' },
          ]}
        />
      ) : null}
      {showOutside ? (
        <OutsideDashboard embedUrl={outside.embedUrl} embedToken={outside.embedToken} />
      ) : (
        <>
          <CampaignFilters
            filter={filter}
            sales={data?.sales ?? []}
            timeZone={timeZone}
            onChange={(next) => void navigate({ search: campaignSearch(next) }, { replace: true })}
          />
          {!valid ? null : report.loading && !data ? (
            <LoadingState label="Loading your campaign report…" />
          ) : report.error && !data ? (
            <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void report.refetch()} />
          ) : data ? (
            <Stack gap="lg">
              <PromotionsSection report={data} />
              <PerformanceSection report={data} />
              <OverTimeSection report={data} currentMonth={currentMonthIn(timeZone)} />
              <EngagementSection report={data} />
              <KeywordsSection report={data} />
            </Stack>
          ) : (
            <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void report.refetch()} />
          )}
        </>
      )}
    </>
  );
}
