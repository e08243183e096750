import { useQuery } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  EditorInvoiceLinesDocument,
  type EditorCardFieldsFragment,
  type EditorLineFieldsFragment,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { LineTable } from './LineTable';

const linesQuery = toDocument(EditorInvoiceLinesDocument);

export interface CardLinesProps {
  invoice: EditorCardFieldsFragment;
  showLiveFee: boolean;
  shippingFeature: boolean;
  renderMenu: (line: EditorLineFieldsFragment) => ReactNode;
}

/**
 * A card's line table: the first lines the page brought (a bidder may have won hundreds of lots, and
 * twenty cards of them would make the page heavy to send and to draw), and every line on request.
 */
export function CardLines({ invoice, ...table }: CardLinesProps) {
  const [all, setAll] = useState(false);
  const { nodes: first, totalCount } = invoice.linePage;
  const { data, loading, error } = useQuery(linesQuery, {
    variables: { invoiceGroupId: invoice.invoiceGroupId, invoiceIds: [invoice.id] },
    skip: !all,
    errorPolicy: 'all',
  });
  const every = data?.invoiceGroupEditor?.invoices.items[0]?.lines;
  const lines = all && every ? every : first;
  const more = totalCount - first.length;
  return (
    <>
      <LineTable invoice={invoice} lines={lines} {...table} />
      {more > 0 ? (
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            loading={all && loading}
            leftSection={all ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setAll((shown) => !shown)}
            aria-label={
              all
                ? `Show the first ${first.length} lines of invoice ${invoice.id}`
                : `Show all ${totalCount} lines of invoice ${invoice.id}`
            }
          >
            {all ? `Show the first ${first.length} lines` : `Show all ${totalCount} lines`}
          </Button>
          {!all ? (
            <Text size="xs" c="dimmed">
              {more} more {more === 1 ? 'line' : 'lines'}
            </Text>
          ) : null}
          {all && error && !every ? (
            <Text size="xs" c="red">
              The other lines could not be loaded.
            </Text>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
