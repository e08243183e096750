import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  PauseUnpaidItemsDocument,
  ResumeUnpaidItemsDocument,
  UnpaidItemPipelineDocument,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useDialogParam } from '../../../ui/useDialogParam';
import { PagedListPanel } from '../components/PagedListPanel';
import { PauseDialog, type PauseScope } from '../components/PauseDialog';
import { PipelineTable } from '../components/PipelineTable';
import { StageSummary } from '../components/StageSummary';
import { UnpaidItemsShell } from '../components/UnpaidItemsShell';
import {
  pipelineParamsOf,
  pipelineSearch,
  pipelineVariables,
  SEARCH_MAX,
  type PipelineParams,
} from '../model/pipelineParams';
import { stageLabel } from '../model/unpaidItemTexts';

const pipelineQuery = toDocument(UnpaidItemPipelineDocument);
const pauseMutation = toDocument(PauseUnpaidItemsDocument);
const resumeMutation = toDocument(ResumeUnpaidItemsDocument);

/**
 * Invoices → Unpaid Items (/unpaid-items; issue 36): the pipeline by stage with counts and amounts,
 * a search, one server page of invoices with their next step, and pause or resume per invoice or
 * buyer. The stage, search, page, page size and open dialog are in the URL.
 */
export function UnpaidItemsPage() {
  const [params, setParams] = useSearchParams();
  const view = pipelineParamsOf(params);
  const go = (next: PipelineParams) => setParams(new URLSearchParams(pipelineSearch(next)));
  const [search, setSearch] = useState(view.search);
  const { data, loading, refetch } = useQuery(pipelineQuery, {
    variables: pipelineVariables(view),
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const dialogs = useDialogParam();
  const [pause, { loading: pausing }] = useMutation(pauseMutation);
  const [resume, { loading: resuming }] = useMutation(resumeMutation);
  const [pauseError, setPauseError] = useState<string | null>(null);
  const pipeline = data?.unpaidItemPipeline;
  const list = pipeline?.invoices;
  const dialogRow = list?.nodes.find((r) => r.invoiceId === dialogs.params.get('invoiceId')) ?? null;
  const action = dialogRow?.stage === 'PAUSED' ? 'resume' : 'pause';

  async function confirmPause(scope: PauseScope) {
    if (!dialogRow) return;
    setPauseError(null);
    const input = scope === 'bidder' ? { bidderId: dialogRow.bidderId } : { invoiceId: dialogRow.invoiceId };
    try {
      await (action === 'pause' ? pause : resume)({ variables: { input } });
      dialogs.close(['invoiceId']);
      notifications.show({
        color: 'teal',
        message:
          action === 'pause'
            ? `The automation is paused for ${scope === 'bidder' ? dialogRow.bidderName : `invoice #${dialogRow.invoiceId}`}.`
            : `The automation resumed for ${scope === 'bidder' ? dialogRow.bidderName : `invoice #${dialogRow.invoiceId}`}.`,
      });
      await refetch();
    } catch (e) {
      setPauseError(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }

  return (
    <>
      <UnpaidItemsShell
        title="Unpaid Items"
        eyebrow="Invoices"
        description="Sent invoices that are not paid, and what the automation does next: reminders, the non-payment dispute, its close with a strike, and second-chance offers."
        controls={
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              go({ ...view, search, page: 1 });
            }}
          >
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Search"
                description="Buyer name, buyer ref or invoice number"
                value={search}
                maxLength={SEARCH_MAX}
                onChange={(event) => setSearch(event.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden />}
                w={320}
              />
              <Button type="submit" variant="default">
                Search
              </Button>
              {view.stage ? (
                <Text size="sm" c="dimmed">
                  Showing: {stageLabel(view.stage)}
                </Text>
              ) : null}
            </Group>
          </form>
        }
        data={pipeline}
        loading={loading}
        loadingLabel="Loading the unpaid invoices"
        onRetry={() => void refetch()}
      >
        {({ stages, invoices }) => (
          <Stack gap="md">
            <StageSummary stages={stages} view={view} />
            {invoices.totalCount === 0 ? (
              <EmptyState
                title={view.search || view.stage ? 'No unpaid invoices match' : 'No unpaid invoices'}
                description={
                  view.search || view.stage
                    ? 'Try another stage or search.'
                    : 'Every sent invoice is paid, or the automation is off (Settings).'
                }
              />
            ) : (
              <PagedListPanel
                noun="Invoices"
                list={invoices}
                busy={loading}
                pageSize={view.pageSize}
                onPageSize={(pageSize) => go({ ...view, page: 1, pageSize })}
                hrefForPage={(page) => pipelineSearch({ ...view, page }) || '?'}
                paginationLabel="Unpaid invoices"
              >
                <PipelineTable
                  rows={invoices.nodes}
                  onPause={(row) => {
                    setPauseError(null);
                    dialogs.open('pause', { invoiceId: row.invoiceId });
                  }}
                />
              </PagedListPanel>
            )}
          </Stack>
        )}
      </UnpaidItemsShell>
      <PauseDialog
        opened={dialogs.dialog === 'pause' && dialogRow !== null}
        action={action}
        invoiceId={dialogRow?.invoiceId ?? ''}
        bidderName={dialogRow?.bidderName ?? ''}
        busy={pausing || resuming}
        error={pauseError}
        onConfirm={(scope) => void confirmPause(scope)}
        onCancel={() => dialogs.close(['invoiceId'])}
      />
    </>
  );
}

export default UnpaidItemsPage;
