import { validateSnapshotCatalogId } from '@ah/schema';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CatalogSnapshotDocument,
  type SpreadsheetDownload,
  type SpreadsheetFileType,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { badUserInputViolations } from '../../../ui/graphqlErrors';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { graphqlErrorCode } from '../model/graphqlErrorCodes';
import { GENERIC_FAILURE } from '../model/lotTexts';

const snapshotQuery = toDocument(CatalogSnapshotDocument);

const FILE_TYPES: { value: SpreadsheetFileType; label: string }[] = [
  { value: 'XLSX', label: '.xlsx' },
  { value: 'XLS', label: '.xls' },
  { value: 'CSV', label: '.csv' },
];

/** ours: no catalog of the house has the id. */
const notFoundText = (id: string) => `No catalog with ID ${id} was found for your house.`;

/** Starts the browser's download of a same-origin file. */
function startDownload(file: Pick<SpreadsheetDownload, 'url' | 'fileName'>) {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Catalog Snapshot (/my-auctions/snapshots, super users; sales §2 Other screens): a catalog id, digits
 * only ('Catalog ID must contain numbers only.'), and the download of its lots as a spreadsheet that
 * uploads back unchanged.
 */
export function CatalogSnapshotPage() {
  useDocumentTitle('Catalog Snapshot');
  const client = useApolloClient();
  const [catalogId, setCatalogId] = useState('');
  const [fileType, setFileType] = useState<SpreadsheetFileType>('XLSX');
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState<Pick<SpreadsheetDownload, 'url' | 'fileName'> | null>(null);

  const ruleError = validateSnapshotCatalogId(catalogId);
  // A wrong character shows at once; an empty field only once it was left.
  const shownError = fieldError ?? (touched || catalogId !== '' ? ruleError : null);
  const canDownload = ruleError === null && !busy;

  async function download() {
    setTouched(true);
    setFailure(null);
    setReady(null);
    if (!canDownload) return;
    setBusy(true);
    try {
      const id = catalogId.trim();
      const { data, error } = await client.query({
        query: snapshotQuery,
        variables: { catalogId: id, fileType },
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      });
      const file = data?.catalogSnapshot;
      if (file) {
        setReady(file);
        startDownload(file);
        return;
      }
      const refused = badUserInputViolations(error).find((v) => v.field === 'catalogId');
      if (refused) setFieldError(refused.message);
      else if (graphqlErrorCode(error) === 'NOT_FOUND' || !error) setFieldError(notFoundText(id));
      else setFailure(GENERIC_FAILURE);
    } catch {
      setFailure(GENERIC_FAILURE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        eyebrow="My Auctions"
        title="Catalog Snapshot"
        description="Download the items of any catalog of your house as a spreadsheet. Edit it and upload it back in the Upload Items step."
      />
      <Paper p={{ base: 'md', sm: 'lg' }} maw={640}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void download();
          }}
        >
          <Stack gap="md">
            {failure ? <ErrorBanner message={failure} onClose={() => setFailure(null)} /> : null}
            <TextInput
              label="Catalog ID"
              required
              inputMode="numeric"
              autoComplete="off"
              value={catalogId}
              onChange={(e) => {
                setCatalogId(e.currentTarget.value);
                setFieldError(null);
                setReady(null);
              }}
              onBlur={() => setTouched(true)}
              error={shownError}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="snapshot-file-type">
                File type
              </Text>
              <SegmentedControl
                aria-labelledby="snapshot-file-type"
                data={FILE_TYPES}
                value={fileType}
                onChange={(value) => setFileType(FILE_TYPES.find((t) => t.value === value)?.value ?? 'XLSX')}
                w="fit-content"
              />
            </Stack>
            <Group>
              <Button
                type="submit"
                leftSection={<IconDownload size={16} />}
                loading={busy}
                disabled={!canDownload}
              >
                Download
              </Button>
            </Group>
            {ready ? (
              <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
                Your download has started.{' '}
                <Anchor href={ready.url} download={ready.fileName} size="sm">
                  Download {ready.fileName} again
                </Anchor>
              </Alert>
            ) : null}
          </Stack>
        </form>
      </Paper>
    </>
  );
}

export default CatalogSnapshotPage;
