import { useQuery } from '@apollo/client/react';
import { OutsideDashboardSettingsDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { OutsideDashboardForm } from '../components/OutsideDashboardForm';

const settingsQuery = toDocument(OutsideDashboardSettingsDocument);
const TITLE = 'Analytics Dashboard';

/**
 * Settings → Analytics Dashboard (/settings/analytics-dashboard): the outside BI dashboard that
 * Campaign Reporting embeds instead of the built-in one (sales §7 GET house/{houseRef}/domo).
 */
export default function OutsideDashboardSettingsPage() {
  useDocumentTitle(TITLE);
  const { data, loading, refetch } = useQuery(settingsQuery, {
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const saved = data?.campaignOutsideDashboardSettings;

  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title={TITLE}
        description="Show your analytics provider's dashboard in Campaign Reporting instead of the built-in one."
      />
      {loading && !saved ? (
        <LoadingState label="Loading your analytics dashboard setting…" />
      ) : saved ? (
        <OutsideDashboardForm saved={saved} />
      ) : (
        <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />
      )}
    </>
  );
}
