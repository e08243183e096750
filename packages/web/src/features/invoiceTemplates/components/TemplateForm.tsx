import { INVOICE_TEMPLATE_MESSAGES as M } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  InvoiceTemplateEditorDocument,
  SaveInvoiceTemplateDocument,
  type InvoiceTemplateEditorQuery,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import {
  blankTemplateForm,
  formViolations,
  saveDisabledByFees,
  templateFormOf,
  templateInputOf,
  type ChargeRow,
  type MessageRow,
  type TemplateFormState,
} from '../model/templateForm';
import { AddressAndChargeFields } from './AddressAndChargeFields';
import { ChargesTable } from './ChargesTable';
import { EmailSettingsFields } from './EmailSettingsFields';
import { MessagesTable } from './MessagesTable';

const saveMutation = toDocument(SaveInvoiceTemplateDocument);
const editorQuery = toDocument(InvoiceTemplateEditorDocument);

type Editor = NonNullable<InvoiceTemplateEditorQuery['invoiceTemplateEditor']>;

export interface TemplateFormProps {
  editor: Editor;
  /** After a save: the template's id (the page redirects to it). */
  onSaved: (templateId: string) => void;
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The template editor's form (invoicing §2.7, §5): the rules of @ah/schema show at a field once it
 * was left or Save was pressed; the fee-name rule shows at once and keeps Save disabled. Save with
 * errors shows 'Please correct the errors noted and try saving again.'
 */
export function TemplateForm({ editor, onSaved }: TemplateFormProps) {
  const readOnly = editor.readOnly;
  const [form, setForm] = useState<TemplateFormState>(() =>
    editor.template ? templateFormOf(editor.template) : blankTemplateForm(),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(saveMutation);

  const violations = useMemo(() => formViolations(form), [form]);
  const blockedByFees = saveDisabledByFees(form);
  // The form's own rule wins over the gateway's message (invoicing §5); the fee-name rule shows at once.
  const { errorOf, touch, attempt, attempted, refuse, serverErrors, clearServerErrors } = useFieldErrors(
    violations,
    {
      precedence: 'rule',
      shownAnyway: (field) => violations.find((v) => v.field === field)?.message === M.taxInFeeName,
    },
  );

  // Stable callbacks: the table rows are memoised on them.
  const change = useCallback(
    (update: (form: TemplateFormState) => Partial<TemplateFormState>) => {
      setForm((f) => ({ ...f, ...update(f) }));
      clearServerErrors();
      setFailure(null);
    },
    [clearServerErrors],
  );
  const changeFields = useCallback((update: Partial<TemplateFormState>) => change(() => update), [change]);
  const changeTaxes = useCallback(
    (rows: (taxes: ChargeRow[]) => ChargeRow[]) => change((f) => ({ taxes: rows(f.taxes) })),
    [change],
  );
  const changeFees = useCallback(
    (rows: (fees: ChargeRow[]) => ChargeRow[]) => change((f) => ({ fees: rows(f.fees) })),
    [change],
  );
  const changeMessages = useCallback(
    (rows: (messages: MessageRow[]) => MessageRow[]) => change((f) => ({ messages: rows(f.messages) })),
    [change],
  );
  const showCorrectErrors = (attempted && violations.length > 0) || Object.keys(serverErrors).length > 0;

  async function submit() {
    attempt();
    setFailure(null);
    if (violations.length > 0 || readOnly) return;
    const templateId = editor.template?.id ?? null;
    try {
      const result = await save({
        variables: {
          input: templateInputOf(form, {
            templateId,
            invoiceGroupId: editor.template?.invoiceGroupId ?? null,
          }),
        },
        refetchQueries: [{ query: editorQuery, variables: { templateId } }],
      });
      const saved = result.data?.saveInvoiceTemplate.template.id;
      if (saved) onSaved(saved);
    } catch (error) {
      if (refuse(error).length === 0) setFailure(LOAD_FAILED_MESSAGE);
    }
  }

  const fieldProps = { form, onChange: changeFields, errorOf, onTouch: touch, readOnly };
  const countries = editor.countries ?? [];
  return (
    <form
      noValidate
      aria-label={editor.mode === 'CREATE' ? 'New invoice template' : 'Invoice template'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Section
          id="template-email"
          title="Name and email settings"
          description="The template's name, how the invoice email reads and where replies go."
        >
          <EmailSettingsFields {...fieldProps} />
        </Section>
        <Section
          id="template-address"
          title="Invoice address"
          description="The house address printed on the invoice."
        >
          <AddressAndChargeFields
            form={form}
            onChange={changeFields}
            readOnly={readOnly}
            addresses={editor.addresses ?? []}
            chargeApplicationChoice={editor.chargeApplicationChoice}
          />
        </Section>
        <Section
          id="template-taxes"
          title="Taxes"
          description="Rates in percent with up to three decimals; a US tax needs its state. Tick what each tax applies to."
        >
          <ChargesTable
            kind="tax"
            rows={form.taxes}
            countries={countries}
            onChange={changeTaxes}
            errorOf={errorOf}
            onTouch={touch}
            readOnly={readOnly}
          />
        </Section>
        <Section
          id="template-fees"
          title="Fees"
          description="Fees charged on top of the sale. Taxes belong in the taxes section."
        >
          <ChargesTable
            kind="fee"
            rows={form.fees}
            countries={countries}
            onChange={changeFees}
            errorOf={errorOf}
            onTouch={touch}
            readOnly={readOnly}
          />
        </Section>
        <Section
          id="template-messages"
          title="Messages"
          description="Printed on the invoice in sequence order. Rows without a header are not saved."
        >
          <MessagesTable
            rows={form.messages}
            onChange={changeMessages}
            errorOf={errorOf}
            onTouch={touch}
            readOnly={readOnly}
          />
        </Section>

        {readOnly ? null : (
          <Paper p="md" pos="sticky" bottom={0} style={{ zIndex: 3 }} shadow="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 280px' }} aria-live="polite">
                {showCorrectErrors ? (
                  <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py={8}>
                    {M.correctErrors}
                  </Alert>
                ) : null}
                {failure ? (
                  <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" py={8}>
                    {failure}
                  </Alert>
                ) : null}
                {blockedByFees && !showCorrectErrors ? (
                  <Text size="sm" c="red">
                    {M.taxInFeeName}
                  </Text>
                ) : null}
              </Stack>
              <Button
                type="submit"
                size="md"
                leftSection={<IconDeviceFloppy size={18} />}
                disabled={blockedByFees}
                loading={saving}
              >
                {editor.mode === 'CREATE' ? 'Save Template' : 'Save Changes'}
              </Button>
            </Group>
          </Paper>
        )}
      </Stack>
    </form>
  );
}
