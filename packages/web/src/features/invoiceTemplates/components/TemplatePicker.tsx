import { Button, Group, Paper, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { InvoiceTemplateEditorQuery } from '../../../__generated__/graphql';

type TemplateOption = NonNullable<InvoiceTemplateEditorQuery['invoiceTemplates']>[number];

export interface TemplatePickerProps {
  templates: readonly TemplateOption[];
  /** The template on screen; null in create mode. */
  templateId: string | null;
  onPick: (templateId: string) => void;
  onCreate: () => void;
}

/** Chooses the template to view (invoicing §2.7 "Template picker, create new"). */
export function TemplatePicker({ templates, templateId, onPick, onCreate }: TemplatePickerProps) {
  return (
    <Paper p="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Invoice template"
          placeholder="Select a template to view or edit"
          data={templates.map((t) => ({
            value: t.id,
            label: t.active === false ? `${t.name} (no longer active)` : t.name,
          }))}
          value={templateId}
          onChange={(id) => {
            if (id && id !== templateId) onPick(id);
          }}
          allowDeselect={false}
          searchable={templates.length > 8}
          nothingFoundMessage="No templates yet"
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 280px' }}
          maw={480}
        />
        <Button
          variant={templateId ? 'light' : 'default'}
          leftSection={<IconPlus size={16} />}
          onClick={onCreate}
          disabled={!templateId}
        >
          Create New Template
        </Button>
      </Group>
    </Paper>
  );
}
