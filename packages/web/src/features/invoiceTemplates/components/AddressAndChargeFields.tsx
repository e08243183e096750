import { Radio, Select, Stack, Text } from '@mantine/core';
import type { InvoiceTemplateEditorQuery } from '../../../__generated__/graphql';
import type { FieldProps } from './EmailSettingsFields';

type Editor = NonNullable<InvoiceTemplateEditorQuery['invoiceTemplateEditor']>;
export type TemplateAddress = NonNullable<Editor['addresses']>[number];

export interface AddressAndChargeFieldsProps extends Omit<FieldProps, 'errorOf' | 'onTouch'> {
  addresses: readonly TemplateAddress[];
  /** False under processor type p: charges apply per invoice only. */
  chargeApplicationChoice: boolean;
}

/** The address picker (house addresses) and how additional charges apply (invoicing §2.7, §9). */
export function AddressAndChargeFields({
  form,
  onChange,
  readOnly,
  addresses,
  chargeApplicationChoice,
}: AddressAndChargeFieldsProps) {
  const primary = addresses.find((a) => a.primary);
  const chosen = addresses.find((a) => a.id === form.addressId) ?? null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Select
          label="Invoice address"
          placeholder={primary ? `Primary location: ${primary.name}` : 'Primary location'}
          data={addresses.map((a) => ({ value: a.id, label: a.primary ? `${a.name} (primary)` : a.name }))}
          value={form.addressId}
          onChange={(addressId) => onChange({ addressId })}
          readOnly={readOnly}
          clearable={!readOnly}
          nothingFoundMessage="No locations"
          comboboxProps={{ withinPortal: true }}
          maw={480}
        />
        <Text size="sm" c="dimmed">
          {(chosen ?? primary)?.label ?? 'Add a location under Settings → Locations.'}
        </Text>
      </Stack>
      {chargeApplicationChoice ? (
        <Radio.Group
          label="Apply additional charges"
          value={form.chargeApplication}
          onChange={(value) => {
            if (!readOnly) onChange({ chargeApplication: value === 'PER_LOT' ? 'PER_LOT' : 'PER_INVOICE' });
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="PER_INVOICE" label="Per invoice" disabled={readOnly} />
            <Radio value="PER_LOT" label="Per lot" disabled={readOnly} />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed">
          Additional charges apply per invoice with your payment processor; US sales tax is calculated per lot
          automatically.
        </Text>
      )}
    </Stack>
  );
}
