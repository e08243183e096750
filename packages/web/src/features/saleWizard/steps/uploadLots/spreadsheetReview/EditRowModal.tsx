import { validateLotForm, type LotFieldName, type LotRulesContext } from '@ah/schema';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useFieldErrors } from '../../../../../ui/useFieldErrors';
import {
  type FieldErrors,
  formValuesOf,
  holdsValue,
  LotFields,
  lotFieldsFor,
  type LotFormValues,
} from '../../../../lots';
import { rowHasShipping } from './reviewColumns';
import type { ReviewError, ReviewRow, RowValues } from './reviewModel';
import { rowName } from './LotReviewTable';

const SHIPPING: readonly LotFieldName[] = [
  'shipLength',
  'shipWidth',
  'shipHeight',
  'shipWeight',
  'shippingDomestic',
  'shippingIntl',
];

/** The fields an uploaded row can be edited in: the sale type's, plus shipping when the file had it. */
export function rowFields(ctx: LotRulesContext, row: ReviewRow | null): LotFieldName[] {
  const fields = lotFieldsFor(ctx);
  if (row && !ctx.isBin && rowHasShipping(row)) fields.push(...SHIPPING);
  return fields;
}

export interface EditRowModalProps {
  row: ReviewRow;
  /** The row's current errors (the server's findings among them). */
  errors: readonly ReviewError[];
  ctx: LotRulesContext;
  onSave: (values: RowValues) => void;
  onClose: () => void;
}

/**
 * Edits one uploaded row (sales §2 Lot review step). The lot form's own rules apply; Save is
 * disabled while one is broken. Duplicates are checked across all rows by the table itself.
 */
export function EditRowModal({ row, errors, ctx, onSave, onClose }: EditRowModalProps) {
  const [values, setValues] = useState<LotFormValues>(() => formValuesOf(row));
  const fields = useMemo(() => rowFields(ctx, row), [ctx, row]);
  const relevant = useMemo(
    () => validateLotForm(values, ctx).filter((v) => fields.includes(v.field as LotFieldName)),
    [values, ctx, fields],
  );
  const blocked = relevant.length > 0;
  // Before anything is changed, every broken rule shows: the person opened the row to fix it. Then
  // a field's shows once it was changed or left, or holds a value.
  const { shownErrors, touch } = useFieldErrors(relevant, {
    shownAnyway: (field, { touched }) => touched.size === 0 || holdsValue(values, field),
  });
  const shown = shownErrors() as FieldErrors;
  const serverOnly = errors.filter((e) => !e.column);

  return (
    <Modal opened onClose={onClose} title={`Edit Item: ${rowName(row)}`} size="xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (blocked) return;
          const changed: RowValues = {};
          for (const field of fields) changed[field] = values[field];
          onSave(changed);
        }}
      >
        <Stack gap="md">
          {serverOnly.length > 0 ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title="From the upload">
              <List size="sm" spacing={2}>
                {serverOnly.map((e) => (
                  <List.Item key={e.errorCode}>{e.displayMsg}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <LotFields
            idPrefix={`row-${row.id}`}
            values={values}
            onChange={(field, value) => {
              setValues((v) => ({ ...v, [field]: value }));
              touch(field);
            }}
            onBlur={(field) => touch(field)}
            errors={shown}
            ctx={ctx}
            only={fields}
          />
          <Group justify="flex-end" gap="sm">
            {blocked ? (
              <Text size="sm" c="dimmed" mr="auto">
                Fix the highlighted fields to save.
              </Text>
            ) : null}
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={blocked}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
