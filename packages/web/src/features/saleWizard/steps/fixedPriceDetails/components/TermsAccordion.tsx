import { Accordion, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';

export interface TermSlot {
  slot: number;
  label: string;
  active: boolean;
  title: string;
  text: string;
  required: boolean;
  locked: boolean;
}

export interface TermsAccordionProps {
  terms: readonly TermSlot[];
  /** Slots open at first (the first two always). */
  initiallyOpen: readonly number[];
  onChange: (slot: number, patch: Partial<TermSlot>) => void;
  errorOf: (field: string) => string | null;
  disabled?: boolean;
}

/**
 * The six Terms & Conditions slots (sales §3, §5): Conditions of Sale and Shipping are open,
 * required and their checkbox is locked; the others are used when ticked.
 */
export function TermsAccordion({ terms, initiallyOpen, onChange, errorOf, disabled }: TermsAccordionProps) {
  return (
    <Accordion multiple defaultValue={initiallyOpen.map(String)} variant="separated">
      {terms.map((term) => (
        <Accordion.Item key={term.slot} value={String(term.slot)}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {term.label}
                {term.required ? (
                  <Text span c="red" aria-hidden>
                    {' '}
                    *
                  </Text>
                ) : null}
              </Text>
              {!term.active ? (
                <Text size="xs" c="dimmed">
                  (not used)
                </Text>
              ) : null}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Checkbox
                label={`Include ${term.label} in this sale's terms`}
                checked={term.active}
                disabled={disabled || term.locked}
                onChange={(e) => onChange(term.slot, { active: e.currentTarget.checked })}
              />
              <TextInput
                label="Title"
                required={term.required}
                value={term.title}
                onChange={(e) => onChange(term.slot, { title: e.currentTarget.value })}
                error={errorOf(`terms.${term.slot}.title`)}
                disabled={disabled || !term.active}
              />
              <Textarea
                label="Text"
                required={term.required}
                autosize
                minRows={3}
                maxRows={12}
                value={term.text}
                onChange={(e) => onChange(term.slot, { text: e.currentTarget.value })}
                error={errorOf(`terms.${term.slot}.text`)}
                disabled={disabled || !term.active}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
