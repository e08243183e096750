import { INVOICE_TEMPLATE_MESSAGES as M } from '@ah/schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { InvoiceTemplateEditorDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { TemplateForm } from '../components/TemplateForm';
import { TemplatePicker } from '../components/TemplatePicker';

const editorQuery = toDocument(InvoiceTemplateEditorDocument);
const TEMPLATES_PATH = '/invoices/InvoiceTemplates';

/** Where a save lands: the saved template's view, told to show the saved message. */
interface SavedState {
  saved?: boolean;
}

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}

/**
 * /invoices/InvoiceTemplates (create mode) and /invoices/InvoiceTemplates/{settingsID} (view mode),
 * invoicing §2.7: the picker, Create New Template, and the editor. A template that is no longer
 * active shows read-only. After a save the page goes to the saved template with 'Your changes have
 * been saved.'
 */
export function InvoiceTemplatesPage() {
  const { settingsId } = useParams();
  const templateId = settingsId ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const [savedDismissed, setSavedDismissed] = useState<string | null>(null);
  const saved = (location.state as SavedState | null)?.saved === true && savedDismissed !== location.key;
  const { data, loading, error, refetch } = useQuery(editorQuery, {
    variables: { templateId },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const editor = data?.invoiceTemplateEditor ?? null;
  const template = editor?.template ?? null;
  useDocumentTitle(template ? `${template.name} · Invoice Templates` : 'Invoice Templates');

  const header = (
    <PageHeader
      eyebrow={
        <Anchor component={Link} to="/invoices" size="sm">
          Manage All Invoices
        </Anchor>
      }
      title={editor?.mode === 'VIEW' && template ? template.name : 'Create New Invoice Template'}
      description={
        editor?.readOnly
          ? 'The template’s email settings, address, taxes, fees and messages, read-only.'
          : editor?.mode === 'VIEW'
            ? 'Edit the template’s email settings, address, taxes, fees and messages.'
            : 'Set up the email, address, taxes, fees and messages of a new invoice template.'
      }
      actions={
        template ? (
          <Group gap="xs">
            {template.payrixTemplate ? (
              <Badge variant="light" color="teal">
                Processor template
              </Badge>
            ) : null}
            {editor?.readOnly ? (
              <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                No longer active
              </Badge>
            ) : null}
          </Group>
        ) : null
      }
    />
  );

  let body;
  if (loading && !editor) body = <ListSkeleton rows={4} label="Loading the invoice template" />;
  else if (!editor && isNotFound(error))
    body = (
      <EmptyState
        title="Template not found"
        description={M.notFound}
        actions={
          <Button component={Link} to={TEMPLATES_PATH} leftSection={<IconPlus size={16} />}>
            Create New Template
          </Button>
        }
      />
    );
  else if (!editor) body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else
    body = (
      <Stack gap="lg">
        {editor.readOnly ? (
          <Alert color="gray" icon={<IconLock size={18} />} title="This template is no longer active">
            It was made for a payment processor your house no longer uses. You can view it but not change it;
            create a new template instead.
          </Alert>
        ) : null}
        {!editor.addresses || !editor.countries ? (
          <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />
        ) : null}
        <TemplateForm
          key={`${templateId ?? 'new'}:${location.key}`}
          editor={editor}
          onSaved={(id) =>
            navigate(`${TEMPLATES_PATH}/${id}`, { state: { saved: true } satisfies SavedState })
          }
        />
      </Stack>
    );

  return (
    <>
      {header}
      <Stack gap="lg">
        {saved ? (
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} />}
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setSavedDismissed(location.key)}
          >
            {M.saved}
          </Alert>
        ) : null}
        <TemplatePicker
          templates={data?.invoiceTemplates ?? []}
          templateId={templateId}
          onPick={(id) => navigate(`${TEMPLATES_PATH}/${id}`)}
          onCreate={() => navigate(TEMPLATES_PATH)}
        />
        {body}
      </Stack>
    </>
  );
}

export default InvoiceTemplatesPage;
