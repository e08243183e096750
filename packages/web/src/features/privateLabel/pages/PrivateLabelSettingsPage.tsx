import { PRIVATE_LABEL_MESSAGES } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { PrivateLabelPageDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { PrivateLabelForm } from '../components/PrivateLabelForm';

const pageQuery = toDocument(PrivateLabelPageDocument);
const TITLE = 'Private Label Settings';

/** Settings → Private Label Settings (/settings/plSettings; sales §2 Other screens, §3). */
export function PrivateLabelSettingsPage() {
  useDocumentTitle(TITLE);
  const { data, loading, refetch } = useQuery(pageQuery, {
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const [logoSaved, setLogoSaved] = useState(false);
  const settings = data?.privateLabelSettings;
  const options = data?.privateLabelOptions;

  let body;
  if (loading && !settings) body = <LoadingState label="Loading your private label settings" />;
  else if (!settings || !options)
    body = <ErrorBanner message={PRIVATE_LABEL_MESSAGES.loadFailed} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        {logoSaved ? (
          <Alert color="teal" role="status" mb="md" withCloseButton onClose={() => setLogoSaved(false)}>
            {PRIVATE_LABEL_MESSAGES.logoSaved} {PRIVATE_LABEL_MESSAGES.logoNote}
          </Alert>
        ) : null}
        <PrivateLabelForm saved={settings} options={options} onLogoUploaded={() => setLogoSaved(true)} />
      </>
    );

  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title={TITLE}
        description="The colours, font, language and logos of your private-label site."
      />
      {body}
    </>
  );
}

export default PrivateLabelSettingsPage;
