import { Badge, Table, Text } from '@mantine/core';
import type { UnpaidItemPreviewQuery } from '../../../__generated__/graphql';
import { stepLabel } from '../model/nextStepText';
import { outcomeLabel } from '../model/unpaidItemTexts';

type PreviewStep = NonNullable<UnpaidItemPreviewQuery['unpaidItemPreview']>['steps']['nodes'][number];

/** The dry run's steps (issue 36: "a preview page of every step the pipeline would take today"). */
export function TodaysStepsTable({ steps }: { steps: readonly PreviewStep[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Steps the automation would take now" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">Buyer</Table.Th>
            <Table.Th scope="col">Step</Table.Th>
            <Table.Th scope="col">Would it</Table.Th>
            <Table.Th scope="col">Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step, index) => (
            <Table.Tr key={`${step.invoiceId}-${step.kind}-${step.lotId ?? ''}-${index}`}>
              <Table.Td>#{step.invoiceId}</Table.Td>
              <Table.Td>{step.bidderName}</Table.Td>
              <Table.Td>
                {stepLabel(step.kind)}
                {step.lotId ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (lot {step.lotId})
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* The whole word: a badge shrunk by the table cut "Will skip" to "Will s…". */}
                <Badge
                  variant="light"
                  color={step.outcome === 'DO' ? 'blue' : 'gray'}
                  style={{ minWidth: 'max-content' }}
                >
                  {outcomeLabel(step.outcome)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{step.reason ?? ''}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
