import { TEMPLATE_BCC_MAX, TEMPLATE_NAME_MAX, TEMPLATE_SUBJECT_MAX } from '@ah/schema';
import { Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TemplateFormState } from '../model/templateForm';

export interface FieldProps {
  form: TemplateFormState;
  onChange: (change: Partial<TemplateFormState>) => void;
  errorOf: (field: string) => string | null;
  onTouch: (field: string) => void;
  readOnly: boolean;
}

/** "12/72" under a limited field, like the invoice group name of the hub. */
function counter(value: string, max: number) {
  return (
    <Text component="span" size="xs" c="dimmed" display="block" ta="right">
      {value.length}/{max}
    </Text>
  );
}

/** The template's name and email settings (invoicing §2.7, §5). */
export function EmailSettingsFields({ form, onChange, errorOf, onTouch, readOnly }: FieldProps) {
  const text = (field: 'name' | 'subject' | 'fromName' | 'fromEmail' | 'bccEmail' | 'payPalEmail') => ({
    value: form[field],
    readOnly,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.currentTarget.value }),
    onBlur: () => onTouch(field),
    error: errorOf(field),
  });
  const withCounter = {
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
  };

  return (
    <Stack gap="md">
      <TextInput
        label="Invoice template name"
        required
        maxLength={TEMPLATE_NAME_MAX}
        {...withCounter}
        description={counter(form.name, TEMPLATE_NAME_MAX)}
        {...text('name')}
      />
      <TextInput
        label="Email Subject"
        required
        maxLength={TEMPLATE_SUBJECT_MAX}
        {...withCounter}
        description={counter(form.subject, TEMPLATE_SUBJECT_MAX)}
        {...text('subject')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Reply to Name" required maxLength={TEMPLATE_NAME_MAX} {...text('fromName')} />
        <TextInput label="Reply to Email" required type="email" {...text('fromEmail')} />
      </SimpleGrid>
      <TextInput
        label="BCC Email"
        placeholder="Optional; separate several addresses with commas"
        maxLength={TEMPLATE_BCC_MAX}
        {...withCounter}
        description={counter(form.bccEmail, TEMPLATE_BCC_MAX)}
        {...text('bccEmail')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label="Accept PayPal payments"
          checked={form.payPal}
          disabled={readOnly}
          onChange={(e) => onChange({ payPal: e.currentTarget.checked })}
        />
        {form.payPal ? (
          <TextInput label="PayPal Email" required type="email" {...text('payPalEmail')} />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
