import { UPLOAD_MESSAGES } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ItemUploadDocument, type SpreadsheetFormat } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { LoadingState } from '../../../../ui/LoadingState';
import { WizardFrame } from '../../components/WizardFrame';
import type { WizardRoute } from '../../model/wizardRoute';
import { ReviewStep } from './spreadsheetReview/ReviewStep';
import type { UploadResult } from './model/uploadSpreadsheet';
import { UploadView } from './components/UploadView';

const pageQuery = toDocument(ItemUploadDocument);

/**
 * The items step of both wizards (session step 3, fixed-price step 2; sales §2 Upload Items and Lot
 * review step): the upload, then the review table of what was uploaded. The uploaded rows live in
 * this page until they are saved through lots/update.
 */
export function LotsStepPage({ route }: { route: WizardRoute }) {
  const { data, loading, refetch } = useQuery(pageQuery, {
    variables: { groupId: route.groupId, catalogId: route.catalogId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.itemUpload;
  const [format, setFormat] = useState<SpreadsheetFormat>('STANDARD');
  const [uploaded, setUploaded] = useState<UploadResult | null>(null);
  const onParsed = useCallback((result: UploadResult) => setUploaded(result), []);

  return (
    <WizardFrame
      flow={route.flow}
      step={route.step}
      hasShippingPolicy={Boolean(data?.sessionWizard?.shippingPolicy)}
      saleName={page?.title}
      editingItems={route.fromSummary}
    >
      {loading && !page ? (
        <LoadingState label="Loading your catalog…" />
      ) : !page ? (
        <ErrorBanner message={UPLOAD_MESSAGES.loadFailed} onRetry={() => void refetch()} />
      ) : uploaded ? (
        <ReviewStep page={page} result={uploaded} onUploadAgain={() => setUploaded(null)} />
      ) : (
        <UploadView
          page={page}
          route={route}
          format={format}
          onFormatChange={setFormat}
          onParsed={onParsed}
        />
      )}
    </WizardFrame>
  );
}
