import { LOT_TEXT_FIELDS, type LotFieldName, type LotRulesContext } from '@ah/schema';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  EMPTY_LOT_VALUES,
  type FieldErrors,
  LotFields,
  lotFormErrors,
  type LotFormValues,
} from '../../../../lots';
import type { RowValues } from './reviewModel';

/**
 * The fields that may be set on many rows at once: amounts, shipping and the free-text details.
 * Numbers, titles and descriptions belong to one item each.
 */
export function bulkFields(ctx: LotRulesContext): LotFieldName[] {
  const pricing: LotFieldName[] = ctx.isBin
    ? ['price']
    : ['lowEstimate', 'highEstimate', 'startingBid', ...(ctx.isTimed ? (['reserve'] as const) : [])];
  const shipping: LotFieldName[] = ctx.isBin
    ? ['shipLength', 'shipWidth', 'shipHeight', 'shipWeight', 'shippingDomestic', 'shippingIntl']
    : [];
  return [...pricing, ...shipping, ...LOT_TEXT_FIELDS];
}

/**
 * The rules of the values given, alone: each filled field is checked as part of an otherwise valid
 * item, so a message is about that value (the table re-checks every changed row after).
 */
export function bulkErrors(
  values: LotFormValues,
  ctx: LotRulesContext,
  fields: readonly LotFieldName[],
): FieldErrors {
  const filled = fields.filter((f) => values[f].trim() !== '');
  const probe: LotFormValues = {
    ...EMPTY_LOT_VALUES,
    lotNumber: '1',
    invNumber: 'X',
    title: 'x',
    description: 'x',
    price: '1',
  };
  for (const f of filled) probe[f] = values[f];
  const all = lotFormErrors(probe, { ...ctx, lotNumberRequired: false, deletedLotNumbers: [] });
  return Object.fromEntries(Object.entries(all).filter(([f]) => filled.includes(f as LotFieldName)));
}

export interface BulkEditModalProps {
  count: number;
  ctx: LotRulesContext;
  onSave: (values: RowValues) => void;
  onClose: () => void;
}

/** Sets the values given on every selected row (sales §2 Lot review step: bulk edit). */
export function BulkEditModal({ count, ctx, onSave, onClose }: BulkEditModalProps) {
  const [values, setValues] = useState<LotFormValues>(EMPTY_LOT_VALUES);
  const fields = useMemo(() => bulkFields(ctx), [ctx]);
  const errors = useMemo(() => bulkErrors(values, ctx, fields), [values, ctx, fields]);
  const filled = fields.filter((f) => values[f].trim() !== '');
  const blocked = filled.length === 0 || Object.keys(errors).length > 0;
  return (
    <Modal opened onClose={onClose} title={`Edit ${count} Selected Item${count === 1 ? '' : 's'}`} size="xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (blocked) return;
          onSave(Object.fromEntries(filled.map((f) => [f, values[f]])));
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The values you enter replace those of every selected item. Fields left empty stay as they are.
          </Text>
          <LotFields
            idPrefix="bulk"
            values={values}
            onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            errors={errors}
            ctx={{ ...ctx, lotNumberRequired: false }}
            only={fields}
            allOptional
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={blocked}>
              Apply to {count} item{count === 1 ? '' : 's'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
