import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { UnpaidItemRowFieldsFragment } from '../../../__generated__/graphql';
import { formatMoney } from '../../../ui/moneyFormat';
import { disputePagePath, invoiceEditorPath } from '../model/linkPaths';
import { formatWhen, nextStepText } from '../model/nextStepText';
import { stageColor, stageLabel } from '../model/unpaidItemTexts';

export interface PipelineTableProps {
  rows: readonly UnpaidItemRowFieldsFragment[];
  /** Opens the pause (or resume, for a paused row) dialog of a row. */
  onPause: (row: UnpaidItemRowFieldsFragment) => void;
}

/**
 * One page of the pipeline's invoices (issue 36: the pipeline screen): the invoice (a link to its
 * editor), the buyer, what is due and by when, the stage, the next step and its date, the disputes
 * (links to their pages), and pause or resume.
 */
export function PipelineTable({ rows, onPause }: PipelineTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover aria-label="Unpaid invoices" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">Buyer</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Amount due
            </Table.Th>
            <Table.Th scope="col">Deadline</Table.Th>
            <Table.Th scope="col">Stage</Table.Th>
            <Table.Th scope="col">Next step</Table.Th>
            <Table.Th scope="col">Disputes</Table.Th>
            <Table.Th scope="col">Automation</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const paused = row.stage === 'PAUSED';
            return (
              <Table.Tr key={row.invoiceId}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={invoiceEditorPath(row.invoiceGroupId, row.invoiceId)}
                    size="sm"
                    fw={600}
                  >
                    #{row.invoiceId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{row.bidderName}</Text>
                    <Text size="xs" c="dimmed">
                      {row.bidderRef} · {row.channel}
                      {row.isEbay ? ' · eBay' : ''}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(row.amountDue)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatWhen(row.deadline)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={stageColor(row.stage)}>
                    {stageLabel(row.stage)}
                  </Badge>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm">{nextStepText(row.nextStep, { paused })}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {row.disputeRefs.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        None
                      </Text>
                    ) : (
                      row.disputeRefs.map((ref) => (
                        <Anchor key={ref} component={Link} to={disputePagePath(ref)} size="sm">
                          {ref}
                        </Anchor>
                      ))
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {row.stage === 'EXCLUDED' ? (
                    <Text size="sm" c="dimmed">
                      Excluded
                    </Text>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color={paused ? 'teal' : 'yellow'}
                      aria-label={`${paused ? 'Resume' : 'Pause'} the automation for invoice ${row.invoiceId}`}
                      onClick={() => onPause(row)}
                    >
                      {paused ? 'Resume' : 'Pause'}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
