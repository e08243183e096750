import { useMutation } from '@apollo/client/react';
import { INVOICE_GROUP_MESSAGES } from '@ah/schema';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DeleteUncreatedInvoiceGroupDocument,
  RetryInvoiceCreationDocument,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../../ui/ErrorBanner';
import { ACTION_FAILED_MESSAGE, refusalMessage } from '../../../../ui/mutationErrors';
import type { InvoiceCreationView } from './useInvoiceCreationView';

const retryMutation = toDocument(RetryInvoiceCreationDocument);
const deleteMutation = toDocument(DeleteUncreatedInvoiceGroupDocument);

/** Where the user creates invoice groups again: the hub's Uninvoiced Sessions tab. */
const UNINVOICED_SESSIONS = '/invoices';

export const INVOICE_CREATION_TEXTS = {
  inProgressTitle: 'Creating Invoices',
  inProgress:
    'The invoices of this group are being created. This page checks again every few seconds; you can leave it and come back.',
  stalledTitle: 'Invoice creation did not finish',
  stalled:
    'The invoices of this group were not created. Try again, or delete the group so its sessions can be invoiced again.',
  /** The spec's create failure text (invoicing §8). */
  failedTitle: INVOICE_GROUP_MESSAGES.createFailed,
  failed: 'The invoice group was not created. Choose its sessions again in Uninvoiced Sessions.',
  notFoundTitle: 'Invoice group not found',
  notFound: 'There is no invoice group with this number in your house.',
} as const;

/** The creation of a group's invoices while they do not exist (invoicing §2.2): never a blocking modal. */
export function InvoiceCreationStatus({
  invoiceGroupId,
  groupTitle,
  view,
  onRetried,
}: {
  invoiceGroupId: string;
  groupTitle: string;
  view: Exclude<InvoiceCreationView, 'CREATED' | 'NOT_FOUND'>;
  /** The build was queued again: the screen asks for the group again (and polls). */
  onRetried: () => void;
}) {
  if (view === 'IN_PROGRESS')
    return (
      <Alert
        color="blue"
        icon={<Loader size={18} />}
        title={INVOICE_CREATION_TEXTS.inProgressTitle}
        role="status"
        aria-live="polite"
      >
        {INVOICE_CREATION_TEXTS.inProgress}
      </Alert>
    );
  if (view === 'FAILED')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={20} />}
        title={INVOICE_CREATION_TEXTS.failedTitle}
        role="alert"
      >
        <Stack gap="xs">
          <Text size="sm">{INVOICE_CREATION_TEXTS.failed}</Text>
          <Anchor component={Link} to={UNINVOICED_SESSIONS} size="sm" fw={600}>
            Back to Uninvoiced Sessions
          </Anchor>
        </Stack>
      </Alert>
    );
  return <StalledCreation invoiceGroupId={invoiceGroupId} groupTitle={groupTitle} onRetried={onRetried} />;
}

function StalledCreation({
  invoiceGroupId,
  groupTitle,
  onRetried,
}: {
  invoiceGroupId: string;
  groupTitle: string;
  onRetried: () => void;
}) {
  const navigate = useNavigate();
  const [retry, { loading: retrying }] = useMutation(retryMutation);
  const [remove, { loading: deleting }] = useMutation(deleteMutation);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const input = { input: { invoiceGroupId } };

  async function tryAgain() {
    setFailure(undefined);
    try {
      await retry({ variables: input });
      onRetried();
    } catch (error) {
      setFailure(refusalMessage(error));
    }
  }

  async function deleteGroup() {
    setFailure(undefined);
    try {
      await remove({ variables: input });
      setConfirming(false);
      void navigate(UNINVOICED_SESSIONS);
    } catch (error) {
      setConfirming(false);
      setFailure(refusalMessage(error));
    }
  }

  return (
    <>
      <Alert
        color="orange"
        icon={<IconAlertTriangle size={20} />}
        title={INVOICE_CREATION_TEXTS.stalledTitle}
        role="alert"
      >
        <Stack gap="sm">
          <Text size="sm">{INVOICE_CREATION_TEXTS.stalled}</Text>
          <Group gap="sm">
            <Button
              size="xs"
              leftSection={<IconRefresh size={14} />}
              loading={retrying}
              disabled={deleting}
              onClick={() => void tryAgain()}
            >
              Try again
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={retrying}
              onClick={() => setConfirming(true)}
            >
              Delete group
            </Button>
          </Group>
        </Stack>
      </Alert>
      {failure !== undefined ? <ErrorBanner message={ACTION_FAILED_MESSAGE} detail={failure} /> : null}
      <Modal
        opened={confirming}
        onClose={() => (deleting ? undefined : setConfirming(false))}
        title="Delete invoice group?"
        size="md"
      >
        <Stack gap="md">
          <Text size="sm">
            “{groupTitle}” has no invoices. Deleting it returns its sessions to Uninvoiced Sessions.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button color="red" loading={deleting} onClick={() => void deleteGroup()}>
              Delete group
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** An unknown id, or another house's group: say so, and lead back to the invoices. */
export function InvoiceGroupNotFound() {
  return (
    <EmptyState
      icon={<IconFileInvoice size={28} stroke={1.5} />}
      title={INVOICE_CREATION_TEXTS.notFoundTitle}
      description={INVOICE_CREATION_TEXTS.notFound}
      actions={
        <Anchor component={Link} to="/invoices/ExistingInvoices" size="sm" fw={600}>
          Back to Manage All Invoices
        </Anchor>
      }
    />
  );
}

/**
 * What a group screen shows instead of its content when it has none to show: the failed creation
 * (with its way out), "not found", or a load failure with Retry. One answer for every group screen.
 */
export function InvoiceGroupUnavailable({
  invoiceGroupId,
  creation,
  onRetry,
}: {
  invoiceGroupId: string;
  creation: InvoiceCreationView | null;
  onRetry: () => void;
}) {
  if (creation === 'FAILED')
    return (
      <InvoiceCreationStatus
        invoiceGroupId={invoiceGroupId}
        groupTitle=""
        view="FAILED"
        onRetried={() => undefined}
      />
    );
  if (creation === 'NOT_FOUND') return <InvoiceGroupNotFound />;
  return <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={onRetry} />;
}
