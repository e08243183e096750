import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Charge } from './ChargeModal';

export interface ChargesTableProps {
  charges: readonly Charge[];
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  disabled?: boolean;
}

/** The Additional Charges (Taxes & Fees) table of fixed-price step 1. */
export function ChargesTable({ charges, onEdit, onDelete, disabled }: ChargesTableProps) {
  if (charges.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No additional charges. Add a tax or fee that applies to buyers in a country or state.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label="Additional charges">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tax Type</Table.Th>
            <Table.Th ta="right">Rate %</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th w={90}>
              <Text span size="sm" fw={700}>
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {charges.map((charge, index) => (
            <Table.Tr key={`${charge.taxType}-${charge.countryCode}-${charge.stateCode ?? ''}-${index}`}>
              <Table.Td>{charge.taxType}</Table.Td>
              <Table.Td ta="right">{charge.rate}</Table.Td>
              <Table.Td>{charge.countryName}</Table.Td>
              <Table.Td>{charge.stateName ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Edit charge">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onEdit(index)}
                      disabled={disabled}
                      aria-label={`Edit ${charge.taxType}`}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete charge">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(index)}
                      disabled={disabled}
                      aria-label={`Delete ${charge.taxType}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
