import { SHIPPING_UNITS } from '@ah/schema';
import {
  Button,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { LengthUnit } from '../../../__generated__/graphql';
import type { ObjectDraft } from '../model/shippingReviewDraft';

const UNIT_OPTIONS = SHIPPING_UNITS.map((unit) => ({ label: unit, value: unit.toUpperCase() as LengthUnit }));

const toDimension = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * One object of the Edit Shipping Details form (sales §5 Shipping object form): Object Name, Object
 * Type, height, width, depth, units (in/cm), fragile yes/no and notes; the rule's message under a
 * field once it was left (or when the last quote flagged it).
 */
export function ShippingObjectFields({
  object,
  index,
  objectTypes,
  errorOf,
  onChange,
  onTouch,
  onDelete,
  canDelete,
}: {
  object: ObjectDraft;
  index: number;
  objectTypes: ReadonlyArray<{ id: string; name: string }>;
  /** The message to show for a field of this object, or null. */
  errorOf: (field: string) => string | null;
  onChange: (change: Partial<ObjectDraft>) => void;
  onTouch: (field: string) => void;
  onDelete: () => void;
  canDelete: boolean;
}) {
  const dimensionsError = errorOf('height') ?? errorOf('width') ?? errorOf('depth');
  const dimension = (field: 'height' | 'width' | 'depth', label: string, min: number) => (
    <NumberInput
      label={label}
      value={object[field] ?? ''}
      min={min}
      decimalScale={2}
      allowNegative={false}
      hideControls
      onChange={(value) => onChange({ [field]: toDimension(value) })}
      onBlur={() => onTouch(field)}
      error={errorOf(field) ? true : undefined}
      aria-describedby={dimensionsError ? `object-${object.key}-dimensions-error` : undefined}
    />
  );
  return (
    <Fieldset legend={`Object ${index + 1}`} variant="filled" radius="md">
      <Stack gap="sm">
        <TextInput
          label="Object Name"
          withAsterisk
          value={object.title}
          maxLength={250}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
          onBlur={() => onTouch('title')}
          error={errorOf('title')}
        />
        <Select
          label="Object Type"
          withAsterisk
          placeholder="Select"
          data={objectTypes.map((t) => ({ value: t.id, label: t.name }))}
          value={object.objectTypeId}
          searchable
          onChange={(value) => {
            onChange({ objectTypeId: value });
            onTouch('objectTypeId');
          }}
          onBlur={() => onTouch('objectTypeId')}
          error={errorOf('objectTypeId')}
          comboboxProps={{ withinPortal: true }}
        />
        <div>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {dimension('height', 'Height', 0)}
            {dimension('width', 'Width', 0)}
            {dimension('depth', 'Depth', 0)}
          </SimpleGrid>
          {dimensionsError ? (
            <Text id={`object-${object.key}-dimensions-error`} size="xs" c="red" mt={4} role="alert">
              {dimensionsError}
            </Text>
          ) : null}
        </div>
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Input.Wrapper label="Units" labelElement="div" labelProps={{ id: `object-${object.key}-units` }}>
            <div>
              <SegmentedControl
                mt={4}
                aria-labelledby={`object-${object.key}-units`}
                data={UNIT_OPTIONS}
                value={object.unit}
                onChange={(value) => onChange({ unit: value as LengthUnit })}
              />
            </div>
          </Input.Wrapper>
          <Radio.Group
            label="Fragile"
            value={object.isFragile ? 'yes' : 'no'}
            onChange={(value) => onChange({ isFragile: value === 'yes' })}
          >
            <Group gap="md" mt={8}>
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
        </Group>
        <Textarea
          label="Notes"
          value={object.notes}
          rows={2}
          maxLength={2000}
          onChange={(event) => onChange({ notes: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            disabled={!canDelete}
          >
            Delete Object
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
