import { realizedPriceRowIssues } from '@ah/schema';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import type { RealizedRow } from '../model/realizedSteps';

export interface EditedRow {
  lotNumber: string;
  lotExt: string;
  realizedPrice: string;
}

const FIELD = { LOT_NUMBER: 'lotNumber', LOT_EXT: 'lotExt', REALIZED_PRICE: 'realizedPrice' } as const;

/**
 * The review's edit modal (sales §5 Realized prices: lot number and price checked; realized price
 * required, 0 for unsold, 0 or more, at most two decimals). Whether the lot is in the catalog is
 * answered by the save, which checks the table again.
 */
export function EditRealizedRowModal({
  row,
  saving,
  failed,
  onSave,
  onClose,
}: {
  row: RealizedRow;
  saving: boolean;
  failed: string | null;
  onSave: (edited: EditedRow) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<EditedRow>({
    lotNumber: row.lotNumber ?? '',
    lotExt: row.lotExt ?? '',
    realizedPrice: row.realizedPrice ?? '',
  });
  const violations = realizedPriceRowIssues(draft).map((i) => ({
    field: i.column ? FIELD[i.column] : 'lotNumber',
    message: i.displayMsg,
  }));
  const catalogProblem = row.errors.find(
    (e) => e.code === 'LOT_NOT_IN_CATALOG' || e.code === 'LOT_DUPLICATE',
  );
  const { errorOf, touch, attempt } = useFieldErrors(violations, {
    initiallyTouched: row.errors.map((e) => (e.column ? FIELD[e.column] : 'lotNumber')),
  });
  const field = (
    name: keyof EditedRow,
    label: string,
    extra: { maxLength?: number; required?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      value={draft[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setDraft((d) => ({ ...d, [name]: value }));
      }}
      onBlur={() => touch(name)}
      error={
        errorOf(name) ??
        (name === 'lotNumber' && draft.lotNumber === (row.lotNumber ?? '')
          ? catalogProblem?.message
          : undefined)
      }
      {...extra}
    />
  );
  return (
    <Modal opened onClose={saving ? () => undefined : onClose} title="Edit Realized Price">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          attempt();
          if (violations.length === 0) onSave(draft);
        }}
      >
        <Stack gap="md">
          {failed ? <ErrorBanner message={failed} /> : null}
          {field('lotNumber', 'Lot Number', { required: true })}
          {field('lotExt', 'Lot Extension', { maxLength: 1 })}
          {field('realizedPrice', 'Realized Price', { required: true })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={violations.length > 0}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
