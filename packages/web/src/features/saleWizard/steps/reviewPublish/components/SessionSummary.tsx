import type { WizardRouteType } from '@ah/schema';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FROM_SUMMARY_STATE, type FulfilmentData } from '../model/reviewData';
import { editPathOf, fulfilmentContactLines, fulfilmentLines, type DetailRow } from '../model/sessionDetails';
import { REVIEW_TEXTS } from '../reviewTexts';
import { ReviewLocationModal } from './ReviewLocationModal';

export interface SessionSummaryProps {
  routeType: WizardRouteType;
  groupId: string;
  catalogId: string;
  isBin: boolean;
  rows: readonly DetailRow[];
  fulfilment: FulfilmentData | null;
  /** Within 2 hours of the sale the edit links disappear. */
  locked: boolean;
  /** The cover image (sessions): the image and the cover-photo modal's trigger. */
  cover?: ReactNode;
  /** After the location modal saved the fulfilment location: reload the summary. */
  onLocationSaved?: () => void;
}

function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Not set
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map((line, i) => (
        <Text key={i} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The session details of the summary (sales §2 Review & Publish): each row with its edit link to
 * step 1 or 2 (hidden within 2 hours of the sale); the reduced summary with Edit Sale for a bin sale;
 * the shipping fulfilment location and contacts when the sale has a shipping policy.
 */
export function SessionSummary(props: SessionSummaryProps) {
  const edit = (step: number) => editPathOf(props.routeType, props.groupId, props.catalogId, step);
  const [locationOpen, setLocationOpen] = useState(false);
  return (
    <Paper p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="review-details-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={3} id="review-details-heading">
            {props.isBin ? 'Sale Details' : 'Session Details'}
          </Title>
          {props.isBin && !props.locked ? (
            <Button
              component={Link}
              to={edit(1)}
              state={FROM_SUMMARY_STATE}
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
            >
              {REVIEW_TEXTS.editSale}
            </Button>
          ) : null}
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder={false} fz="sm" verticalSpacing={6}>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.key} data-detail={row.key}>
                <Table.Th w={{ base: 140, sm: 190 }} scope="row">
                  {row.label}
                </Table.Th>
                <Table.Td>
                  <Lines lines={row.lines} />
                </Table.Td>
                <Table.Td w={64} ta="right">
                  {row.editStep !== null && !props.locked ? (
                    <Anchor
                      component={Link}
                      to={edit(row.editStep)}
                      state={FROM_SUMMARY_STATE}
                      size="sm"
                      aria-label={`Edit ${row.label.toLowerCase()}`}
                    >
                      Edit
                    </Anchor>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
            {props.cover ? (
              <Table.Tr data-detail="cover">
                <Table.Th scope="row">Cover image</Table.Th>
                <Table.Td colSpan={2}>{props.cover}</Table.Td>
              </Table.Tr>
            ) : null}
            {props.fulfilment ? (
              <>
                <Table.Tr data-detail="fulfilment">
                  <Table.Th scope="row">Shipping fulfillment location</Table.Th>
                  <Table.Td>
                    <Lines lines={fulfilmentLines(props.fulfilment)} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {!props.locked ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        aria-label="Edit shipping fulfillment location"
                        onClick={() => setLocationOpen(true)}
                      >
                        Edit
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr data-detail="fulfilmentContact">
                  <Table.Th scope="row">Shipping fulfillment contact</Table.Th>
                  <Table.Td colSpan={2}>
                    <Lines lines={fulfilmentContactLines(props.fulfilment)} />
                  </Table.Td>
                </Table.Tr>
              </>
            ) : null}
          </Table.Tbody>
        </Table>
      </Stack>
      {props.fulfilment ? (
        <ReviewLocationModal
          opened={locationOpen}
          originId={props.fulfilment.id}
          onClose={() => setLocationOpen(false)}
          onSaved={() => props.onLocationSaved?.()}
        />
      ) : null}
    </Paper>
  );
}
