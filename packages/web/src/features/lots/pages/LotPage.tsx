import { LOT_MESSAGES, UPLOAD_MESSAGES } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper } from '@mantine/core';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LotEditorDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LotForm } from '../components/LotForm';
import { useLotRoute } from '../model/lotRoute';

const editorQuery = toDocument(LotEditorDocument);

/**
 * The lot add/edit page (sales §2 Lot add/edit page): "Add Lot" for lot 0, "Edit Lot" otherwise; a
 * deleted lot cannot be edited.
 */
export function LotPage() {
  const route = useLotRoute();
  const isNew = route.lotId === '0';
  const { data, loading, refetch } = useQuery(editorQuery, {
    variables: { groupId: route.groupId, catalogId: route.catalogId, lotId: route.lotId },
    errorPolicy: 'all',
    // The form starts from the lot as saved now.
    fetchPolicy: 'network-only',
  });
  const editor = data?.lotEditor;
  const heading = editor?.heading ?? (isNew ? LOT_MESSAGES.addLot : LOT_MESSAGES.editLot);
  useDocumentTitle(heading);
  const back = (
    <Button
      component={Link}
      to={route.returnPath}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      Back to your sale
    </Button>
  );
  return (
    <>
      <PageHeader
        eyebrow={route.isBinPath ? 'Buy Now Sale' : 'Session'}
        title={heading}
        description={data?.sessionWizard?.session?.title || undefined}
      />
      {loading && !editor ? (
        <LoadingState label="Loading the item…" />
      ) : !editor ? (
        <ErrorBanner message={UPLOAD_MESSAGES.loadFailed} onRetry={() => void refetch()} />
      ) : editor.deleted ? (
        <Paper p={{ base: 'md', sm: 'lg' }}>
          <Alert color="gray" icon={<IconTrash size={18} />} mb="md" role="status">
            {editor.deletedMessage ?? LOT_MESSAGES.lotDeleted}
          </Alert>
          <Group>{back}</Group>
        </Paper>
      ) : (
        <LotForm key={editor.lot?.id ?? 'new'} editor={editor} route={route} />
      )}
    </>
  );
}

export default LotPage;
