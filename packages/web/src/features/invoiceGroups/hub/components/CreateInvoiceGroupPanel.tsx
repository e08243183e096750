import { INVOICE_GROUP_MESSAGES, INVOICE_GROUP_NAME_MAX, type RuleViolation } from '@ah/schema';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { truncateName } from '../../../../ui/truncate';
import type { SelectedSession } from '../sessionSelection';

export interface InvoiceTemplateOption {
  id: string;
  name: string;
}

export interface CreateInvoiceGroupPanelProps {
  templates: readonly InvoiceTemplateOption[] | null;
  templatesLoading: boolean;
  templateId: string | null;
  onTemplateChange: (templateId: string | null) => void;
  name: string;
  onNameChange: (name: string) => void;
  selected: readonly SelectedSession[];
  onClearSelection: () => void;
  violations: readonly RuleViolation[];
  mixedLocations: boolean;
  creating: boolean;
  /** A failed creation: the spec's banner text and the gateway's explanation when it gave one. */
  createError: { detail: string | null } | null;
  onDismissError: () => void;
  onCreate: () => void;
}

const HINT_ORDER = ['sessionRefs', 'templateId', 'name'] as const;

/** The controls that build a new invoice group from the selected sessions. */
export function CreateInvoiceGroupPanel(props: CreateInvoiceGroupPanelProps) {
  const { templates, templateId, name, selected, violations, mixedLocations, creating, createError } = props;
  const canCreate = violations.length === 0 && !creating;
  // The next thing still missing, in the order of the screen: sessions, template, name (the location
  // problem has its own banner).
  const hint = HINT_ORDER.map((field) =>
    violations.find((v) => v.field === field && v.message !== INVOICE_GROUP_MESSAGES.oneLocation),
  ).find(Boolean)?.message;
  const saleName = selected[0]?.saleGroupName;

  return (
    <Paper p="lg" component="section" aria-labelledby="create-invoice-group-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} id="create-invoice-group-title">
            New invoice group
          </Title>
          <Text size="sm" c="dimmed">
            Select sessions of one sale, choose a template and name the group.
          </Text>
        </Stack>

        {createError ? (
          <ErrorBanner
            message={INVOICE_GROUP_MESSAGES.createFailed}
            detail={createError.detail}
            onClose={props.onDismissError}
          />
        ) : null}

        <Paper withBorder={false} bg="gray.0" p="sm" radius="md" aria-live="polite">
          {selected.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sessions selected
            </Text>
          ) : (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0 }}>
                <Text span fw={600}>
                  {selected.length} {selected.length === 1 ? 'session' : 'sessions'}
                </Text>{' '}
                selected from {saleName ? truncateName(saleName) : 'one sale'}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={props.onClearSelection}
                disabled={creating}
                style={{ flexShrink: 0 }}
              >
                Clear
              </Button>
            </Group>
          )}
        </Paper>

        {mixedLocations ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
            {INVOICE_GROUP_MESSAGES.oneLocation}
          </Alert>
        ) : null}

        <Stack gap={6}>
          <Select
            label="Invoice template"
            placeholder={props.templatesLoading ? 'Loading templates…' : 'Select an invoice template'}
            data={(templates ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={templateId}
            onChange={props.onTemplateChange}
            disabled={creating || props.templatesLoading}
            nothingFoundMessage="No templates yet"
            allowDeselect={false}
            searchable={(templates?.length ?? 0) > 8}
            comboboxProps={{ withinPortal: true }}
          />
          <Anchor component={Link} to="/invoices/InvoiceTemplates" size="sm" w="fit-content">
            <Group gap={4} component="span">
              <IconPlus size={14} aria-hidden />
              Create a new invoice template
            </Group>
          </Anchor>
        </Stack>

        <TextInput
          label="Invoice group name"
          placeholder="e.g. Spring Fine Art – week 1"
          value={name}
          maxLength={INVOICE_GROUP_NAME_MAX}
          onChange={(e) => props.onNameChange(e.currentTarget.value)}
          disabled={creating}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text component="span" size="xs" c="dimmed" display="block" ta="right">
              {name.length}/{INVOICE_GROUP_NAME_MAX}
            </Text>
          }
        />

        <Divider />

        <Stack gap={6}>
          <Button onClick={props.onCreate} disabled={!canCreate} loading={creating} fullWidth size="md">
            Create New Invoice
          </Button>
          {hint && !creating ? (
            <Text size="xs" c="dimmed" ta="center">
              {hint}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
