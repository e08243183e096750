import { TEMPLATE_CHARGE_ROWS_MAX, type TemplateChargeKind } from '@ah/schema';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { blankChargeRow, sectionOf, type ChargeRow } from '../model/templateForm';
import { ChargeRowFields, type TemplateCountry } from './ChargeRowFields';

export type { TemplateCountry } from './ChargeRowFields';

export interface ChargesTableProps {
  kind: TemplateChargeKind;
  rows: readonly ChargeRow[];
  countries: readonly TemplateCountry[];
  /** The message to show for a field path (`taxes.0.rate`), or null. */
  errorOf: (field: string) => string | null;
  /** Stable: called with field paths when an input is left. */
  onTouch: (field: string) => void;
  /** Stable: applies a change to the current rows. */
  onChange: (change: (rows: ChargeRow[]) => ChargeRow[]) => void;
  readOnly: boolean;
}

const LABELS = {
  tax: {
    title: 'Taxes',
    row: 'Tax',
    add: 'Add Tax',
    empty: 'No taxes. Add the sales taxes your buyers pay.',
  },
  fee: { title: 'Fees', row: 'Fee', add: 'Add Fee', empty: 'No fees. Add a fee charged on top of the sale.' },
} as const;

/**
 * The taxes or fees table of the template editor (invoicing §2.7, §5): Charge Type, Rate %
 * (three decimals), Country with its State (US required, CA optional) and the Hammer / Live Fee / BP
 * checkboxes, one row per charge. Each input is labelled with its row ("Tax 2 rate %").
 */
export function ChargesTable({
  kind,
  rows,
  countries,
  errorOf,
  onTouch,
  onChange,
  readOnly,
}: ChargesTableProps) {
  const labels = LABELS[kind];
  const section = sectionOf(kind);
  const update = useCallback(
    (index: number, change: (row: ChargeRow) => ChargeRow) =>
      onChange((current) => current.map((row, i) => (i === index ? change(row) : row))),
    [onChange],
  );
  const remove = useCallback(
    (index: number) => onChange((current) => current.filter((_, i) => i !== index)),
    [onChange],
  );
  const sectionError = errorOf(section);

  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {labels.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={labels.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Charge Type</Table.Th>
                <Table.Th w={96}>Rate %</Table.Th>
                <Table.Th w={210}>Country / State</Table.Th>
                <Table.Th w={104}>{kind === 'tax' ? 'Tax Type' : 'Fee Type'}</Table.Th>
                <Table.Th w={40}>
                  <VisuallyHidden>Delete</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const path = `${section}.${index}`;
                return (
                  <ChargeRowFields
                    key={row.key}
                    kind={kind}
                    row={row}
                    index={index}
                    path={path}
                    name={`${labels.row} ${index + 1}`}
                    countries={countries}
                    errors={{
                      name: errorOf(`${path}.name`),
                      rate: errorOf(`${path}.rate`),
                      countryCode: errorOf(`${path}.countryCode`),
                      stateCode: errorOf(`${path}.stateCode`),
                      appliesTo: errorOf(`${path}.appliesTo`),
                    }}
                    readOnly={readOnly}
                    onUpdate={update}
                    onDelete={remove}
                    onTouch={onTouch}
                  />
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sectionError ? (
        <Text size="sm" c="red" role="alert">
          {sectionError}
        </Text>
      ) : null}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange((current) => [...current, blankChargeRow()])}
            disabled={rows.length >= TEMPLATE_CHARGE_ROWS_MAX}
          >
            {labels.add}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
